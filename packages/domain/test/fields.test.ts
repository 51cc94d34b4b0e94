import { describe, expect, it } from 'vitest';
import { contactEnquiryInput, isStorableText, optionalEmail, optionalText, requiredText } from '../src/index.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('text the database can store', () => {
  it.each([
    ['a NUL', 'Carter\u0000 Bakery'],
    ['a bell', 'Carter\u0007Bakery'],
    ['an escape', '\u001b[31mCarter'],
    ['a form feed', 'Carter\u000cBakery'],
    ['DEL', 'Carter\u007f'],
  ])('refuses %s, naming the field in words', (_label, value) => {
    const result = optionalText('Business name', 200).safeParse(value);
    expect(messagesOf(result)).toEqual(['Business name contains characters we cannot store.']);
    expect(requiredText('Name', 120, 'Form data missing !').safeParse(value).success).toBe(false);
  });

  it('keeps tabs, line breaks and text beyond ASCII as typed', () => {
    for (const value of ['Two sites:\r\n\t- York\n\t- Leeds', 'Zoë’s Café', '面包店 👩🏽‍🍳', 'a\u0085b\u2028c']) {
      expect(isStorableText(value)).toBe(true);
      expect(optionalText('Message', 5000).parse(value)).toBe(value.trim());
    }
  });

  it('checks e-mail and phone fields the same way', () => {
    expect(messagesOf(optionalEmail().safeParse('sam@example.co.uk\u0000'))).toContain(
      'Email contains characters we cannot store.',
    );
  });

  it('refuses a contact enquiry with a control character in any field, with one message for it', () => {
    const result = contactEnquiryInput.safeParse({
      first_name: 'Sam Carter',
      phone: '07700 900456',
      business_name: 'Carter Bakery',
      message: 'Hello\u0000',
      page: 'contact',
    });
    expect(messagesOf(result)).toEqual(['Message contains characters we cannot store.']);
  });
});
