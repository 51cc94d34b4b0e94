import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyRows, addFakeLead, fakePostcodes } from '../src/fill/fake-leads.ts';
import { FILL_MAX_COUNT, fillLeads, type FillResult } from '../src/fill/index.ts';
import { seededRandom } from '../src/fill/random.ts';
import type { Database, Lead } from '../src/index.ts';
import { openTestDatabase, testDatabaseKinds } from '../src/testing.ts';

const now = new Date('2026-11-20T12:00:00Z');
const count = 300;

const links = [
  'contactEnquiryId',
  'popupLeadId',
  'partnerRegistrationId',
  'guestLeadId',
  'loanApplicationId',
  'cashAdvanceApplicationId',
] as const;
type Link = (typeof links)[number];

/** The link column each kind of lead uses. */
const linkOf: Record<Lead['kind'], Link> = {
  contact_us: 'contactEnquiryId',
  popup: 'popupLeadId',
  partner_registration: 'partnerRegistrationId',
  energy: 'guestLeadId',
  water_waste: 'guestLeadId',
  business_loan: 'loanApplicationId',
  cash_advance: 'cashAdvanceApplicationId',
};

describe.each(testDatabaseKinds())('npm run db:fill on %s', (kind) => {
  let db: Database;
  let result: FillResult;
  let leads: Lead[];
  let userIds: string[];
  const progress: number[] = [];

  beforeAll(async () => {
    db = await openTestDatabase(kind, { seed: true });
    const users = ['Ada Admin', 'Alex Agent', 'Sam Agent'].map((name, i) => ({
      id: `user-${i}`,
      name,
      email: `user${i}@example.co.uk`,
    }));
    await db.prisma.user.createMany({ data: users });
    userIds = users.map((user) => user.id);
    result = await fillLeads(db.prisma, {
      count,
      seed: 7,
      now,
      batchSize: 120,
      onProgress: (done) => progress.push(done),
    });
    leads = await db.prisma.lead.findMany();
  });
  afterAll(() => db.close());

  it('adds the leads it says, in batches', () => {
    expect(result.leads).toBe(count);
    expect(leads).toHaveLength(count);
    expect(progress).toEqual([120, 240, 300]);
    expect(Object.values(result.byKind).reduce((a, b) => a + b, 0)).toBe(count);
    for (const [kind, n] of Object.entries(result.byKind)) {
      expect(leads.filter((lead) => lead.kind === kind)).toHaveLength(n);
    }
  });

  it('links every lead to exactly one existing submission row of its kind, and every submission to one lead', async () => {
    const { prisma } = db;
    const rows = {
      contactEnquiryId: await prisma.contactEnquiry.findMany({ select: { id: true } }),
      popupLeadId: await prisma.popupLead.findMany({ select: { id: true } }),
      partnerRegistrationId: await prisma.partnerRegistration.findMany({ select: { id: true } }),
      guestLeadId: await prisma.guestLead.findMany({ select: { id: true, flow: true } }),
      loanApplicationId: await prisma.loanApplication.findMany({ select: { id: true } }),
      cashAdvanceApplicationId: await prisma.cashAdvanceApplication.findMany({ select: { id: true } }),
    };
    const guestFlow = new Map(rows.guestLeadId.map((row) => [row.id, row.flow]));
    for (const lead of leads) {
      const set = links.filter((link) => lead[link] !== null);
      expect(set, `lead ${lead.id} (${lead.kind})`).toEqual([linkOf[lead.kind]]);
      const id = lead[linkOf[lead.kind]]!;
      expect(rows[linkOf[lead.kind]].some((row) => row.id === id)).toBe(true);
      if (lead.guestLeadId) expect(guestFlow.get(lead.guestLeadId)).toBe(lead.kind);
    }
    // The counts match both ways: no submission without its lead.
    const count = (...kinds: Lead['kind'][]) => leads.filter((lead) => kinds.includes(lead.kind)).length;
    expect(rows.contactEnquiryId).toHaveLength(count('contact_us'));
    expect(rows.popupLeadId).toHaveLength(count('popup'));
    expect(rows.partnerRegistrationId).toHaveLength(count('partner_registration'));
    expect(rows.guestLeadId.filter((row) => row.flow === 'energy')).toHaveLength(count('energy'));
    expect(rows.guestLeadId.filter((row) => row.flow === 'water_waste')).toHaveLength(count('water_waste'));
    expect(rows.loanApplicationId).toHaveLength(count('business_loan'));
    expect(rows.cashAdvanceApplicationId).toHaveLength(count('cash_advance'));
    expect(await prisma.contactEnquiry.count({ where: { lead: { is: null } } })).toBe(0);
    expect(await prisma.guestLead.count({ where: { lead: { is: null } } })).toBe(0);
  });

  it('books a call for exactly the leads whose progress says so', async () => {
    const calls = await db.prisma.scheduledCall.findMany();
    expect(calls).toHaveLength(result.calls);
    const booked = leads.filter((lead) => lead.progress === 'Call booked');
    expect(booked.length).toBeGreaterThan(0);
    expect(calls).toHaveLength(booked.length);
    for (const lead of booked) {
      const owner = lead.guestLeadId ?? lead.loanApplicationId ?? lead.cashAdvanceApplicationId;
      const mine = calls.filter(
        (call) => (call.guestLeadId ?? call.loanApplicationId ?? call.cashAdvanceApplicationId) === owner,
      );
      expect(mine).toHaveLength(1);
    }
  });

  it('spreads the leads over the last 24 months, mostly new, about a fifth assigned to existing users', () => {
    const oldest = new Date(now);
    oldest.setUTCMonth(oldest.getUTCMonth() - 24);
    for (const lead of leads) {
      expect(lead.createdAt.getTime()).toBeGreaterThan(oldest.getTime());
      expect(lead.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(lead.lastActivityAt.getTime()).toBeGreaterThanOrEqual(lead.createdAt.getTime());
      expect(lead.lastActivityAt.getTime()).toBeLessThanOrEqual(now.getTime());
      if (lead.assigneeId) expect(userIds).toContain(lead.assigneeId);
    }
    const months = new Set(leads.map((lead) => lead.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(20);
    const share = (n: number) => n / count;
    expect(share(leads.filter((lead) => lead.status === 'new').length)).toBeGreaterThan(0.45);
    expect(new Set(leads.map((lead) => lead.status)).size).toBe(6);
    expect(share(result.assigned)).toBeGreaterThan(0.1);
    expect(share(result.assigned)).toBeLessThan(0.3);
    expect(leads.filter((lead) => lead.assigneeId)).toHaveLength(result.assigned);
  });

  it('makes obviously fake people: example e-mails, drama phone numbers, known postcodes', () => {
    const postcodes: string[] = fakePostcodes.map(([postcode]) => postcode);
    for (const lead of leads) {
      if (lead.email) expect(lead.email).toMatch(/^[a-z0-9.]+@example\.(co\.uk|com)$/);
      if (lead.phone) expect(lead.phone).toMatch(/^07700 ?900\d{3}$/);
      if (lead.postCode) expect(postcodes).toContain(lead.postCode);
    }
    expect(leads.some((lead) => lead.email)).toBe(true);
  });

  it("starts every lead's timeline with its receipt, and records staff's status changes", async () => {
    const events = await db.prisma.leadEvent.findMany({ orderBy: [{ createdAt: 'asc' }] });
    expect(events).toHaveLength(result.events);
    for (const lead of leads) {
      const mine = events.filter((event) => event.leadId === lead.id);
      expect(mine[0]).toMatchObject({ type: 'created', createdAt: lead.createdAt });
      const changes = mine.filter((event) => event.type === 'status_changed');
      const last = changes.at(-1)?.detail as { to?: string } | undefined;
      expect(last?.to ?? 'new').toBe(lead.status);
    }
  });
});

describe('the fake leads', () => {
  const generate = (seed: number, at = now, days = 730) => {
    const rows = emptyRows();
    const oldest = new Date(at.getTime() - days * 24 * 60 * 60 * 1000);
    const settings = {
      random: seededRandom(seed),
      now: at,
      oldest,
      users: [{ id: 'u1', name: 'Ada' }],
      productIds: [1, 2, 3],
    };
    for (let i = 0; i < 1000; i += 1) addFakeLead(rows, settings);
    // Row ids are new on every run; everything else follows the seed (and the dates the day of the run).
    return rows.leads.map((lead) =>
      Object.fromEntries(Object.entries(lead).filter(([key]) => key !== 'id' && !links.includes(key as Link))),
    );
  };
  const withoutDates = (leads: Record<string, unknown>[]) =>
    leads.map((lead) => Object.fromEntries(Object.entries(lead).filter(([, value]) => !(value instanceof Date))));

  it('are the same for the same seed and differ for another', () => {
    expect(generate(3)).toEqual(generate(3));
    expect(generate(3)).not.toEqual(generate(4));
  });

  it('are the same people whatever the day of the run, only their dates move', () => {
    // Over a few days many leads fall on the day of the run, after its time: those are moved, in the same way.
    const morning = generate(3, new Date('2026-11-20T09:00:00Z'), 3);
    const afternoon = generate(3, new Date('2027-02-03T15:30:00Z'), 3);
    expect(withoutDates(afternoon)).toEqual(withoutDates(morning));
    expect(afternoon).not.toEqual(morning);
  });

  it('refuses a count out of range', async () => {
    const prisma = {} as Database['prisma'];
    await expect(fillLeads(prisma, { count: 0 })).rejects.toThrow(RangeError);
    await expect(fillLeads(prisma, { count: FILL_MAX_COUNT + 1 })).rejects.toThrow(RangeError);
    await expect(fillLeads(prisma, { count: 1.5 })).rejects.toThrow(RangeError);
  });
});
