/**
 * What a visitor typed into a form survives a reload in the same tab until it is sent: kept in session storage (this
 * tab only, gone when it closes; never in the URL) and dropped once the form is sent. No framework: the frame's
 * script (islands pages) keeps a plain form's draft before any island's code has arrived.
 */
const keyOf = (form: string) => `form-draft:${form}`;

export function readDraft<T>(form: string): Partial<T> | undefined {
  try {
    const saved = sessionStorage.getItem(keyOf(form));
    const value: unknown = saved ? JSON.parse(saved) : undefined;
    return value && typeof value === 'object' ? (value as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(form: string, values: unknown): void {
  try {
    sessionStorage.setItem(keyOf(form), JSON.stringify(values));
  } catch {
    // Storage full or refused (a private window): the form works as before, without the draft.
  }
}

export function clearSessionDraft(form: string): void {
  try {
    sessionStorage.removeItem(keyOf(form));
  } catch {
    // Nothing was kept.
  }
}
