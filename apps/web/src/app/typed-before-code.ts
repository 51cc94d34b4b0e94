/**
 * What a visitor typed into a part of the page before its code arrived (app/deferred.tsx), kept when the page goes
 * away before then (a reload, Back): the form's own draft (forms/session-draft.ts) is written by that code, which never
 * ran. Session storage, as the drafts: this tab only, gone when it closes, never in the URL. By field id, which the
 * server renders the same on every load of the page.
 */
export type TypedValue = string | boolean;

const keyOf = () => `deferred-typed:${location.pathname}`;

function read(): Record<string, TypedValue> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(keyOf()) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, TypedValue>) : {};
  } catch {
    return {};
  }
}

function write(values: Record<string, TypedValue>): void {
  try {
    if (Object.keys(values).length === 0) sessionStorage.removeItem(keyOf());
    else sessionStorage.setItem(keyOf(), JSON.stringify(values));
  } catch {
    // Storage full or refused (a private window): what was typed is lost with the page, as before.
  }
}

/** Keeps the fields' values (with the page's other parts' values kept before) for the page's next load. */
export function keepTypedBeforeCode(typed: Map<HTMLElement, TypedValue>): void {
  const values = read();
  for (const [field, value] of typed) if (field.id) values[field.id] = value;
  write(values);
}

/** The values kept for fields inside `part`, each with its field, and forgets them. */
export function takeTypedBeforeCode(part: HTMLElement): [HTMLElement, TypedValue][] {
  const values = read();
  const found: [HTMLElement, TypedValue][] = [];
  for (const [id, value] of Object.entries(values)) {
    const field = document.getElementById(id);
    if (!field || !part.contains(field)) continue;
    found.push([field, value]);
    delete values[id];
  }
  if (found.length > 0) write(values);
  return found;
}
