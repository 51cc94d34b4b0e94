import { testDatabaseKinds } from '@sme/db/testing';
import { describe, expect, it } from 'vitest';
import { calendlyUris } from '../support/booking-reports.ts';
import { clockFromForSuite } from '../support/clock.ts';
import { refusal } from '../refusal.ts';
import { sourcesFixtureRange, writeSourcesFixture } from './attribution-report-fixture.ts';
import { openStaffForSuite, type ConsoleStaff } from './console-testbed.ts';

type Funnels = Awaited<ReturnType<ConsoleStaff['agent']['caller']['admin']['reports']['funnels']>>;

/** Each funnel as [step label, count] pairs: what its table's first two columns show. */
const countsOf = (report: Funnels) =>
  Object.fromEntries(
    report.funnels.map((funnel) => [funnel.flow, funnel.steps.map((step) => [step.label, step.count])]),
  );

describe.each(testDatabaseKinds())('the funnels (%s)', (kind) => {
  let staff: ConsoleStaff;
  // Wednesday 25 November 2026, 11:00 GMT, far from the fixture's week: the leads made below arrive on that day.
  clockFromForSuite('2026-11-25T11:00:00Z');
  openStaffForSuite(kind, (opened) => (staff = opened));

  it('seeds the fixture', async () => {
    await writeSourcesFixture(staff.bed.db.prisma);
  });

  it("counts each flow's leads at every step they reached, with all the steps before it", async () => {
    const report = await staff.agent.caller.admin.reports.funnels(sourcesFixtureRange);
    expect(report.funnels.map((funnel) => funnel.label)).toEqual([
      'Energy',
      'Water & waste',
      'Business loan',
      'Cash advance',
    ]);
    expect(countsOf(report)).toEqual({
      // The callback on a postcode with no address stops at the first step; the erased lead (its address and
      // business name blank, its service and supplier kept) reaches the booking screen; the REST booking without
      // a screen stamp passes it; the lead Won after the address step counts up to the address only; spam and the
      // leads either side of the range are not counted.
      energy: [
        ['Postcode entered', 9],
        ['Address', 8],
        ['Business', 7],
        ['Service', 6],
        ['Supplier', 5],
        ['Booking screen', 4],
        ['Booked or callback', 2],
        ['Won', 1],
      ],
      water_waste: [
        ['Postcode entered', 3],
        ['Address', 3],
        ['Business name', 3],
        ['Service', 3],
        ['Water usage or waste', 2],
        ['Booking screen', 1],
        ['Booked or callback', 1],
        ['Won', 0],
      ],
      business_loan: [
        ['Basic information', 4],
        ['Business category', 3],
        ['Turnover', 2],
        ['Booking screen', 2],
        ['Booked or callback', 1],
        ['Won', 1],
      ],
      cash_advance: [
        ['Application form', 3],
        ['Product', 2],
        ['Booking screen', 2],
        ['Booked or callback', 1],
        ['Won', 0],
      ],
    });
  });

  it('gives each step its share of the first step and of the step before, rounded down', async () => {
    const report = await staff.agent.caller.admin.reports.funnels(sourcesFixtureRange);
    const energy = report.funnels.find((funnel) => funnel.flow === 'energy')!;
    expect(energy.steps.map((step) => [step.key, step.percentOfFirst, step.percentOfPrevious])).toEqual([
      ['postcode', 100, null],
      ['address', 88, 88],
      ['business', 77, 87],
      ['service', 66, 85],
      ['supplier', 55, 83],
      ['booking-screen', 44, 80],
      ['booked-or-callback', 22, 50],
      ['won', 11, 50],
    ]);
    const water = report.funnels.find((funnel) => funnel.flow === 'water_waste')!;
    // Nothing Won of one booked: 0%; a step after a step with none has no share.
    expect(water.steps.at(-1)).toEqual({
      key: 'won',
      label: 'Won',
      count: 0,
      percentOfFirst: 0,
      percentOfPrevious: 0,
    });
    const empty = await staff.agent.caller.admin.reports.funnels({ from: '2026-01-01', to: '2026-01-01' });
    expect(empty.funnels[0]!.steps.slice(0, 2)).toEqual([
      { key: 'postcode', label: 'Postcode entered', count: 0, percentOfFirst: null, percentOfPrevious: null },
      { key: 'address', label: 'Address', count: 0, percentOfFirst: null, percentOfPrevious: null },
    ]);
  });

  it('follows leads made through the flows themselves, the booking screen stamp included', async () => {
    const visitor = staff.bed.visitor;
    const today = '2026-11-25';
    const funnelsToday = async () =>
      countsOf(await staff.agent.caller.admin.reports.funnels({ from: today, to: today })).energy!;
    const address = { post_code: 'E1 6QL', full_address: 'Unit 4, 12 Brick Lane, London' };

    // A postcode with no address, and a callback asked for there.
    await visitor.energy.requestCallback({ post_code: 'ZE3 9JW', name: 'Kim Kiosk', phone: '07700 900111' });
    // Stopped after the address.
    await visitor.energy.postCodeSubmit(address);
    // The whole wizard, the booking screen and a booked call, then Won.
    const { id } = (await visitor.energy.postCodeSubmit({ ...address, full_address: 'Unit 5, 12 Brick Lane' }))
      .collections;
    await visitor.energy.businessNameSubmit({ id, bussiness_name: 'Funnel Walk Ltd' });
    await visitor.energy.serviceSubmit({ id, service: 'Gas' });
    await visitor.energy.supplierSubmit({ id, supplier: 'EDF', contact_end_date: 'I am not sure' });
    expect((await funnelsToday()).map(([, count]) => count)).toEqual([3, 2, 1, 1, 1, 0, 0, 0]);

    await visitor.booking.screenShown({ slug: 'commercial-utility', id });
    expect((await funnelsToday()).map(([, count]) => count)).toEqual([3, 2, 1, 1, 1, 1, 0, 0]);
    await visitor.energy.clientPersonalInfoStore({ id, uri: calendlyUris('FUNNEL-WALK-1') });
    const lead = await staff.bed.db.prisma.lead.findFirstOrThrow({ where: { guestLeadId: id } });
    await staff.agent.caller.admin.leads.setStatus({ id: lead.id, status: 'won' });
    expect(await funnelsToday()).toEqual([
      ['Postcode entered', 3],
      ['Address', 2],
      ['Business', 1],
      ['Service', 1],
      ['Supplier', 1],
      ['Booking screen', 1],
      ['Booked or callback', 1],
      ['Won', 1],
    ]);
  });

  it('refuses a bad range, and is for signed-in staff only', async () => {
    expect(await refusal(staff.agent.caller.admin.reports.funnels({ from: '2026-02-30', to: '2026-03-01' }))).toEqual({
      code: 'BAD_REQUEST',
      messages: ['Dates are written yyyy-mm-dd.'],
    });
    expect(await refusal(staff.bed.visitor.admin.reports.funnels(sourcesFixtureRange))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
