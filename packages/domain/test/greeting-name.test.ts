import { describe, expect, it } from 'vitest';
import { greetingName } from '../src/index.ts';

describe('the name a confirmation e-mail greets', () => {
  it.each([
    ['Priya', 'Priya'],
    ['  Priya   Patel ', 'Priya Patel'],
    ["Siobhán O'Brien", "Siobhán O'Brien"],
    ['Zoë D’Arcy-Smith', 'Zoë D’Arcy-Smith'],
    ['Łukasz', 'Łukasz'],
    ['Jose\u0301', 'Jose\u0301'],
    ['李小龍', '李小龍'],
    ['A'.repeat(40), 'A'.repeat(40)],
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
    ['41 characters', 'A'.repeat(41)],
    ['a long run of words', 'Your account is suspended verify it now or lose it'],
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
});
