import { describe, expect, it } from 'vitest';
import { byRole, byTestId, byText, expectHeadings, expectLinks, shownOne, textOf, theOne } from './markup.ts';
import { openPage, siteForSuite } from './site.ts';

// Moved from the browser suite (apps/web/e2e/about-and-career.spec.ts): what these tests check of the About us and
// Build your career pages is all in the markup the server sends. The forms, and the jump to the registration form,
// stay in the browser.
const server = siteForSuite();

describe('About us', () => {
  it('shows who we are, the mission, the values, what defines us and the services', async () => {
    const { title, body } = await openPage(server, '/about-us');
    expect(title).toBe('About Us | SME Compare');
    shownOne(byRole(body, 'heading', { level: 1 }), 'the h1');
    expectHeadings(body, 2, ['Who we are', 'Our Mission', 'Our Values', 'What Defines Us', 'Our Services']);
    const values = theOne(byRole(body, 'region', { name: 'Our Values' }), 'Our Values');
    expectHeadings(values, 3, ['Sustainability', 'Transparency', 'Innovation', 'Integrity']);
    shownOne(byText(body, 'Over 2000 businesses helped'), 'Over 2000 businesses helped');
    // A claim that credit is open to those refused elsewhere stands only beside the representative example.
    expect(byText(body, /refused elsewhere|turned down/)).toHaveLength(0);
    shownOne(byText(body, 'A panel of vetted UK suppliers', { exact: true }), 'A panel of vetted UK suppliers');

    // Each service: its heading, and its link on to the page that compares it.
    const services = theOne(byRole(body, 'region', { name: 'Our Services' }), 'Our Services');
    for (const [service, link, href] of [
      ['Business energy', 'Compare business energy', '/utility'],
      ['Water and waste', 'Compare water and waste', '/utility'],
      ['Business loans', 'Explore business loans', '/bussiness'],
      ['Merchant cash advance', 'Explore cash advance', '/bussiness'],
      ['Card machines', 'Compare card machines', '/payment-solution'],
    ] as const) {
      expectHeadings(services, 3, [service]);
      expectLinks(services, { [link]: href });
    }
    shownOne(byTestId(services, 'energy-disclosure'), 'the energy disclosure');
    shownOne(byTestId(services, 'funding-disclosure'), 'the funding disclosure');
  });
});

describe('Build your career', () => {
  it('explains the seller programme and how it works', async () => {
    const { title, body, main } = await openPage(server, '/build-your-career');
    expect(title).toBe('Become a Partner | SME Compare');
    shownOne(byRole(body, 'heading', { level: 1 }), 'the h1');
    const benefits = theOne(byRole(body, 'region', { name: 'What you get as a partner' }), 'the benefits');
    expectHeadings(benefits, 3, [
      'Simple registration',
      'Training',
      'Marketing materials',
      '24/7 support',
      'Earnings report portal',
    ]);
    const steps = byRole(theOne(byRole(body, 'region', { name: 'How it works' }), 'How it works'), 'listitem');
    expect(steps).toHaveLength(4);
    expect(textOf(steps[1]!)).toContain('Refer businesses');
    expect(textOf(steps[2]!)).toContain('We do the comparison');
    expect(textOf(steps[3]!)).toContain('You earn commission');
    shownOne(byRole(body, 'heading', { level: 2, name: 'Who it suits' }), 'Who it suits');
    // No commission percentages are promised on the page.
    expect(textOf(main)).not.toContain('%');
  });
});
