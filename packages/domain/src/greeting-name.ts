/** The longest first name a confirmation e-mail greets: a longer "name" is more likely a message than a name. */
export const GREETING_NAME_MAX = 24;

// One word of letters (with their combining accents), hyphens and apostrophes, starting with a letter. No spaces,
// digits, dots, slashes, colons or @: a URL, a domain, an address, a phone number or a sentence cannot be spelt with
// what is left, so a confirmation sent to an address someone else typed cannot carry their link or their instructions.
const plausibleName = /^\p{L}[\p{L}\p{M}'’‘\-‐]*$/u;
// Modifier letters are letters that look like punctuation ("ː" for a colon, "ꓸ" for a dot): no name needs one.
const modifierLetter = /\p{Lm}/u;
// The writing systems names come in, each one whole: a name is written in one of them, so letters from another system
// that look like punctuation ("ᐟ", a Canadian syllabic, for a slash) cannot be slipped between Latin ones.
const scripts = [
  /\p{Script=Latin}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Armenian}/u,
  /\p{Script=Georgian}/u,
  /\p{Script=Hebrew}/u,
  /\p{Script=Arabic}/u,
  /\p{Script=Ethiopic}/u,
  /\p{Script=Devanagari}/u,
  /\p{Script=Bengali}/u,
  /\p{Script=Gurmukhi}/u,
  /\p{Script=Gujarati}/u,
  /\p{Script=Tamil}/u,
  /\p{Script=Telugu}/u,
  /\p{Script=Kannada}/u,
  /\p{Script=Malayalam}/u,
  /\p{Script=Sinhala}/u,
  /\p{Script=Thai}/u,
  /\p{Script=Hangul}/u,
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
];

const oneScript = (word: string): boolean => {
  const letters = [...word].filter((character) => /\p{L}/u.test(character));
  const script = scripts.find((pattern) => pattern.test(letters[0]!));
  return script !== undefined && letters.every((letter) => script.test(letter));
};

/** The longest name typed whose first word is greeted: a longer one is more likely a message than a name. */
const TYPED_NAME_MAX = 40;

/**
 * The name a visitor's confirmation greets them by ('Hello Priya,'): the first word of the name they typed, when all
 * of it is plausibly a name; otherwise null, and the e-mail says just 'Hello,'. Only one word, so whatever was typed,
 * the greeting cannot be made to read as a sentence ("Hello Your account is suspended reply now,").
 */
export function greetingName(typed: string | null | undefined): string | null {
  const name = (typed ?? '').trim().replace(/ {2,}/g, ' ');
  if (name.length === 0 || name.length > TYPED_NAME_MAX) return null;
  const words = name.split(' ');
  const plausible = words.every((word) => plausibleName.test(word) && !modifierLetter.test(word));
  const first = words[0]!;
  return plausible && oneScript(words.join('')) && first.length <= GREETING_NAME_MAX ? first : null;
}
