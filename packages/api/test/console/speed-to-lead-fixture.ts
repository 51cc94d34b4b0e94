// A known set of leads for the speed-to-lead report, written straight into the database (as the "Log a call"
// mutation and the reachable trigger would have left them), and the figures the report must give for it. Used by
// the report's API test and by the browser test's server (apps/web/e2e/harness/server.ts), so both check the same
// numbers. The days are Fri 27 to Mon 30 March 2026: UK clocks went forward on Sunday 29 March at 01:00 UTC, so a
// lead at 23:30 UTC on Sunday is Monday's, and one at 23:30 UTC on Saturday is still Saturday's.
import type { Prisma } from '@sme/db';
import type { LeadKindValue, LeadStatusValue } from '@sme/domain';

export type FixtureAgent = 'sam' | 'priya';

export const fixtureAgentNames: Record<FixtureAgent, string> = { sam: 'Sam Okafor', priya: 'Priya Shah' };

/** The report's range for the fixture: four UK days, one of them (Sunday) with no leads. */
export const fixtureRange = { from: '2026-03-27', to: '2026-03-30' } as const;

interface FixtureLead {
  business: string;
  kind: LeadKindValue;
  /** When it was received (UTC). */
  at: string;
  /** A phone number was given: reachable from when it was received. */
  reachable: boolean;
  /** The first contact: who, and after how many office seconds. */
  answered?: { by: FixtureAgent; seconds: number };
  status?: LeadStatusValue;
  erased?: boolean;
}

/**
 * The leads. The two reachable ones nobody answered are closed (Lost, Spam), so they do not wait in the browser
 * tests' shared "To answer" view; the report counts them all the same.
 */
export const fixtureLeads: FixtureLead[] = [
  // Outside the range: Thursday 23:59:59 GMT, and Tuesday 00:00 BST (23:00 UTC on Monday).
  {
    business: 'Report Early Ltd',
    kind: 'energy',
    at: '2026-03-26T23:59:59.999Z',
    reachable: true,
    answered: { by: 'sam', seconds: 60 },
  },
  {
    business: 'Report Late Ltd',
    kind: 'contact_us',
    at: '2026-03-30T23:00:00.000Z',
    reachable: true,
    answered: { by: 'priya', seconds: 60 },
  },
  // Friday 27 March (GMT).
  {
    business: 'Report Bakery',
    kind: 'energy',
    at: '2026-03-27T09:00:00Z',
    reachable: true,
    answered: { by: 'sam', seconds: 44 },
  },
  {
    business: 'Report Florist',
    kind: 'energy',
    at: '2026-03-27T09:30:00Z',
    reachable: true,
    answered: { by: 'sam', seconds: 180 },
  },
  {
    business: 'Report Garage',
    kind: 'contact_us',
    at: '2026-03-27T10:00:00Z',
    reachable: true,
    answered: { by: 'priya', seconds: 182 },
  },
  {
    business: 'Report Salon',
    kind: 'popup',
    at: '2026-03-27T11:00:00Z',
    reachable: true,
    answered: { by: 'priya', seconds: 600 },
  },
  { business: 'Report Builders', kind: 'business_loan', at: '2026-03-27T12:00:00Z', reachable: false },
  { business: 'Report Cafe', kind: 'cash_advance', at: '2026-03-27T15:00:00Z', reachable: true, status: 'lost' },
  // Saturday 28 March (GMT): 00:30 and 23:30 are both Saturday's.
  {
    business: 'Report Laundry',
    kind: 'water_waste',
    at: '2026-03-28T00:30:00Z',
    reachable: true,
    answered: { by: 'sam', seconds: 120 },
  },
  {
    business: 'Report Partners',
    kind: 'partner_registration',
    at: '2026-03-28T10:00:00Z',
    reachable: true,
    answered: { by: 'priya', seconds: 90 },
    erased: true,
  },
  { business: 'Report Night Owl', kind: 'energy', at: '2026-03-28T23:30:00Z', reachable: true, status: 'spam' },
  // Sunday 29 March: none. Monday 30 March (BST): 23:30 UTC on Sunday is 00:30 on Monday.
  {
    business: 'Report Dairy',
    kind: 'energy',
    at: '2026-03-29T23:30:00Z',
    reachable: true,
    answered: { by: 'sam', seconds: 30 },
  },
  {
    business: 'Report Printers',
    kind: 'energy',
    at: '2026-03-30T08:00:00Z',
    reachable: true,
    answered: { by: 'sam', seconds: 240 },
  },
  {
    business: 'Report Joinery',
    kind: 'contact_us',
    at: '2026-03-30T09:00:00Z',
    reachable: true,
    answered: { by: 'priya', seconds: 3668 },
  },
  { business: 'Report Deli', kind: 'popup', at: '2026-03-30T12:00:00Z', reachable: false },
];

/** Writes the fixture's leads; `agents` are the users who made the first contacts. */
export async function writeSpeedToLeadFixture(prisma: Prisma, agents: Record<FixtureAgent, string>): Promise<void> {
  for (const lead of fixtureLeads) {
    const createdAt = new Date(lead.at);
    // The first contact a plausible while after it became reachable; the report reads only the office seconds.
    const contactAt = lead.answered && new Date(createdAt.getTime() + lead.answered.seconds * 1000);
    await prisma.lead.create({
      data: {
        kind: lead.kind,
        progress: 'Submitted',
        status: lead.status ?? (lead.answered ? 'contacted' : 'new'),
        createdAt,
        lastActivityAt: contactAt ?? createdAt,
        ...(lead.erased
          ? { erasedAt: createdAt }
          : { businessName: lead.business, ...(lead.reachable ? { phone: '07700 900123' } : {}) }),
        reachableAt: lead.reachable ? createdAt : null,
        ...(lead.answered && contactAt
          ? {
              firstContactAt: contactAt,
              firstContactById: agents[lead.answered.by],
              firstContactOfficeSeconds: lead.answered.seconds,
              contactAttempts: 1,
            }
          : {}),
      },
    });
  }
}
