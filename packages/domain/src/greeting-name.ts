/** The longest name a confirmation e-mail greets: longer "names" are a sentence, not a name. */
export const GREETING_NAME_MAX = 40;

// Letters (with their combining accents), spaces, hyphens and apostrophes, starting with a letter. No digits, dots,
// slashes, colons or @: a URL, a domain, an address or a phone number cannot be spelt with what is left, so a
// confirmation sent to an address someone else typed cannot carry their link or their instructions.
const plausibleName = /^\p{L}[\p{L}\p{M} '’‘\-‐]*$/u;

/**
 * The name a visitor's confirmation greets them by ('Hello Priya,'): the name they typed, trimmed and with runs of
 * spaces made one, when it is plausibly a name; otherwise null, and the e-mail says just 'Hello,'.
 */
export function greetingName(typed: string | null | undefined): string | null {
  const name = (typed ?? '').trim().replace(/ {2,}/g, ' ');
  if (name.length === 0 || name.length > GREETING_NAME_MAX) return null;
  return plausibleName.test(name) ? name : null;
}
