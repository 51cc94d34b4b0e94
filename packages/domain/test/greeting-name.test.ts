import { describe, expect, it } from 'vitest';
import { greetingName } from '../src/index.ts';

describe('the name a confirmation e-mail greets', () => {
  it.each([
    ['Priya', 'Priya'],
    ['  Priya   Patel ', 'Priya'],
    ["Siobhán O'Brien", 'Siobhán'],
    ['Zoë D’Arcy-Smith', 'Zoë'],
    ['Mary-Jane Smith', 'Mary-Jane'],
    ["D'Arcy", "D'Arcy"],
    ['Łukasz', 'Łukasz'],
    ['Jose\u0301', 'Jose\u0301'],
    ['Αλέξανδρος', 'Αλέξανδρος'],
    ['Дмитрий Иванов', 'Дмитрий'],
    ['محمد', 'محمد'],
    ['李小龍', '李小龍'],
    ['A'.repeat(24), 'A'.repeat(24)],
  ])('greets %j as %j', (typed, greeted) => {
    expect(greetingName(typed)).toBe(greeted);
  });

  it.each([
    ['a sentence with a link', 'Sam. URGENT: your account is suspended, verify at https://evil.example/login'],
    ['a URL', 'https://evil.example'],
    ['a bare domain', 'evil.example'],
    ['a domain with a full-width dot', 'evil．example'],
    ['an e-mail address', 'sam@evil.example'],
    ['a phone number', 'Call 0800 123 456'],
    ['a colon', 'Note: read this'],
    ['a first word of 25 characters', 'A'.repeat(25)],
    ['41 characters', `Sam ${'A'.repeat(37)}`],
    // Issue 45: letter-only phrases were greeted whole ("Hello Your account is suspended reply now,"); now one word is.
    ['a URL spelt with letters that look like punctuation', 'httpsːᐟᐟevilꓸexampleꓸcom'],
    ['a modifier letter for a colon', 'Noteːread'],
    ['Latin letters mixed with Canadian syllabics', 'evilᐟexample'],
    ['Latin letters mixed with Cyrillic ones', 'pаypal'],
    ['a leading hyphen', '-Sam'],
    ['a right-to-left override', 'Sam\u202Eelpmaxe'],
    ['a line break', 'Sam\nVisit us'],
    ['an emoji', 'Sam 🙂'],
    ['nothing', '   '],
    ['null', null],
    ['undefined', undefined],
  ])('greets no one by %s', (_label, typed) => {
    expect(greetingName(typed)).toBeNull();
  });

  it('greets a sentence typed as a name by its first word alone', () => {
    expect(greetingName('Your account is suspended reply now')).toBe('Your');
    expect(greetingName('Hello Your account is suspended')).toBe('Hello');
  });
});
