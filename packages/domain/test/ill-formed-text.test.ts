import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  callbackRequestRules,
  contactFormRules,
  isStorableText,
  merchantServiceFields,
  optionalEmail,
  optionalText,
  partnerRegistrationRules,
  popupLeadRules,
  requiredText,
} from '../src/index.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

/** Node 20's own test of well-formed UTF-16 (ES2024; the project's type library stops at ES2023). */
const isWellFormed = (value: string) => (value as unknown as { isWellFormed(): boolean }).isWellFormed();

const illFormed = [
  ['a lone high surrogate', 'Carter\ud800 Bakery'],
  ['a lone low surrogate', 'Carter\udfff Bakery'],
  ['a reversed pair', 'Carter \udc00\ud83d Bakery'],
  ['a high surrogate at the end', 'Carter Bakery\ud83d'],
  ['a low surrogate at the start', '\ude00Carter Bakery'],
  ['two high surrogates in a row', 'Carter \ud83d\ud83d Bakery'],
] as const;

describe('ill-formed Unicode in text', () => {
  it.each(illFormed)('refuses %s, naming the field as for a control character', (_label, value) => {
    expect(messagesOf(optionalText('Business name', 200).safeParse(value))).toEqual([
      'Business name contains characters we cannot store.',
    ]);
    expect(messagesOf(requiredText('Name', 120, 'Form data missing !').safeParse(value))).toEqual([
      'Name contains characters we cannot store.',
    ]);
    expect(messagesOf(merchantServiceFields.business_name.safeParse(value))).toEqual([
      'Business name contains characters we cannot store.',
    ]);
  });

  it('keeps well-formed text beyond the Basic Multilingual Plane: emoji, their pairs and sequences', () => {
    for (const value of ['👩🏽‍🍳 Bakery', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', '\ud83d\ude00', 'Zoë’s Café \u{1F950}']) {
      expect(isStorableText(value), value).toBe(true);
      expect(optionalText('Message', 5000).parse(value)).toBe(value);
    }
  });

  it('agrees with String.prototype.isWellFormed on any UTF-16 text', () => {
    // Any UTF-16 code unit but the control characters, so the only reason to refuse is ill-formed UTF-16.
    const codeUnit = fc
      .integer({ min: 0x20, max: 0xffff })
      .filter((unit) => unit !== 0x7f)
      .map((unit) => String.fromCharCode(unit));
    const text = fc.string({ unit: codeUnit, maxLength: 30 });
    const withLoneHalves = fc
      .tuple(text, fc.array(fc.integer({ min: 0xd800, max: 0xdfff }), { maxLength: 3 }), fc.nat())
      .map(([value, units, at]) => {
        const index = value.length ? at % (value.length + 1) : 0;
        return value.slice(0, index) + String.fromCharCode(...units) + value.slice(index);
      });
    fc.assert(
      fc.property(withLoneHalves, (value) => isStorableText(value) === isWellFormed(value)),
      {
        numRuns: 500,
      },
    );
  });

  it('refuses it in every field of the forms, with that field’s message', () => {
    const cases: [{ safeParse: (value: unknown) => { success: boolean } }, Record<string, string>, string][] = [
      [popupLeadRules, { name: 'A\ud800', email: 'a@example.co.uk', phone: '07700 900456' }, 'Name'],
      [
        contactFormRules,
        { first_name: 'Sam', phone: '07700 900456', business_name: 'Bakery', message: 'Hello \udfff' },
        'Message',
      ],
      [
        partnerRegistrationRules,
        { name: 'Sam', email: 'a@example.co.uk', phone: '07700 900456', business_address: '1 Mill\ud800 Lane' },
        'Business address',
      ],
      [callbackRequestRules, { name: 'Sam\udc00', phone: '07700 900456' }, 'Name'],
    ];
    for (const [rules, values, label] of cases) {
      expect(messagesOf(rules.safeParse(values) as never), JSON.stringify(values)).toEqual([
        `${label} contains characters we cannot store.`,
      ]);
    }
    expect(messagesOf(optionalEmail().safeParse('sam\ud800@example.co.uk'))).toContain(
      'Email contains characters we cannot store.',
    );
  });
});
