import { testDatabaseKinds } from '@sme/db/testing';
import { describe, expect, it } from 'vitest';
import { contactForm, loanBasics, merchantForm } from '../../../packages/api/test/support/sample-answers.ts';
import { createdId, expectThanked, itDocumentsLegacyFields, legacyRequests, type LegacyRow } from './legacy-rest.ts';
import { serverForSuite } from './test-server.ts';

/** A landing two days before the test runs, to the second: landings are kept only within the year before a submission. */
const landedAt = new Date(Math.floor(Date.now() / 1000 - 2 * 86_400) * 1000).toISOString();

const attribution = [
  'landing_page',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'ref',
  'landed_at',
];

/** Every lead-taking REST call takes the visit's attribution, optional, as the site sends it. */
const rows: LegacyRow[] = [
  ['post', '/form-submit/contact-us', attribution],
  ['post', '/form-submit/register', attribution],
  ['post', '/form-submit/popup', attribution],
  ['post', '/commecial-utility/post-code/submit', attribution],
  ['post', '/commecial-water-waste/post-code/submit', attribution],
  ['post', '/business-loan/submit', attribution],
  ['post', '/cash-advance/store', attribution],
  ['post', '/commecial-utility/callback-request', attribution],
  ['post', '/business-loan/callback-request', attribution],
  ['post', '/commecial-utility/client-personal-info-store', attribution],
  ['post', '/cash-advance/client-personal-info-store', attribution],
];

describe('openapi.json documents the attribution fields on every lead-taking call', () => {
  itDocumentsLegacyFields(rows);
});

describe.each(testDatabaseKinds())('attribution over REST, on %s', (kind) => {
  const server = serverForSuite(kind, { env: { RATE_LIMITS: 'off' } });
  const { post, postForm } = legacyRequests(() => server);
  const leadOf = (where: object) =>
    server.db.prisma.lead.findFirstOrThrow({
      where,
      select: { source: true, medium: true, campaign: true, firstTouch: true, partnerId: true },
    });

  it('stores the fields of a JSON enquiry: source, medium, campaign and the first touch', async () => {
    const res = await post('/api/form-submit/contact-us', {
      ...contactForm,
      email: 'rest-json@touch.example',
      landing_page: 'https://smecompare.example/contact-us?utm_source=newsletter',
      referrer: 'https://mail.example.com/view?id=9',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      landed_at: landedAt,
    });
    expectThanked(res, 'Thank you for reaching out!');
    const lead = await leadOf({ email: 'rest-json@touch.example' });
    expect(lead).toMatchObject({ source: 'newsletter', medium: 'email', campaign: 'spring', partnerId: null });
    expect(lead.firstTouch).toEqual({
      landingPage: '/contact-us?utm_source=newsletter',
      referrer: 'mail.example.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmTerm: null,
      utmContent: null,
      gclid: null,
      at: landedAt,
    });
  });

  it('stores them form-encoded, and on the legacy multi-shape paths (loan, cash advance)', async () => {
    const res = await postForm(
      '/api/form-submit/contact-us',
      'first_name=Ria+Patel&phone=0161+496+0000&business_name=Ads+Pharmacy&utm_source=google&utm_medium=cpc&gclid=Cj0K',
    );
    expect(res.statusCode).toBe(200);
    expect(await leadOf({ businessName: 'Ads Pharmacy' })).toMatchObject({
      source: 'google',
      medium: 'cpc',
      campaign: null,
    });

    const loan = createdId(
      await post('/api/business-loan/submit', { ...loanBasics, company_name: 'Loan Ads Ltd', utm_source: 'bing' }),
    );
    expect(await leadOf({ loanApplicationId: loan })).toMatchObject({ source: 'bing', medium: '(none)' });
    const cash = createdId(
      await post('/api/cash-advance/store', {
        ...merchantForm,
        business_name: 'Cash Ads Ltd',
        referrer: 'partner.example',
      }),
    );
    expect(await leadOf({ cashAdvanceApplicationId: cash })).toMatchObject({
      source: 'partner.example',
      medium: 'referral',
    });
  });

  it('ignores values it cannot use rather than refusing the submission', async () => {
    const res = await post('/api/form-submit/contact-us', {
      ...contactForm,
      email: 'rest-odd@touch.example',
      utm_source: ['a', 'b'],
      utm_medium: { nested: true },
      referrer: '::::',
      landed_at: 'not a date',
      ref: '!!',
    });
    expectThanked(res, 'Thank you for reaching out!');
    expect(await leadOf({ email: 'rest-odd@touch.example' })).toMatchObject({
      source: null,
      medium: null,
      firstTouch: null,
      partnerId: null,
    });
  });

  it('leaves the columns empty for a legacy client that sends no attribution', async () => {
    expectThanked(
      await post('/api/form-submit/contact-us', { ...contactForm, email: 'rest-none@touch.example' }),
      'Thank you for reaching out!',
    );
    expect(await leadOf({ email: 'rest-none@touch.example' })).toEqual({
      source: null,
      medium: null,
      campaign: null,
      firstTouch: null,
      partnerId: null,
    });
  });
});
