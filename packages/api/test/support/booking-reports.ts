import type { Database } from '@sme/db';
import { expect, it } from 'vitest';
import { refusal } from '../refusal.ts';
import { booked, quoteClosed } from './messages.ts';

/** The URIs the scheduling widget reports for a booked event. */
export const calendlyUris = (event: string) => ({
  event_uri: `https://api.calendly.com/scheduled_events/${event}`,
  invitee_uri: `https://api.calendly.com/scheduled_events/${event}/invitees/INV1`,
});

/**
 * Each flow's booked call: what it is booked for (in the tests' names), the column that links it to that lead or
 * application, and the start of its event names, so no two flows report the same event.
 */
const flows = {
  energy: { what: 'lead', owner: 'guestLeadId', event: 'EVENT-ENERGY' },
  water_waste: { what: 'lead', owner: 'guestLeadId', event: 'EVENT-WW' },
  business_loan: { what: 'application', owner: 'loanApplicationId', event: 'EVENT-LOAN' },
  cash_advance: { what: 'application', owner: 'cashAdvanceApplicationId', event: 'EVENT-CASH' },
} as const;
const ownerColumns = [...new Set(Object.values(flows).map((flow) => flow.owner))];

export interface BookingSteps {
  db: () => Database;
  /** Starts a new lead or application, answering its id. */
  start: () => Promise<string>;
  book: (id: string, uri: ReturnType<typeof calendlyUris>) => Promise<unknown>;
}

/** What every flow's booking does: one row per event however often it is reported, and the quote closes. */
export function bookingReportTests(flowName: keyof typeof flows, steps: BookingSteps) {
  const flow = { ...flows[flowName], ...steps, flow: flowName };
  const calls = (id: string) => flow.db().prisma.scheduledCall.count({ where: { [flow.owner]: id } });

  it(`records the call against the ${flow.what}, once however often the same event is reported`, async () => {
    const id = await flow.start();
    for (let report = 0; report < 3; report += 1) {
      expect(await flow.book(id, calendlyUris(`${flow.event}-1`))).toEqual({ message: booked });
    }
    const rows = await flow.db().prisma.scheduledCall.findMany({ where: { [flow.owner]: id } });
    expect(rows).toHaveLength(1);
    const otherOwners = ownerColumns.filter((column) => column !== flow.owner).map((column) => [column, null]);
    expect(rows[0]).toMatchObject({
      flow: flow.flow,
      eventUri: `https://api.calendly.com/scheduled_events/${flow.event}-1`,
      inviteeUri: `https://api.calendly.com/scheduled_events/${flow.event}-1/invitees/INV1`,
      ...Object.fromEntries(otherOwners),
    });

    // Booked, the quote is closed: another event on its id is refused.
    expect(await refusal(flow.book(id, calendlyUris(`${flow.event}-2`)))).toEqual({
      code: 'NOT_FOUND',
      messages: [quoteClosed],
    });
    expect(await calls(id)).toBe(1);
  });

  it('records the event once when two tabs report it at the same moment', async () => {
    const id = await flow.start();
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => flow.book(id, calendlyUris(`${flow.event}-RACE`))),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(await calls(id)).toBe(1);
  });
}
