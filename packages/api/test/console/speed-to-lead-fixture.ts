// A known set of leads for the speed-to-lead report, written straight into the database (as "Log a call", the cadence
// and the reachable trigger would have left them), and the figures the report must give for it. Used by the report's
// API test and by the browser test's server (apps/web/e2e/harness/server.ts), so both check the same numbers. The
// days are Fri 27 to Mon 30 March 2026: UK clocks went forward on Sunday 29 March at 01:00 UTC, so a lead at 23:30 UTC
// on Sunday is Monday's, and one at 23:30 UTC on Saturday is still Saturday's.
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
  /** The start of the callback window the customer chose (UTC): the clock starts then, not at `at`. */
  callbackFrom?: string;
  /** The person was reached: by whom, after how many office seconds, in how many attempts (the reaching one too). */
  reached?: { by: FixtureAgent; seconds: number; attempts: number };
  /** Attempts made without reaching anyone; the next try 10 minutes after the last. */
  attempts?: number;
  /** Whose lead it is, if nobody reached it. */
  assignee?: FixtureAgent;
  couldNotReach?: boolean;
  source?: string;
  status?: LeadStatusValue;
  erased?: boolean;
}

/**
 * The leads. Two reachable ones are still waiting (Monday's Chandler and Smithy): they are in the browser tests'
 * shared "To answer", as they would be in a real console.
 */
export const fixtureLeads: FixtureLead[] = [
  // Outside the range: Thursday 23:59:59 GMT, and Tuesday 00:00 BST (23:00 UTC on Monday).
  {
    business: 'Report Early Ltd',
    kind: 'energy',
    at: '2026-03-26T23:59:59.999Z',
    reachable: true,
    reached: { by: 'sam', seconds: 60, attempts: 1 },
  },
  {
    business: 'Report Late Ltd',
    kind: 'contact_us',
    at: '2026-03-30T23:00:00.000Z',
    reachable: true,
    reached: { by: 'priya', seconds: 60, attempts: 1 },
  },
  // Friday 27 March (GMT).
  {
    business: 'Report Bakery',
    kind: 'energy',
    at: '2026-03-27T09:00:00Z',
    reachable: true,
    reached: { by: 'sam', seconds: 44, attempts: 1 },
    source: 'google',
  },
  {
    business: 'Report Florist',
    kind: 'energy',
    at: '2026-03-27T09:30:00Z',
    reachable: true,
    reached: { by: 'sam', seconds: 180, attempts: 1 },
    source: 'google',
  },
  {
    business: 'Report Garage',
    kind: 'contact_us',
    at: '2026-03-27T10:00:00Z',
    reachable: true,
    reached: { by: 'priya', seconds: 182, attempts: 2 },
  },
  {
    business: 'Report Salon',
    kind: 'popup',
    at: '2026-03-27T11:00:00Z',
    reachable: true,
    reached: { by: 'priya', seconds: 600, attempts: 3 },
    source: 'facebook',
  },
  // No phone number or e-mail: never callable.
  { business: 'Report Builders', kind: 'business_loan', at: '2026-03-27T12:00:00Z', reachable: false },
  // Closed as lost without anyone reaching the person: never reached.
  {
    business: 'Report Cafe',
    kind: 'cash_advance',
    at: '2026-03-27T15:00:00Z',
    reachable: true,
    attempts: 2,
    assignee: 'priya',
    status: 'lost',
    source: 'google',
  },
  // The cadence ran out: never reached, in "Could not reach".
  {
    business: 'Report Tiler',
    kind: 'energy',
    at: '2026-03-27T16:00:00Z',
    reachable: true,
    attempts: 6,
    assignee: 'sam',
    couldNotReach: true,
    source: 'facebook',
  },
  // Received on Friday, asked to be called on Monday from 09:00 BST: Monday's lead, its clock from then.
  {
    business: 'Report Kiosk',
    kind: 'energy',
    at: '2026-03-27T16:30:00Z',
    callbackFrom: '2026-03-30T08:00:00Z',
    reachable: true,
    reached: { by: 'sam', seconds: 60, attempts: 1 },
    source: 'google',
  },
  // Saturday 28 March (GMT): 00:30 and 23:30 are both Saturday's.
  {
    business: 'Report Laundry',
    kind: 'water_waste',
    at: '2026-03-28T00:30:00Z',
    reachable: true,
    reached: { by: 'sam', seconds: 120, attempts: 1 },
    erased: true,
  },
  // Not a sales conversation: never in the report.
  {
    business: 'Report Partners',
    kind: 'partner_registration',
    at: '2026-03-28T10:00:00Z',
    reachable: true,
    reached: { by: 'priya', seconds: 90, attempts: 1 },
  },
  // Spam: nobody's lead.
  { business: 'Report Night Owl', kind: 'energy', at: '2026-03-28T23:30:00Z', reachable: true, status: 'spam' },
  // Sunday 29 March: none. Monday 30 March (BST): 23:30 UTC on Sunday is 00:30 on Monday.
  {
    business: 'Report Dairy',
    kind: 'energy',
    at: '2026-03-29T23:30:00Z',
    reachable: true,
    reached: { by: 'sam', seconds: 30, attempts: 1 },
    source: 'google',
  },
  {
    business: 'Report Printers',
    kind: 'energy',
    at: '2026-03-30T08:00:00Z',
    reachable: true,
    reached: { by: 'sam', seconds: 240, attempts: 2 },
  },
  {
    business: 'Report Joinery',
    kind: 'contact_us',
    at: '2026-03-30T09:00:00Z',
    reachable: true,
    reached: { by: 'priya', seconds: 3668, attempts: 4 },
    source: 'facebook',
  },
  { business: 'Report Deli', kind: 'popup', at: '2026-03-30T12:00:00Z', reachable: false },
  // Still waiting: nobody has taken it.
  { business: 'Report Chandler', kind: 'contact_us', at: '2026-03-30T13:00:00Z', reachable: true, source: 'google' },
  // Still waiting: tried once, no answer.
  {
    business: 'Report Smithy',
    kind: 'popup',
    at: '2026-03-30T14:00:00Z',
    reachable: true,
    attempts: 1,
    assignee: 'priya',
  },
];

const TEN_MINUTES = 10 * 60_000;

/** Writes the fixture's leads; `agents` are the users who reached them or own them. */
export async function writeSpeedToLeadFixture(prisma: Prisma, agents: Record<FixtureAgent, string>): Promise<void> {
  for (const lead of fixtureLeads) {
    const createdAt = new Date(lead.at);
    const waitFrom = lead.reachable ? new Date(lead.callbackFrom ?? lead.at) : null;
    // Reached a while after the clock started; the report reads only the office seconds.
    const reachedAt = lead.reached && waitFrom && new Date(waitFrom.getTime() + lead.reached.seconds * 1000);
    const lastTry = lead.attempts ? new Date(createdAt.getTime() + lead.attempts * TEN_MINUTES) : null;
    const owner = lead.reached?.by ?? lead.assignee;
    await prisma.lead.create({
      data: {
        kind: lead.kind,
        progress: 'Submitted',
        status: lead.status ?? (lead.reached || lead.attempts ? 'contacted' : 'new'),
        createdAt,
        lastActivityAt: reachedAt ?? lastTry ?? createdAt,
        source: lead.source ?? null,
        ...(lead.erased
          ? { erasedAt: createdAt }
          : { businessName: lead.business, ...(lead.reachable ? { phone: '07700 900123' } : {}) }),
        reachableAt: lead.reachable ? createdAt : null,
        waitFrom,
        assigneeId: owner ? agents[owner] : null,
        ...(lead.reached && reachedAt
          ? {
              firstContactAt: reachedAt,
              lastReachedAt: reachedAt,
              firstContactById: agents[lead.reached.by],
              firstContactOfficeSeconds: lead.reached.seconds,
              contactAttempts: lead.reached.attempts,
              attemptsToReach: lead.reached.attempts,
            }
          : {}),
        ...(lead.attempts && lastTry
          ? lead.couldNotReach
            ? { contactAttempts: lead.attempts, couldNotReachAt: lastTry }
            : { contactAttempts: lead.attempts, nextTryAt: new Date(lastTry.getTime() + TEN_MINUTES) }
          : {}),
      },
    });
  }
}
