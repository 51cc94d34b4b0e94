import { describe, expect, it } from 'vitest';
import { byRole, byTestId, byText, expectLinks, expectTexts, h1Text, shownOne, textOf, theOne } from './markup.ts';
import { policyHeadings } from './privacy-policy-sections.ts';
import { openPage, siteForSuite } from './site.ts';

// Moved from the browser suite (apps/web/e2e/policy-and-more.spec.ts): what these tests check of the privacy policy,
// the free consultation and the community page is all in the markup the server sends. The table of contents' jumps,
// the enquiry form and the consent placeholder stay in the browser.
const server = siteForSuite();

describe('Privacy policy', () => {
  it('has a banner, the date and every section of the policy', async () => {
    const { title, body, main } = await openPage(server, '/privacy-policy');
    expect(title).toBe('Privacy Policy | SME Compare');
    shownOne(byRole(body, 'heading', { level: 1, name: 'Privacy Policy' }), 'the h1');
    shownOne(byText(body, 'Last updated: 21 November 2026'), 'the date');
    for (const [id, name] of policyHeadings) {
      expect(theOne(byRole(body, 'heading', { level: 2, name, exact: true }), name).attrs.id).toBe(id);
    }
    expectTexts(main, [
      'your name, phone number and e-mail address',
      'Technical data:',
      'We share it only with service providers',
      'UK GDPR',
    ]);
    expectLinks(main, { 'ico.org.uk': 'https://ico.org.uk' });
    for (const type of ['Essential cookies', 'Performance cookies', 'Functional cookies', 'Advertising cookies']) {
      shownOne(byRole(body, 'heading', { level: 3, name: type }), type);
    }
  });

  it("shows our contact details from the site's settings", async () => {
    const { body } = await openPage(server, '/privacy-policy');
    const contact = theOne(byRole(body, 'region', { name: 'Contact us' }), 'Contact us');
    expectLinks(contact, {
      'hello@smecompare.co.uk': 'mailto:hello@smecompare.co.uk',
      '0333 880 1234': 'tel:03338801234',
    });
    expectTexts(contact, ['71-75 Shelton Street, London WC2H 9JQ']);
  });
});

describe('Free consultation', () => {
  it('explains the consultation, with a call option and both broker disclosures', async () => {
    const { title, body, main } = await openPage(server, '/get-free-consultancy');
    expect(title).toBe('Free Consultation | SME Compare');
    expect(h1Text(body)).toBe('Book a free consultation with a specialist');
    for (const name of [
      'What the consultation covers',
      'What to have ready',
      'How long it takes',
      'Request your free consultation',
    ]) {
      shownOne(byRole(body, 'heading', { level: 2, name }), name);
    }
    for (const name of ['Business energy', 'Water and waste', 'Business funding', 'Card payments']) {
      shownOne(byRole(body, 'heading', { level: 3, name }), name);
    }
    expectTexts(main, [
      'Your most recent gas, electricity and water bills',
      'The end dates of your current contracts',
      'Your turnover figures',
      'Allow up to 30 minutes',
    ]);
    expectLinks(main, { 'Call us on 0333 880 1234': 'tel:03338801234' });
    expectTexts(theOne(byTestId(body, 'energy-disclosure'), 'the energy disclosure'), [
      'We are an energy broker, not a supplier.',
      'Complaints we cannot resolve can go to the Energy Ombudsman (energyombudsman.org), free of charge.',
    ]);
    expectTexts(theOne(byTestId(body, 'funding-disclosure'), 'the funding disclosure'), [
      'We are a credit broker, not a lender.',
    ]);
  });
});

const channels = [
  ['Facebook', 'https://www.facebook.com/smecompareuk'],
  ['LinkedIn', 'https://www.linkedin.com/company/smecompare'],
  ['Instagram', 'https://www.instagram.com/smecompareuk'],
  ['X', 'https://x.com/smecompareuk'],
] as const;

describe('Community and social', () => {
  it('links to our four social channels', async () => {
    const { title, body, main } = await openPage(server, '/social-sponge-ifram');
    expect(title).toBe('Community | SME Compare');
    expect(h1Text(body)).toBe('Community and social');
    const links = byRole(theOne(byRole(main, 'region', { name: 'Follow us' }), 'Follow us'), 'link');
    expect(links).toHaveLength(channels.length);
    for (const [index, [name, href]] of channels.entries()) {
      expect(textOf(links[index]!)).toContain(name);
      expect(links[index]!.attrs.href).toBe(href);
    }
  });
});
