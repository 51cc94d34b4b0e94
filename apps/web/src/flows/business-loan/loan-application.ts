import type { RouterOutputs } from '@sme/api';
import { normalizePostcode } from '@sme/domain';

/** What the application holds so far, as businessLoan.summary answers it (the saved answers, as labels). */
export type LoanApplication = RouterOutputs['businessLoan']['summary']['collections'];

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

/** The postcode a looked-up address ends with ('…, LONDON, E1 6QL' → 'E1 6QL'), or '' when it has none. */
export function postcodeOf(address: string): string {
  return normalizePostcode(address.split(',').pop() ?? '') ?? '';
}
