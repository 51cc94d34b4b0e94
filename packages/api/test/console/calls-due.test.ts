import { randomBytes } from 'node:crypto';
import { testDatabaseKinds } from '@sme/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answeredLoan, openStaffForSuite, type ConsoleStaff, type ConsoleTestbed } from './console-testbed.ts';
import { weekAheadAt, weekAheadDate } from './week-ahead.ts';

const HOUR = 60 * 60 * 1000;
// A Monday, 10:00 GMT: the office (Monday to Friday 09:00 to 18:00) is open, and "Calls due" shows today, Tuesday and
// Wednesday. The clock is fixed there, in a week ahead of the real day (week-ahead.ts), so the test reads the same on
// any day it runs.
const mondayMorning = weekAheadAt(0, '10:00');
const dayBefore = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

// "Calls due": the booked calls and callback requests still to answer, overdue first, each leading to its lead.
describe.each(testDatabaseKinds())('calls due, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let agent: ConsoleStaff['agent'];
  // Before the staff sign in, so their sessions start at the same moment.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: mondayMorning });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  openStaffForSuite(kind, (staff) => ({ bed, agent } = staff));

  const loan = (company: string) => answeredLoan(bed.visitor, company);
  const leadIdOf = async (loanApplicationId: string) =>
    (await bed.db.prisma.lead.findFirstOrThrow({ where: { loanApplicationId }, select: { id: true } })).id;
  /** A booked call, with the start the scheduling service told. */
  const booked = async (company: string, startAt: Date) => {
    const id = await loan(company);
    await bed.visitor.businessLoan.clientPersonalInfoStore({
      id,
      uri: {
        event_uri: `https://api.calendly.com/scheduled_events/DUE-${id}`,
        invitee_uri: `https://api.calendly.com/scheduled_events/DUE-${id}/invitees/I1`,
      },
    });
    await bed.db.prisma.scheduledCall.updateMany({
      where: { loanApplicationId: id },
      data: {
        startAt,
        endAt: new Date(startAt.getTime() + HOUR / 2),
        eventStatus: 'active',
        inviteeName: `${company} Owner`,
        inviteePhone: '07700 900701',
      },
    });
    return leadIdOf(id);
  };
  /** A callback request, moved to the day given (the day the visitor was told). */
  const callback = async (company: string, callDay: (days: string[]) => string) => {
    const id = await loan(company);
    await bed.visitor.businessLoan.requestCallback({
      id,
      name: `${company} Owner`,
      phone: '07700 900702',
      best_time: 'Morning (9am to 12pm)',
    });
    const days = (await agent.caller.admin.callsDue.list()).days.map((d) => d.day);
    await bed.db.prisma.callbackRequest.updateMany({
      where: { loanApplicationId: id },
      data: { callDay: callDay(days) },
    });
    return leadIdOf(id);
  };

  it('lists booked calls and callbacks still to answer, overdue first, and drops one once a call is logged', async () => {
    const tag = randomBytes(3).toString('hex');
    const now = mondayMorning.getTime();
    const lateCall = await booked(`Late Call ${tag}`, new Date(now - HOUR));
    const soonCall = await booked(`Soon Call ${tag}`, new Date(now + HOUR));
    // Monday 23 November: a week overdue.
    const lateCallback = await callback(`Late Callback ${tag}`, (days) => dayBefore(days[0]!, 7));
    const laterCallback = await callback(`Later Callback ${tag}`, (days) => days.at(-1)!);
    // Beyond the days shown: not yet.
    const farCall = await booked(`Far Call ${tag}`, new Date(now + 10 * 24 * HOUR));
    const ours = [lateCall, soonCall, lateCallback, laterCallback, farCall];

    const list = async () =>
      (await agent.caller.admin.callsDue.list()).items.filter((item) => ours.includes(item.leadId));
    const items = await list();
    expect(items.map((item) => [item.leadId, item.typeLabel, item.overdue])).toEqual([
      [lateCallback, 'Callback', true],
      [lateCall, 'Booked call', true],
      [soonCall, 'Booked call', false],
      [laterCallback, 'Callback', false],
    ]);
    const lateCallbackItem = items[0]!;
    expect(lateCallbackItem).toMatchObject({
      title: `Late Callback ${tag}`,
      personName: `Late Callback ${tag} Owner`,
      phone: '07700 900702',
      time: '09:00–12:00',
      kindLabel: 'Business loan',
    });
    expect(lateCallbackItem.reference).toMatch(/^CB-[A-Z0-9]{6}$/);
    expect(items[1]).toMatchObject({ personName: `Late Call ${tag} Owner`, phone: '07700 900701', reference: null });
    expect(items[1]!.time).toMatch(/^\d\d:\d\d–\d\d:\d\d$/);

    const { days } = await agent.caller.admin.callsDue.list();
    expect(days).toEqual([
      { day: weekAheadDate(0), heading: 'Today' },
      { day: weekAheadDate(1), heading: 'Tomorrow' },
      { day: weekAheadDate(2), heading: `Wednesday ${Number(weekAheadDate(2).slice(8))} December` },
    ]);

    // A call logged on the overdue callback's lead, a minute later, answers it; the others stay.
    vi.setSystemTime(now + 60_000);
    await agent.caller.admin.leads.logContact({ id: lateCallback, channel: 'call', outcome: 'spoke' });
    expect((await list()).map((item) => item.leadId)).toEqual([lateCall, soonCall, laterCallback]);

    // A lead closed as lost, or whose booking was cancelled, is not to be called.
    await agent.caller.admin.leads.setStatus({ id: soonCall, status: 'lost' });
    await bed.db.prisma.scheduledCall.updateMany({
      where: { loanApplication: { lead: { id: lateCall } } },
      data: { eventStatus: 'canceled' },
    });
    expect((await list()).map((item) => item.leadId)).toEqual([laterCallback]);
  });
});
