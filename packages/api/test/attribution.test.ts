import type { Prisma } from '@sme/db';
import { testDatabaseKinds } from '@sme/db/testing';
import { describe, expect, it } from 'vitest';
import { businessEmail } from '../src/services/lead-delivery/emails.ts';
import type { LeadEventPayload } from '../src/services/lead-delivery/lead-event.ts';
import { refusal } from './refusal.ts';
import { calendlyUris } from './support/booking-reports.ts';
import { startQuoteAt } from './support/quote-start.ts';
import { contactForm, loanBasics, merchantForm, partnerForm } from './support/sample-answers.ts';
import { openStaffForSuite, type ConsoleStaff, type ConsoleTestbed } from './console/console-testbed.ts';

/**
 * A landing this many hours before the test runs, to the second: landings are kept only within the year before a
 * submission, so the tests' own are stated relative to when they run (issue 41: no test depends on the date).
 */
const hoursAgo = (hours: number) => new Date(Math.floor(Date.now() / 1000 - hours * 3600) * 1000).toISOString();
const landedFirst = hoursAgo(48);
const landedAd = hoursAgo(47.5);
const landedAnother = hoursAgo(46.5);
const landedLater = hoursAgo(26);

/** What the site sends with a visit's first submission: it landed from a newsletter, at a known moment. */
const newsletterVisit = {
  landing_page: '/comercial-utility?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
  referrer: 'https://mail.example.com/inbox/123?token=secret',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring',
  utm_term: 'business energy',
  utm_content: 'top-banner',
  landed_at: landedFirst,
};

const newsletterTouch = {
  landingPage: '/comercial-utility?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
  referrer: 'mail.example.com',
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'spring',
  utmTerm: 'business energy',
  utmContent: 'top-banner',
  gclid: null,
  at: landedFirst,
};

/** A partner of the affiliate programme with their sign-in user, as approving a registration makes one. */
async function addPartner(prisma: Prisma, name: string, code: string) {
  const user = await prisma.user.create({
    data: { id: crypto.randomUUID(), name, email: `${code.toLowerCase()}@partners.example`, role: 'partner' },
  });
  return prisma.partner.create({ data: { userId: user.id, name, code }, select: { id: true, name: true, code: true } });
}

const attributionOf = (prisma: Prisma, where: { email?: string; kind?: 'energy' | 'business_loan' }) =>
  prisma.lead.findFirstOrThrow({
    where,
    orderBy: { createdAt: 'desc' },
    select: {
      id: true,
      source: true,
      medium: true,
      campaign: true,
      firstTouch: true,
      lastTouch: true,
      partnerId: true,
    },
  });

describe.each(testDatabaseKinds())('where leads come from, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let agent: ConsoleStaff['agent'];
  let admin: ConsoleStaff['admin'];
  openStaffForSuite(kind, (staff) => ({ bed, agent, admin } = staff));

  it("keeps a submission's first touch and its channel: source, medium and campaign", async () => {
    await bed.visitor.forms.contactUs({ ...contactForm, email: 'first@touch.example', ...newsletterVisit });
    const lead = await attributionOf(bed.db.prisma, { email: 'first@touch.example' });
    expect(lead).toMatchObject({ source: 'newsletter', medium: 'email', campaign: 'spring', partnerId: null });
    // The referring site's host only: never its path or query.
    expect(lead.firstTouch).toEqual(newsletterTouch);
    expect(lead.lastTouch).toBeNull();
  });

  it("tells the CRM and the business where the lead came from: the webhook's lead.source and the e-mail's Source line", async () => {
    await bed.visitor.forms.contactUs({ ...contactForm, email: 'told@touch.example', ...newsletterVisit });
    await bed.visitor.forms.contactUs({ ...contactForm, email: 'untold@touch.example' });
    const payloadOf = async (email: string) => {
      const { id } = await attributionOf(bed.db.prisma, { email });
      const webhook = await bed.db.prisma.delivery.findFirstOrThrow({ where: { leadId: id, channel: 'webhook' } });
      return webhook.payload as unknown as LeadEventPayload;
    };
    const told = await payloadOf('told@touch.example');
    expect(told.lead.source).toEqual({ source: 'newsletter', medium: 'email', campaign: 'spring' });
    expect(businessEmail(told).text).toContain('Source: newsletter / email / spring');
    const untold = await payloadOf('untold@touch.example');
    expect(untold.lead.source).toBeNull();
    expect(businessEmail(untold).text).not.toContain('Source:');
  });

  it("keeps an erased lead's channel for the reports, but not its landing page (a link's query can carry anything)", async () => {
    await bed.visitor.forms.contactUs({ ...contactForm, email: 'erased@touch.example', ...newsletterVisit });
    const { id } = await attributionOf(bed.db.prisma, { email: 'erased@touch.example' });
    await admin.caller.admin.leads.erase({ id });
    const erased = await bed.db.prisma.lead.findUniqueOrThrow({ where: { id } });
    expect(erased).toMatchObject({ source: 'newsletter', medium: 'email', campaign: 'spring', lastTouch: null });
    expect(erased.firstTouch).toEqual({ ...newsletterTouch, landingPage: null });
  });

  it('stores the first touch of every kind of lead-taking call: popup, registration, quote, loan, cash advance', async () => {
    const ad = { landing_page: '/business-loan', gclid: 'Cj0KCQiA', landed_at: landedAd };
    await bed.visitor.forms.popup({ name: 'Pop Up', email: 'popup@touch.example', phone: '07700 900555', ...ad });
    await bed.visitor.forms.register({ ...partnerForm, email: 'register@touch.example', ...ad });
    const { id: quoteId } = await startQuoteAt(bed.visitor, 'energy', 'E1 6QL');
    await bed.visitor.businessLoan.basicInfo({ ...loanBasics, ...ad });
    await bed.visitor.cashAdvance.create({ ...merchantForm, business_name: 'Ad Clicks Ltd', ...ad });
    const { prisma } = bed.db;
    const byAd = { source: 'google', medium: 'cpc', campaign: null };
    expect(await attributionOf(prisma, { email: 'popup@touch.example' })).toMatchObject(byAd);
    expect(await attributionOf(prisma, { email: 'register@touch.example' })).toMatchObject(byAd);
    expect(await attributionOf(prisma, { kind: 'business_loan' })).toMatchObject(byAd);
    const cash = await prisma.lead.findFirstOrThrow({ where: { businessName: 'Ad Clicks Ltd' } });
    expect(cash).toMatchObject({ kind: 'cash_advance', ...byAd });
    // startQuoteAt sends no attribution, as an integrator's call would not: nothing is made up for it.
    const quote = await prisma.lead.findFirstOrThrow({ where: { guestLeadId: quoteId } });
    expect(quote).toMatchObject({ source: null, medium: null, campaign: null, firstTouch: null, partnerId: null });
  });

  it('ignores attribution values it cannot use instead of refusing the lead', async () => {
    await bed.visitor.forms.contactUs({
      ...contactForm,
      email: 'odd@touch.example',
      // As a careless integrator might send them: the wrong types, a referrer that is no host, a date that is none.
      utm_source: 42 as unknown as string,
      utm_medium: '   ',
      utm_campaign: 'x'.repeat(500),
      referrer: 'not a host!',
      landed_at: 'yesterday',
      landing_page: 'https://elsewhere.example/deals?utm_source=ad',
      ref: 'no code!',
      // Text no database keeps: a control character, a lone surrogate.
      utm_term: 'nul\u0000here',
      gclid: 'half \ud800 pair',
    });
    const lead = await attributionOf(bed.db.prisma, { email: 'odd@touch.example' });
    // No source or referrer: direct; the campaign cut to 200 characters; the landing page's path and query only.
    expect(lead).toMatchObject({ source: '(direct)', medium: '(none)', campaign: 'x'.repeat(200), partnerId: null });
    expect(lead.firstTouch).toMatchObject({
      landingPage: '/deals?utm_source=ad',
      referrer: null,
      utmSource: null,
      utmTerm: null,
      gclid: null,
    });
    expect(typeof (lead.firstTouch as { at: string }).at).toBe('string');
  });

  // Issue 45: the year 9999 was kept as a landing time. One to come or over a year back is ignored: the submission's
  // own time stands, as for a landing time that is no date.
  it.each([
    ['in the year 9999', '9999-12-31T23:59:59.000Z'],
    ['an hour to come', hoursAgo(-1)],
    ['two years back', hoursAgo(2 * 366 * 24)],
  ])('keeps the submission’s own time for a landing %s', async (_when, landedAt) => {
    const email = `landed-${landedAt.slice(0, 4)}-${Math.random().toString(36).slice(2)}@touch.example`;
    const before = Date.now();
    await bed.visitor.forms.contactUs({ ...contactForm, email, utm_source: 'newsletter', landed_at: landedAt });
    const at = Date.parse(((await attributionOf(bed.db.prisma, { email })).firstTouch as { at: string }).at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('keeps a landing within the year before, and a few minutes ahead (a clock that runs fast)', async () => {
    for (const landedAt of [hoursAgo(364 * 24), hoursAgo(-0.05)]) {
      const email = `landed-ok-${Math.random().toString(36).slice(2)}@touch.example`;
      await bed.visitor.forms.contactUs({ ...contactForm, email, utm_source: 'newsletter', landed_at: landedAt });
      expect(((await attributionOf(bed.db.prisma, { email })).firstTouch as { at: string }).at).toBe(landedAt);
    }
  });

  it('gives a lead to the partner whose code the visit carried; an unknown code is ignored', async () => {
    const partner = await addPartner(bed.db.prisma, 'Kim Referrals', 'KIMREF01');
    // As typed in a link: lower case still finds the partner.
    await bed.visitor.forms.contactUs({ ...contactForm, email: 'referred@touch.example', ref: 'kimref01' });
    await bed.visitor.forms.contactUs({ ...contactForm, email: 'unknown@touch.example', ref: 'NOSUCH99' });
    const referred = await attributionOf(bed.db.prisma, { email: 'referred@touch.example' });
    expect(referred.partnerId).toBe(partner.id);
    // A code alone says nothing of the visit's channel.
    expect(referred).toMatchObject({ source: null, firstTouch: null });
    expect((await attributionOf(bed.db.prisma, { email: 'unknown@touch.example' })).partnerId).toBeNull();

    const detail = await agent.caller.admin.leads.detail({ id: referred.id });
    expect(detail.referredBy).toEqual(partner);
  });

  it('leaves everything empty for a submission that says nothing of its visit', async () => {
    await bed.visitor.forms.contactUs({ ...contactForm, email: 'nothing@touch.example' });
    const lead = await attributionOf(bed.db.prisma, { email: 'nothing@touch.example' });
    expect(lead).toEqual({
      id: lead.id,
      source: null,
      medium: null,
      campaign: null,
      firstTouch: null,
      lastTouch: null,
      partnerId: null,
    });
    const detail = await agent.caller.admin.leads.detail({ id: lead.id });
    expect(detail.attribution).toEqual({
      source: null,
      medium: null,
      campaign: null,
      firstTouch: null,
      lastTouch: null,
    });
    expect(detail.referredBy).toBeNull();
  });

  it('takes the same answers from another link as a repeat: attribution is not part of the fingerprint', async () => {
    const form = { ...contactForm, email: 'twice@touch.example' };
    await bed.visitor.forms.contactUs({ ...form, ...newsletterVisit });
    await bed.visitor.forms.contactUs({ ...form, utm_source: 'another', landed_at: landedAnother });
    const leads = await bed.db.prisma.lead.findMany({ where: { email: 'twice@touch.example' } });
    expect(leads).toHaveLength(1);
    expect(leads[0]!.source).toBe('newsletter');
  });

  it("keeps a later visit's touch as the last touch of a lead it continues, never the same visit's", async () => {
    const { prisma } = bed.db;
    const [address] = (await bed.visitor.address.lookup({ postcode: 'E1 6QL' })).collections;
    const { collections } = await bed.visitor.energy.postCodeSubmit({
      post_code: 'E1 6QL',
      full_address: address!.envelopeAddress.summaryLine,
      bussiness_name: 'Later Visit Ltd',
      ...newsletterVisit,
    });
    const leadOf = () => prisma.lead.findFirstOrThrow({ where: { guestLeadId: collections.id } });
    // The same visit books its call: its touch is the first touch already.
    const ad = { landing_page: '/comercial-utility', gclid: 'Cj0Later', landed_at: landedLater };
    await bed.visitor.energy.clientPersonalInfoStore({
      id: collections.id,
      uri: calendlyUris('LATER-VISIT-1'),
      ...newsletterVisit,
    });
    expect((await leadOf()).lastTouch).toBeNull();
    // A callback asked for in a visit from a search ad the next day: that visit is the last touch.
    await bed.visitor.energy.requestCallback({
      id: collections.id,
      name: 'Lee Later',
      phone: '07700 900888',
      best_time: 'Morning (9am to 12pm)',
      ...ad,
    });
    const lead = await leadOf();
    expect(lead).toMatchObject({ source: 'newsletter', medium: 'email', campaign: 'spring' });
    expect(lead.lastTouch).toEqual({
      landingPage: '/comercial-utility',
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      gclid: 'Cj0Later',
      at: landedLater,
    });
    const detail = await agent.caller.admin.leads.detail({ id: lead.id });
    expect(detail.attribution.lastTouch).toMatchObject({ source: 'google', medium: 'cpc', gclid: 'Cj0Later' });
    expect(detail.attribution.firstTouch).toMatchObject({ source: 'newsletter', referrer: 'mail.example.com' });

    // A callback that starts a lead (a postcode with no address) keeps its visit as the first touch.
    const started = await bed.visitor.energy.requestCallback({
      post_code: 'ZE3 9JW',
      name: 'Sam Start',
      phone: '07700 900999',
      best_time: 'Morning (9am to 12pm)',
      ...ad,
    });
    const startedLead = await prisma.lead.findFirstOrThrow({ where: { guestLeadId: started.collections.id } });
    expect(startedLead).toMatchObject({ source: 'google', medium: 'cpc', lastTouch: null });
  });

  it('filters the inbox by source, medium, campaign and partner, from the values the leads have', async () => {
    const partner = await addPartner(bed.db.prisma, 'Filter Partner', 'FILTER01');
    await bed.visitor.forms.contactUs({
      ...contactForm,
      email: 'filter@touch.example',
      ...newsletterVisit,
      ref: 'FILTER01',
    });
    const choices = await agent.caller.admin.leads.sourceChoices();
    expect(choices.sources).toEqual(expect.arrayContaining(['(direct)', 'google', 'newsletter']));
    expect(choices.media).toEqual(expect.arrayContaining(['(none)', 'cpc', 'email']));
    expect(choices.campaigns).toContain('spring');
    expect(choices.sources).toEqual([...new Set(choices.sources)]);
    expect(await agent.caller.admin.partners.options()).toEqual(expect.arrayContaining([partner]));

    const emailsOf = async (filters: Parameters<typeof agent.caller.admin.leads.list>[0]) =>
      (await agent.caller.admin.leads.list(filters)).rows.map((row) => row.email);
    const fromNewsletter = await emailsOf({ source: 'newsletter' });
    expect(fromNewsletter).toContain('filter@touch.example');
    expect(fromNewsletter).not.toContain('nothing@touch.example');
    expect(await emailsOf({ medium: 'cpc', kind: 'popup' })).toEqual(['popup@touch.example']);
    expect(await emailsOf({ campaign: 'spring', kind: 'contact_us', partner: partner.id })).toEqual([
      'filter@touch.example',
    ]);
    const noPartner = await emailsOf({ partner: 'none', kind: 'contact_us' });
    expect(noPartner).toContain('nothing@touch.example');
    expect(noPartner).not.toContain('filter@touch.example');
    expect(noPartner).not.toContain('referred@touch.example');
    expect(await refusal(agent.caller.admin.leads.list({ partner: 'somebody' }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it("lets staff correct who referred a lead, audited, with the partner's earning following", async () => {
    const { prisma } = bed.db;
    const first = await addPartner(prisma, 'First Partner', 'FIRST001');
    const second = await addPartner(prisma, 'Second Partner', 'SECOND01');
    await prisma.commissionRate.upsert({
      where: { kind: 'contact_us' },
      create: { kind: 'contact_us', amountPence: 2500 },
      update: { amountPence: 2500 },
    });
    await prisma.partnerRate.create({ data: { partnerId: second.id, kind: 'contact_us', amountPence: 4000 } });
    await bed.visitor.forms.contactUs({ ...contactForm, email: 'won@touch.example', ref: 'FIRST001' });
    const { id } = await attributionOf(prisma, { email: 'won@touch.example' });
    await agent.caller.admin.leads.setStatus({ id, status: 'won' });
    const earning = () => prisma.partnerEarning.findUnique({ where: { leadId: id } });

    expect(await agent.caller.admin.leads.setPartner({ id, partnerId: second.id })).toEqual({ referredBy: second });
    expect(await earning()).toMatchObject({ partnerId: second.id, kind: 'contact_us', amountPence: 4000 });
    expect((await agent.caller.admin.leads.detail({ id })).referredBy).toEqual(second);

    await agent.caller.admin.leads.setPartner({ id, partnerId: first.id });
    expect(await earning()).toMatchObject({ partnerId: first.id, amountPence: 2500 });

    expect(await admin.caller.admin.leads.setPartner({ id, partnerId: null })).toEqual({ referredBy: null });
    expect(await earning()).toBeNull();
    expect((await prisma.lead.findUniqueOrThrow({ where: { id } })).partnerId).toBeNull();

    const audits = await prisma.auditEntry.findMany({
      where: { leadId: id, action: 'lead.partner' },
      orderBy: { createdAt: 'asc' },
    });
    expect(audits.map((entry) => [entry.actorId, entry.detail])).toEqual([
      [agent.id, { from: first.id, to: second.id }],
      [agent.id, { from: second.id, to: first.id }],
      [admin.id, { from: first.id, to: null }],
    ]);

    expect(await refusal(agent.caller.admin.leads.setPartner({ id, partnerId: crypto.randomUUID() }))).toEqual({
      code: 'NOT_FOUND',
      messages: ['That partner does not exist.'],
    });
    expect(await refusal(bed.visitor.admin.leads.setPartner({ id, partnerId: null }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
