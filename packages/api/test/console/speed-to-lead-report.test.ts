import { testDatabaseKinds } from '@sme/db/testing';
import { reportMessages, shiftDay } from '@sme/domain';
import { describe, expect, it } from 'vitest';
import { refusal } from '../refusal.ts';
import { openStaffForSuite, type ConsoleStaff } from './console-testbed.ts';
import { fixtureAgentNames, fixtureRange, writeSpeedToLeadFixture } from './speed-to-lead-fixture.ts';

type Figures = [
  callable: number,
  reached: number,
  stillWaiting: number,
  neverReached: number,
  withinTarget: number,
  times: [median: number, p90: number] | null,
  attemptsPerReached: number | null,
];

/** A row's figures, in the order the report's tables show them. */
const figures = ([callable, reached, stillWaiting, neverReached, withinTarget, times, attempts]: Figures) => ({
  callable,
  reached,
  withinTarget,
  withinTargetPercent: callable ? Math.floor((withinTarget * 100) / callable) : null,
  stillWaiting,
  neverReached,
  medianSeconds: times?.[0] ?? null,
  p90Seconds: times?.[1] ?? null,
  attemptsPerReached: attempts,
});

describe.each(testDatabaseKinds())('the speed-to-lead report (%s)', (kind) => {
  let staff: ConsoleStaff;
  let sam: string;
  let priya: string;
  openStaffForSuite(kind, (opened) => (staff = opened));

  it('seeds the fixture', async () => {
    sam = (await staff.bed.user('agent', fixtureAgentNames.sam)).id;
    priya = (await staff.bed.user('agent', fixtureAgentNames.priya)).id;
    await writeSpeedToLeadFixture(staff.bed.db.prisma, { sam, priya });
  });

  it('counts every sales lead that became callable on each UK day, reached or not, and how fast it was reached', async () => {
    const report = await staff.agent.caller.admin.reports.speedToLead(fixtureRange);
    expect(report.from).toBe('2026-03-27');
    expect(report.to).toBe('2026-03-30');
    expect(report.targetSeconds).toBe(180);
    // 13 callable: not the two outside the range (Thursday 23:59:59, Tuesday 00:00 BST), the two nobody could reach
    // (no phone number or e-mail), the partner's registration or the spam. 5 reached within 3 minutes of 13 is 38%,
    // however fast the 9 reached were: the 2 still waiting and the 2 never reached count against it.
    expect(report.total).toEqual(figures([13, 9, 2, 2, 5, [180, 1214], 1.8]));
    expect(report.days).toEqual([
      // The Kiosk, received on Friday for a callback on Monday, is Monday's.
      { day: '2026-03-27', ...figures([6, 4, 0, 2, 2, [181, 475], 1.8]) },
      // 23:30 UTC on Saturday is still Saturday in GMT; the erased Laundry counts, the spam and the partner do not.
      { day: '2026-03-28', ...figures([1, 1, 0, 0, 1, [120, 120], 1]) },
      // A day without leads is listed, with no share and no times.
      { day: '2026-03-29', ...figures([0, 0, 0, 0, 0, null, null]) },
      // 23:30 UTC on Sunday is 00:30 on Monday in BST.
      { day: '2026-03-30', ...figures([6, 4, 2, 0, 2, [150, 2640], 2]) },
    ]);
  });

  it('gives each agent the leads they reached or own, and the leads nobody has taken last', async () => {
    const report = await staff.admin.caller.admin.reports.speedToLead(fixtureRange);
    expect(report.agents).toEqual([
      // The Tiler (assigned to Sam, never reached) counts against him: 5 within 3 minutes of 7.
      { agentId: sam, name: 'Sam Okafor', ...figures([7, 6, 0, 1, 5, [90, 210], 1.2]) },
      { agentId: priya, name: 'Priya Shah', ...figures([5, 3, 1, 1, 0, [600, 3054], 3]) },
      { agentId: null, name: 'Unassigned', ...figures([1, 0, 1, 0, 0, null, null]) },
    ]);
    // The agents' rows add up to the total: the same leads, split by whose they are.
    expect(report.agents.reduce((sum, agent) => sum + agent.callable, 0)).toBe(report.total.callable);
  });

  it('gives the total per sales kind, and per source', async () => {
    const report = await staff.agent.caller.admin.reports.speedToLead(fixtureRange);
    // Partner registrations are not sales conversations: no row.
    expect(report.kinds.map(({ kind: k, label, ...rest }) => [k, label, rest])).toEqual([
      ['contact_us', 'Contact us', figures([3, 2, 1, 0, 0, [1925, 3319], 3])],
      ['popup', "Let's talk popup", figures([2, 1, 1, 0, 0, [600, 600], 3])],
      ['energy', 'Energy', figures([6, 5, 0, 1, 4, [60, 216], 1.2])],
      ['water_waste', 'Water & waste', figures([1, 1, 0, 0, 1, [120, 120], 1])],
      ['business_loan', 'Business loan', figures([0, 0, 0, 0, 0, null, null])],
      ['cash_advance', 'Cash advance', figures([1, 0, 0, 1, 0, null, null])],
    ]);
    expect(report.sources.map(({ source, ...rest }) => [source, rest])).toEqual([
      ['google', figures([6, 4, 1, 1, 4, [52, 144], 1])],
      ['(direct)', figures([4, 3, 1, 0, 1, [182, 228], 1.7])],
      ['facebook', figures([3, 2, 0, 1, 0, [2134, 3361], 3.5])],
    ]);
  });

  it('counts exactly 3 minutes as within 3 minutes, and 3 minutes 2 seconds as not', async () => {
    // Friday: 44 s and 180 s by Sam are within; 182 s and 600 s by Priya are not.
    const friday = await staff.agent.caller.admin.reports.speedToLead({ from: '2026-03-27', to: '2026-03-27' });
    expect(friday.total).toMatchObject({ callable: 6, reached: 4, withinTarget: 2, withinTargetPercent: 33 });
    // Three leads each: by name.
    expect(friday.agents.map((agent) => [agent.name, agent.callable, agent.withinTarget])).toEqual([
      ['Priya Shah', 3, 0],
      ['Sam Okafor', 3, 2],
    ]);
  });

  it('counts a lead from when its clock started: a callback window not yet open is in no day', async () => {
    const { prisma } = staff.bed.db;
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
    // Today to the day after tomorrow, UTC days: tomorrow's UK day is within, whatever the hour and the season.
    const range = { from: new Date().toISOString().slice(0, 10), to: shiftDay(tomorrow.toISOString().slice(0, 10), 1) };
    const before = await staff.agent.caller.admin.reports.speedToLead(range);
    await prisma.lead.create({
      data: {
        kind: 'energy',
        progress: 'Submitted',
        businessName: 'Report Tomorrow',
        phone: '07700 900124',
        waitFrom: tomorrow,
      },
    });
    const after = await staff.agent.caller.admin.reports.speedToLead(range);
    expect(after.total.callable).toBe(before.total.callable);
  });

  it('reads a range with no leads as empty, not as an error', async () => {
    const report = await staff.agent.caller.admin.reports.speedToLead({ from: '2026-01-01', to: '2026-01-02' });
    expect(report.total).toMatchObject({ callable: 0, reached: 0, withinTargetPercent: null, medianSeconds: null });
    expect(report.days.map((day) => day.day)).toEqual(['2026-01-01', '2026-01-02']);
    expect(report.agents).toEqual([]);
    expect(report.sources).toEqual([]);
  });

  it('refuses a date that is not a day, a range the wrong way round and one longer than a year', async () => {
    const report = (range: { from: string; to: string }) => staff.agent.caller.admin.reports.speedToLead(range);
    expect(await refusal(report({ from: '2026-02-30', to: '2026-03-01' }))).toEqual({
      code: 'BAD_REQUEST',
      messages: [reportMessages.badDay],
    });
    expect(await refusal(report({ from: '27/03/2026', to: '2026-03-30' }))).toEqual({
      code: 'BAD_REQUEST',
      messages: ['Dates are written yyyy-mm-dd.'],
    });
    expect(await refusal(report({ from: '2026-03-30', to: '2026-03-27' }))).toEqual({
      code: 'BAD_REQUEST',
      messages: ['The first day must be on or before the last day.'],
    });
    expect(await refusal(report({ from: '2025-01-01', to: '2026-01-02' }))).toEqual({
      code: 'BAD_REQUEST',
      messages: ['A report covers at most 366 days: choose a shorter range.'],
    });
    expect(await refusal(report({ from: '', to: '2026-03-30' }))).toEqual({
      code: 'BAD_REQUEST',
      messages: ['Choose the first day of the report.'],
    });
    // A whole leap year is 366 days: allowed.
    const leapYear = await report({ from: '2028-01-01', to: '2028-12-31' });
    expect(leapYear.days).toHaveLength(366);
  });

  it('is for signed-in staff only', async () => {
    expect(await refusal(staff.bed.visitor.admin.reports.speedToLead(fixtureRange))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
