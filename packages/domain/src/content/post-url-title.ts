import { toUrlTitle } from '../text.ts';

// A post's address, /blog-details/{url title}: the spec's url title (the title lower-cased with spaces turned into
// hyphens) written in ASCII, so a title with "café" in it is /blog-details/what-a-cafe-…, not
// /blog-details/what-a-caf%C3%A9-…. Used where posts are saved and found (the server and the seed); the site's links
// take the url title the server sends (toUrlTitle leaves it as it is), so none of this is in the browser's code.
//
// The migration 20261129124736_blog_addresses_in_ascii does the same in SQL (normalize(…, NFKD), the same letters,
// then whatever is not ASCII left out) for the posts saved before: packages/api/test/blog.test.ts checks the two agree.

/**
 * Letters and marks that Unicode's compatibility decomposition (NFKD) leaves as they are, and how they are written
 * in ASCII. Accented letters need no entry: NFKD splits é into e and its accent, which is then left out.
 */
export const postUrlTitleLetters: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  þ: 'th',
  Þ: 'th',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  ł: 'l',
  Ł: 'l',
  ħ: 'h',
  Ħ: 'h',
  ŧ: 't',
  Ŧ: 't',
  ŋ: 'n',
  Ŋ: 'n',
  ı: 'i',
  ĸ: 'k',
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2010': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
};

/**
 * A post's url title: the title lower-cased with spaces turned into hyphens, its letters written in ASCII (é → e,
 * ß → ss, æ → ae, ø → o, ’ → '), anything else that is not ASCII (£, €, emoji) left out. A title with no letter or
 * digit that ASCII can write keeps the spec's url title as it is.
 */
export function postUrlTitle(title: string): string {
  const urlTitle = toUrlTitle(title);
  const spelled = Array.from(urlTitle.normalize('NFKD'), (letter) => postUrlTitleLetters[letter] ?? letter).join('');
  // eslint-disable-next-line no-control-regex -- everything outside ASCII
  const ascii = toUrlTitle(spelled.replace(/[^\x00-\x7f]/g, ''));
  return /[a-z0-9]/.test(ascii) ? ascii : urlTitle;
}
