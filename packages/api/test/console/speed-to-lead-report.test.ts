import { testDatabaseKinds } from '@sme/db/testing';
import { leadKinds, reportMessages } from '@sme/domain';
import { describe, expect, it } from 'vitest';
import { refusal } from '../refusal.ts';
import { openStaffForSuite, type ConsoleStaff } from './console-testbed.ts';
import { fixtureAgentNames, fixtureRange, writeSpeedToLeadFixture } from './speed-to-lead-fixture.ts';

/** Every kind's count, the ones named and 0 for the rest, in the console's order, as the report lists them. */
const kindCounts = (counts: Partial<Record<(typeof leadKinds)[number], number>>) =>
  leadKinds.map((kind) => expect.objectContaining({ kind, count: counts[kind] ?? 0 }));

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

  it('counts the leads received on each UK day, by kind, and how fast they were answered', async () => {
    const report = await staff.agent.caller.admin.reports.speedToLead(fixtureRange);
    expect(report.from).toBe('2026-03-27');
    expect(report.to).toBe('2026-03-30');
    expect(report.targetSeconds).toBe(180);
    // Erased leads count; the two leads outside the range (Thursday 23:59:59, Tuesday 00:00 BST) do not.
    expect(report.total).toEqual({
      received: 13,
      reachable: 11,
      answered: 9,
      withinTarget: 5,
      withinTargetPercent: 55,
      medianSeconds: 180,
      p90Seconds: 1214,
      byKind: kindCounts({
        contact_us: 2,
        popup: 2,
        partner_registration: 1,
        energy: 5,
        water_waste: 1,
        business_loan: 1,
        cash_advance: 1,
      }),
    });
    expect(report.days).toEqual([
      {
        day: '2026-03-27',
        received: 6,
        reachable: 5,
        answered: 4,
        withinTarget: 2,
        withinTargetPercent: 50,
        medianSeconds: 181,
        p90Seconds: 475,
        byKind: kindCounts({ contact_us: 1, popup: 1, energy: 2, business_loan: 1, cash_advance: 1 }),
      },
      {
        // 23:30 UTC on Saturday is still Saturday in GMT.
        day: '2026-03-28',
        received: 3,
        reachable: 3,
        answered: 2,
        withinTarget: 2,
        withinTargetPercent: 100,
        medianSeconds: 105,
        p90Seconds: 117,
        byKind: kindCounts({ partner_registration: 1, energy: 1, water_waste: 1 }),
      },
      {
        // A day without leads is listed, with no times.
        day: '2026-03-29',
        received: 0,
        reachable: 0,
        answered: 0,
        withinTarget: 0,
        withinTargetPercent: null,
        medianSeconds: null,
        p90Seconds: null,
        byKind: kindCounts({}),
      },
      {
        // 23:30 UTC on Sunday is 00:30 on Monday in BST.
        day: '2026-03-30',
        received: 4,
        reachable: 3,
        answered: 3,
        withinTarget: 1,
        withinTargetPercent: 33,
        medianSeconds: 240,
        p90Seconds: 2982,
        byKind: kindCounts({ contact_us: 1, popup: 1, energy: 2 }),
      },
    ]);
  });

  it('gives each agent the leads they answered first, most answered first', async () => {
    const report = await staff.admin.caller.admin.reports.speedToLead(fixtureRange);
    expect(report.agents).toEqual([
      {
        agentId: sam,
        name: 'Sam Okafor',
        answered: 5,
        withinTarget: 4,
        withinTargetPercent: 80,
        medianSeconds: 120,
        p90Seconds: 216,
        byKind: kindCounts({ energy: 4, water_waste: 1 }),
      },
      {
        agentId: priya,
        name: 'Priya Shah',
        answered: 4,
        withinTarget: 1,
        withinTargetPercent: 25,
        medianSeconds: 391,
        p90Seconds: 2748,
        byKind: kindCounts({ contact_us: 2, popup: 1, partner_registration: 1 }),
      },
    ]);
    // The agents' answered add up to the total's: the same leads, split by who answered them.
    expect(report.agents.reduce((sum, agent) => sum + agent.answered, 0)).toBe(report.total.answered);
  });

  it('gives the total per kind', async () => {
    const report = await staff.agent.caller.admin.reports.speedToLead(fixtureRange);
    const row = (received: number, reachable: number, answered: number, within: number, times: (number | null)[]) => ({
      received,
      reachable,
      answered,
      withinTarget: within,
      withinTargetPercent: answered ? Math.floor((within * 100) / answered) : null,
      medianSeconds: times[0] ?? null,
      p90Seconds: times[1] ?? null,
    });
    expect(report.kinds.map(({ kind: k, label, ...figures }) => [k, label, figures])).toEqual([
      ['contact_us', 'Contact us', row(2, 2, 2, 0, [1925, 3319])],
      ['popup', "Let's talk popup", row(2, 1, 1, 0, [600, 600])],
      ['partner_registration', 'Partner registration', row(1, 1, 1, 1, [90, 90])],
      ['energy', 'Energy', row(5, 5, 4, 3, [112, 222])],
      ['water_waste', 'Water & waste', row(1, 1, 1, 1, [120, 120])],
      ['business_loan', 'Business loan', row(1, 0, 0, 0, [])],
      ['cash_advance', 'Cash advance', row(1, 1, 0, 0, [])],
    ]);
  });

  it('counts exactly 3 minutes as within 3 minutes, and 3 minutes 2 seconds as not', async () => {
    // Friday: 44 s and 180 s by Sam are within; 182 s and 600 s by Priya are not.
    const friday = await staff.agent.caller.admin.reports.speedToLead({ from: '2026-03-27', to: '2026-03-27' });
    expect(friday.total).toMatchObject({ answered: 4, withinTarget: 2, withinTargetPercent: 50 });
    expect(friday.agents.map((agent) => [agent.name, agent.withinTarget])).toEqual([
      ['Priya Shah', 0],
      ['Sam Okafor', 2],
    ]);
  });

  it('reads a range with no leads as empty, not as an error', async () => {
    const report = await staff.agent.caller.admin.reports.speedToLead({ from: '2026-01-01', to: '2026-01-02' });
    expect(report.total).toMatchObject({ received: 0, answered: 0, withinTargetPercent: null, medianSeconds: null });
    expect(report.days.map((day) => day.day)).toEqual(['2026-01-01', '2026-01-02']);
    expect(report.agents).toEqual([]);
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
