import { testDatabaseKinds } from '@sme/db/testing';
import { reportMessages } from '@sme/domain';
import { describe, expect, it } from 'vitest';
import { refusal } from '../refusal.ts';
import { sourcesFixtureRange, writeSourcesFixture } from './attribution-report-fixture.ts';
import { openStaffForSuite, type ConsoleStaff } from './console-testbed.ts';

/** A table's rows as [label, leads, won, conversion %]: what the page shows of each. */
const rowsOf = (groups: { label: string; leads: number; won: number; conversionPercent: number | null }[]) =>
  groups.map((group) => [group.label, group.leads, group.won, group.conversionPercent]);

describe.each(testDatabaseKinds())('the attribution report (%s)', (kind) => {
  let staff: ConsoleStaff;
  openStaffForSuite(kind, (opened) => (staff = opened));

  it('seeds the fixture', async () => {
    await writeSourcesFixture(staff.bed.db.prisma);
  });

  it('counts leads and won leads by first-touch source, medium and campaign, spam left out, erased ones in', async () => {
    const report = await staff.agent.caller.admin.reports.attribution(sourcesFixtureRange);
    expect(report.from).toBe('2026-02-02');
    expect(report.to).toBe('2026-02-08');
    // 20 leads on the range's days (the erased one among them); not the spam lead, nor the two either side.
    expect(report.total).toEqual({ leads: 20, won: 4, conversionPercent: 20 });
    // Most leads first; equal counts by won, then by name. 2 of 6 is 33% (rounded down).
    expect(rowsOf(report.sources)).toEqual([
      ['newsletter', 6, 2, 33],
      ['google', 5, 1, 20],
      ['(direct)', 5, 0, 0],
      ['(not set)', 2, 0, 0],
      ['example.com', 1, 1, 100],
      ['bing', 1, 0, 0],
    ]);
    expect(report.sources.find((group) => group.label === '(not set)')?.value).toBeNull();
    expect(rowsOf(report.mediums)).toEqual([
      ['email', 6, 2, 33],
      ['cpc', 6, 1, 16],
      ['(none)', 5, 0, 0],
      ['(not set)', 2, 0, 0],
      ['referral', 1, 1, 100],
    ]);
    expect(rowsOf(report.campaigns)).toEqual([
      ['(not set)', 12, 1, 8],
      ['spring', 6, 2, 33],
      ['brand', 2, 1, 50],
    ]);
    // Every table adds up to the total.
    for (const table of [report.sources, report.mediums, report.campaigns, report.partners]) {
      expect(table.reduce((sum, group) => [sum[0]! + group.leads, sum[1]! + group.won], [0, 0])).toEqual([20, 4]);
    }
  });

  it('counts the leads each partner referred by name, and the rest as "No partner"', async () => {
    const report = await staff.agent.caller.admin.reports.attribution(sourcesFixtureRange);
    expect(rowsOf(report.partners)).toEqual([
      ['No partner', 15, 2, 13],
      ['Acme Referrals', 4, 2, 50],
      ['Bright Advisers', 1, 0, 0],
    ]);
    const acme = await staff.bed.db.prisma.partner.findUniqueOrThrow({ where: { code: 'RPTACME1' } });
    expect(report.partners.map((group) => group.value)).toEqual([null, acme.id, expect.any(String)]);
  });

  it('reads the range as UK days: one day holds only its own leads', async () => {
    // Sunday 8 February: the two loans, the three card payment applications and the enquiry at 23:59:59.999.
    const sunday = await staff.agent.caller.admin.reports.attribution({ from: '2026-02-08', to: '2026-02-08' });
    expect(sunday.total).toEqual({ leads: 6, won: 2, conversionPercent: 33 });
    expect(rowsOf(sunday.partners)).toEqual([
      ['No partner', 4, 1, 25],
      ['Acme Referrals', 1, 1, 100],
      ['Bright Advisers', 1, 0, 0],
    ]);
  });

  it('reads a range with no leads as empty tables and no rate, not as an error', async () => {
    const report = await staff.agent.caller.admin.reports.attribution({ from: '2026-01-01', to: '2026-01-02' });
    expect(report).toEqual({
      from: '2026-01-01',
      to: '2026-01-02',
      total: { leads: 0, won: 0, conversionPercent: null },
      sources: [],
      mediums: [],
      campaigns: [],
      partners: [],
    });
  });

  it('refuses a range the wrong way round, and is for signed-in staff only', async () => {
    expect(
      await refusal(staff.agent.caller.admin.reports.attribution({ from: '2026-02-08', to: '2026-02-02' })),
    ).toEqual({ code: 'BAD_REQUEST', messages: [reportMessages.order] });
    expect(await refusal(staff.bed.visitor.admin.reports.attribution(sourcesFixtureRange))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
