import { describe, expect, it } from 'vitest';
import { postUrlTitle, postUrlTitleLetters, toUrlTitle } from '../src/index.ts';

// A post's address (issue 44 part 6): the spec's url title (lower case, hyphens for spaces) written in ASCII, so a
// title with "café" in it is /blog-details/what-a-cafe-…, not /blog-details/what-a-caf%C3%A9-….

const ascii = /^[\x20-\x7e]+$/;

describe("a post's url title", () => {
  it('writes accented letters without their accents', () => {
    expect(postUrlTitle('What a café can teach you about card fees')).toBe('what-a-cafe-can-teach-you-about-card-fees');
    expect(postUrlTitle('Crème brûlée, naïve façades and the Señor’s piñata')).toBe(
      "creme-brulee,-naive-facades-and-the-senor's-pinata",
    );
    expect(postUrlTitle('Zürich, Kraków and Łódź')).toBe('zurich,-krakow-and-lodz');
  });

  it('spells out the letters that have no accent to drop: ß, æ, œ, ø, ð, þ and the like', () => {
    expect(postUrlTitle('Straße Æther Œuvre Ørsted')).toBe('strasse-aether-oeuvre-orsted');
    expect(postUrlTitle('Þór Ðe ĳssel ﬁnance')).toBe('thor-de-ijssel-finance');
  });

  it('writes typographic quotes, dashes and ellipses as their plain forms', () => {
    expect(postUrlTitle('What’s new – the “2027” guide…')).toBe('what\'s-new---the-"2027"-guide...');
  });

  it('leaves out what has no plain form, such as a currency sign', () => {
    expect(postUrlTitle('Borrow £15,000 for your café')).toBe('borrow-15,000-for-your-cafe');
  });

  it('is the spec’s url title for a title already in plain letters', () => {
    for (const title of [
      ' Business Loans  Explained ',
      'Merchant Cash Advance Explained and When It Makes Sense',
      'Water meters explained, part 3: updated for 2027 (again)?',
    ]) {
      expect(postUrlTitle(title)).toBe(toUrlTitle(title));
    }
  });

  it('turns any kind of space into a hyphen, and trims what the letters leave at either end', () => {
    expect(postUrlTitle('Café\u00a0tips\u2003for\ttraders')).toBe('cafe-tips-for-traders');
    expect(postUrlTitle('´Tips´')).toBe('tips');
  });

  it('is ASCII for every letter it knows, and changes nothing when applied again (the site’s links rebuild it)', () => {
    const everyLetter = `Every letter ${Object.keys(postUrlTitleLetters).join(' ')} done`;
    for (const title of [everyLetter, 'Ça va – déjà vu', 'Ǆemal’s ŉ ŀ test']) {
      const urlTitle = postUrlTitle(title);
      expect(urlTitle, title).toMatch(ascii);
      expect(postUrlTitle(urlTitle)).toBe(urlTitle);
      expect(toUrlTitle(urlTitle)).toBe(urlTitle);
    }
  });

  it('keeps the title as it is when nothing of it can be written in plain letters or digits', () => {
    expect(postUrlTitle('日本の ビジネス')).toBe('日本の-ビジネス');
    expect(postUrlTitle('€ – £')).toBe(toUrlTitle('€ – £'));
  });
});
