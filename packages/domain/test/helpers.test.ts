import { describe, expect, it } from 'vitest';
import {
  dayFromIso,
  formatBlogDate,
  hasAllPopupFields,
  hasAllRegistrationFields,
  hasAnyShortContactField,
  hasRequiredContactFields,
  htmlToText,
  isoDay,
  isPlausiblePhone,
  parseConsentCookie,
  preview,
  telHref,
  toUrlTitle,
  turnoverBand,
  turnoverBandPounds,
  turnoverLabel,
} from '../src/index.ts';

describe('blog helpers', () => {
  it('cuts at 50 characters and adds ... only when longer', () => {
    expect(preview('x'.repeat(50))).toBe('x'.repeat(50));
    expect(preview('x'.repeat(51))).toBe(`${'x'.repeat(50)}...`);
  });

  it('turns HTML into plain text for previews', () => {
    expect(htmlToText('<p>Cut <strong>costs</strong> &amp; save</p>\n<ul><li>now</li></ul>')).toBe(
      'Cut costs & save now',
    );
  });

  it('lower-cases the title and turns spaces into hyphens', () => {
    expect(toUrlTitle(' Business Loans  Explained ')).toBe('business-loans-explained');
  });

  it("formats dates as 'dd MMM yyyy'", () => {
    expect(formatBlogDate('2026-03-05T09:00:00Z')).toBe('05 Mar 2026');
  });
});

describe('form rules', () => {
  it('needs name, phone and business name on the full contact form', () => {
    expect(hasRequiredContactFields({ first_name: 'A', phone: '1', business_name: 'B' })).toBe(true);
    expect(hasRequiredContactFields({ first_name: 'A', phone: ' ', business_name: 'B' })).toBe(false);
  });

  it('needs any one field on the short contact form', () => {
    expect(hasAnyShortContactField({ business_address: 'York' })).toBe(true);
    expect(hasAnyShortContactField({ first_name: ' ', email: '' })).toBe(false);
  });

  it('needs every field on the registration and popup forms', () => {
    expect(hasAllRegistrationFields({ name: 'A', email: 'a@b.co', phone: '1', business_address: 'X' })).toBe(true);
    expect(hasAllRegistrationFields({ name: 'A', email: 'a@b.co', phone: '1', business_address: '' })).toBe(false);
    expect(hasAllPopupFields({ name: 'A', email: 'a@b.co', phone: '' })).toBe(false);
  });

  it('accepts UK phone numbers with the usual separators only', () => {
    expect(isPlausiblePhone('+44 (0)20 7946-0000')).toBe(true);
    expect(isPlausiblePhone('07700 900123')).toBe(true);
    expect(isPlausiblePhone('12345')).toBe(false);
    expect(isPlausiblePhone('call me')).toBe(false);
  });
});

describe('site settings helpers', () => {
  it('builds tel: links from a displayed number', () => {
    expect(telHref('0333 880 1234')).toBe('tel:03338801234');
  });

  it('reads the cookie choice from a Cookie header', () => {
    expect(parseConsentCookie('a=1; cookie_consent=accepted; b=2')).toBe('accepted');
    expect(parseConsentCookie('cookie_consent=maybe')).toBeUndefined();
    expect(parseConsentCookie(undefined)).toBeUndefined();
  });
});

describe('turnover band', () => {
  it('reads a band as an amount, and the slider reads it out', () => {
    expect(turnoverBand(0)).toBe('0 k - 20 k');
    expect(turnoverBand(100)).toBe('100 k - 120 k');
    // As staff read it: whole pounds, never '£0 k - 20 k'.
    expect(turnoverBandPounds(0)).toBe('£0 to £20,000');
    expect(turnoverBandPounds(40)).toBe('£40,000 to £60,000');
    expect(turnoverLabel(40)).toBe('Monthly Card Turnover of 40 k - 60 k');
  });
});

describe('day helpers', () => {
  it('writes a date column as yyyy-mm-dd and reads it back at midnight UTC', () => {
    expect(isoDay(new Date('2027-03-31T23:59:59.999Z'))).toBe('2027-03-31');
    expect(dayFromIso('2027-03-31').toISOString()).toBe('2027-03-31T00:00:00.000Z');
    expect(isoDay(dayFromIso('2028-02-29'))).toBe('2028-02-29');
  });
});
