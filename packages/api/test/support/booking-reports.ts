import type { Database } from '@sme/db';
import { expect, it } from 'vitest';
import { refusal } from '../refusal.ts';

export const booked = "Your call is booked. We'll call you at the time you chose.";
const quoteClosed = 'This quote is closed. Please start a new one with your postcode.';

/** The URIs the scheduling widget reports for a booked event. */
export const calendlyUris = (event: string) => ({
  event_uri: `https://api.calendly.com/scheduled_events/${event}`,
  invitee_uri: `https://api.calendly.com/scheduled_events/${event}/invitees/INV1`,
});

const ownerColumns = ['guestLeadId', 'loanApplicationId', 'cashAdvanceApplicationId'] as const;

export interface BookingFlow {
  /** What the call is booked for, in the tests' names: 'lead' or 'application'. */
  what: string;
  /** This flow's event names start with it, so no two flows report the same event. */
  event: string;
  db: () => Database;
  /** Starts a new lead or application, answering its id. */
  start: () => Promise<string>;
  book: (id: string, uri: ReturnType<typeof calendlyUris>) => Promise<unknown>;
  /** The booked call's flow, and the column that links it to its lead or application. */
  flow: 'commercial_utility' | 'water_waste' | 'business_loan' | 'cash_advance';
  owner: (typeof ownerColumns)[number];
}

/** What every flow's booking does: one row per event however often it is reported, and the quote closes. */
export function bookingReportTests(flow: BookingFlow) {
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
