// Kept in this tab only: fetched with step 1's code for what the visitor does (basic-info-code.ts), not with the page.

/**
 * The step 1 inputs as typed (the server keeps a post code only when it is a UK postcode), kept for
 * the tab's session so Back and a reload show them again.
 */
export interface LocalAnswers {
  postcode: string;
  trading_postcode: string;
}

const storageKey = (id: string) => `business-loan-local:${id}`;

export function rememberLocalAnswers(id: string, answers: LocalAnswers): void {
  try {
    sessionStorage.setItem(storageKey(id), JSON.stringify(answers));
  } catch {
    // Storage may be full or refused: the visitor types the postcode again.
  }
}

export function recallLocalAnswers(id: string): Partial<LocalAnswers> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey(id)) ?? '{}') as unknown;
    if (!stored || typeof stored !== 'object') return {};
    const { postcode, trading_postcode } = stored as Record<string, unknown>;
    return {
      ...(typeof postcode === 'string' ? { postcode } : {}),
      ...(typeof trading_postcode === 'string' ? { trading_postcode } : {}),
    };
  } catch {
    return {};
  }
}
