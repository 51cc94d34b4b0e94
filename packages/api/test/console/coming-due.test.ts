import { testDatabaseKinds } from '@sme/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answeredLoan, openStaffForSuite, type ConsoleStaff } from './console-testbed.ts';
import { weekAheadAt } from './week-ahead.ts';

// The leads whose time comes later (a callback window that opens, the cadence's next try), which the console alerts
// its agent of as they fall due. A Monday, office hours 09:00 to 18:00 (GMT), ahead of the real day (week-ahead.ts).
const monday = (time: string) => weekAheadAt(0, time);

describe.each(testDatabaseKinds())('the leads coming due, on %s', (kind) => {
  let staff: ConsoleStaff;
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: monday('10:00') });
  });
  afterAll(() => vi.useRealTimers());
  openStaffForSuite(kind, (opened) => (staff = opened));

  const enquiry = async (business: string) => {
    await staff.bed.visitor.forms.contactUs({
      first_name: 'Dana',
      email: 'dana@example.co.uk',
      phone: '07700 900123',
      business_name: business,
      business_address: '12 High Street, Leeds LS1 4AP',
      message: 'Please call me',
      page: 'contact',
    });
    const { rows } = await staff.agent.caller.admin.leads.list({ q: business });
    return rows[0]!.id;
  };

  it('lists a callback window that opens later and the next try after no answer, not a lead due now', async () => {
    const dueNow = await enquiry('Due Now Bakery');
    const tried = await enquiry('Due Later Florist');
    await staff.agent.caller.admin.leads.logContact({ id: tried, channel: 'call', outcome: 'no_answer' });
    // A loan whose owner asked to be called at lunchtime (12:00 to 14:00).
    const loanId = await answeredLoan(staff.bed.visitor, 'Due Lunch Garage');
    await staff.bed.visitor.businessLoan.requestCallback({
      id: loanId,
      name: 'Garage Owner',
      phone: '07700 900702',
      best_time: 'Lunchtime (12pm to 2pm)',
    });
    const lunch = await staff.bed.db.prisma.lead.findFirstOrThrow({ where: { loanApplicationId: loanId } });

    const coming = await staff.agent.caller.admin.leads.comingDue();
    const ours = coming.filter((lead) => [dueNow, tried, lunch.id].includes(lead.id));
    expect(ours).toEqual([
      {
        id: tried,
        businessName: 'Due Later Florist',
        kindLabel: 'Contact us',
        dueAt: monday('10:10').toISOString(),
        reason: 'next_try',
      },
      {
        id: lunch.id,
        businessName: 'Due Lunch Garage',
        kindLabel: 'Business loan',
        dueAt: monday('12:00').toISOString(),
        reason: 'window',
      },
    ]);
  });

  it("leaves out another agent's leads, and those due beyond 12 hours", async () => {
    const mine = await enquiry('Due Mine Salon');
    const theirs = await enquiry('Due Theirs Deli');
    await staff.agent.caller.admin.leads.logContact({ id: mine, channel: 'call', outcome: 'no_answer' });
    await staff.admin.caller.admin.leads.logContact({ id: theirs, channel: 'call', outcome: 'no_answer' });
    const ids = async () => (await staff.agent.caller.admin.leads.comingDue()).map((lead) => lead.id);
    // Logging assigned each to who logged it.
    expect(await ids()).toContain(mine);
    expect(await ids()).not.toContain(theirs);
    // Its next try moved to 23:00, 13 hours on: beyond the 12 hours.
    await staff.bed.db.prisma.lead.update({ where: { id: mine }, data: { nextTryAt: monday('23:00') } });
    expect(await ids()).not.toContain(mine);
  });
});
