import { testDatabaseKinds } from '@sme/db/testing';
import {
  claimMessages,
  consoleMessages,
  financeMessages,
  type CashAdvanceSettings,
  type ClaimsSettings,
  type ClimateChangeLevySettings,
  type EnergyRatesSettings,
} from '@sme/domain';
import { TRPCError } from '@trpc/server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readPublicClaims } from '../src/index.ts';
import { fieldErrors } from '../src/trpc.ts';
import { openTestbedForSuite, type Caller, type ConsoleTestbed } from './console/console-testbed.ts';
import { refusal } from './refusal.ts';
import { exampleLoanFigures } from './support/loan-figures.ts';

const loan = exampleLoanFigures;
const cashAdvance: CashAdvanceSettings = {
  asOf: '2026-10-15',
  factorRateFrom: 1.1,
  factorRateTo: 1.35,
  takingsSharePercent: 12,
};
const energyRates: EnergyRatesSettings = {
  asOf: '2026-11-02',
  bands: [
    { fuel: 'electricity', fromKwh: 0, toKwh: 15_000, unitRatePence: 24.5, standingChargePencePerDay: 60 },
    { fuel: 'electricity', fromKwh: 15_000, toKwh: null, unitRatePence: 22.1, standingChargePencePerDay: 95.5 },
    { fuel: 'gas', fromKwh: 0, toKwh: null, unitRatePence: 6.2, standingChargePencePerDay: 31.25 },
  ],
};

/** The Climate Change Levy's main rates (HMRC's from 1 April 2025), which the energy comparison adds to the bands'. */
const climateChangeLevy: ClimateChangeLevySettings = {
  inForceFrom: '2025-04-01',
  electricityPencePerKwh: 0.775,
  gasPencePerKwh: 0.791,
};

/** The evidence of one claim, as an admin enters it: the figure, the day it was true, and where it comes from. */
const businessesHelped = { figure: 2000, asOf: '2026-11-01', source: 'CRM: cases closed since 2019' };
const claims: ClaimsSettings = { businessesHelped };

/** The field paths and messages a refused save sends back, as the console's form places them. */
async function fieldsRefused(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, fields: fieldErrors(error) };
    throw error;
  }
  throw new Error('The save was expected to be refused, and it succeeded.');
}

describe.each(testDatabaseKinds())('the finance figures in the console, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let admin: { caller: Caller; id: string };
  let agent: { caller: Caller; id: string };
  let editor: { caller: Caller; id: string };
  openTestbedForSuite(kind, (opened) => (bed = opened));
  beforeAll(async () => {
    admin = await bed.user('admin', 'Ada Admin');
    agent = await bed.user('agent', 'Alex Agent');
    editor = await bed.user('editor', 'Eve Editor');
  });
  beforeEach(async () => {
    await bed.db.prisma.financeSetting.deleteMany();
  });

  const auditOf = (action: string) =>
    bed.db.prisma.auditEntry.findFirst({ where: { action, actorId: admin.id }, orderBy: { createdAt: 'desc' } });

  /** What the site receives while nothing is entered. */
  const nothing = { loan: null, cashAdvance: null, energyRates: null, climateChangeLevy: null };

  it('starts with nothing entered: the console shows no figures and the site none', async () => {
    const none = { data: null, updatedAt: null, updatedBy: null };
    expect(await admin.caller.admin.finance.get()).toEqual({
      loan: none,
      cashAdvance: none,
      energyRates: none,
      climateChangeLevy: none,
      claims: none,
    });
    expect(await bed.visitor.finance.figures()).toEqual(nothing);
    expect(await readPublicClaims(bed.db.prisma)).toEqual({});
  });

  it("saves an admin's figures of each kind: the site shows them, the console says who saved them and when", async () => {
    const before = Date.now();
    expect(await admin.caller.admin.finance.save({ kind: 'loan', data: loan })).toEqual({ ok: true });
    expect(await admin.caller.admin.finance.save({ kind: 'cashAdvance', data: cashAdvance })).toEqual({ ok: true });
    expect(await admin.caller.admin.finance.save({ kind: 'energyRates', data: energyRates })).toEqual({ ok: true });
    expect(await admin.caller.admin.finance.save({ kind: 'climateChangeLevy', data: climateChangeLevy })).toEqual({
      ok: true,
    });

    expect(await bed.visitor.finance.figures()).toEqual({ loan, cashAdvance, energyRates, climateChangeLevy });
    const seen = await agent.caller.admin.finance.get();
    expect(seen.loan).toMatchObject({ data: loan, updatedBy: 'Ada Admin' });
    expect(seen.cashAdvance).toMatchObject({ data: cashAdvance, updatedBy: 'Ada Admin' });
    expect(seen.energyRates).toMatchObject({ data: energyRates, updatedBy: 'Ada Admin' });
    expect(seen.climateChangeLevy).toMatchObject({ data: climateChangeLevy, updatedBy: 'Ada Admin' });
    expect(Date.parse(seen.loan.updatedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const entry = await auditOf('finance.loan.saved');
    expect(entry?.detail).toEqual({ asOf: '2026-11-01' });
    expect(await auditOf('finance.energyRates.saved')).not.toBeNull();
    expect((await auditOf('finance.climateChangeLevy.saved'))?.detail).toEqual({ inForceFrom: '2025-04-01' });
    const { entries } = await admin.caller.admin.audit.list({ page: 1 });
    expect(entries[0]).toMatchObject({ who: 'Ada Admin', what: 'Saved the Climate Change Levy rates' });
  });

  it('replaces figures saved before with the new ones', async () => {
    await admin.caller.admin.finance.save({ kind: 'loan', data: loan });
    const changed = { ...loan, aprToPercent: 29.9, asOf: '2026-11-20' };
    await admin.caller.admin.finance.save({ kind: 'loan', data: changed });
    expect((await bed.visitor.finance.figures()).loan).toEqual(changed);
    expect(await bed.db.prisma.financeSetting.count()).toBe(1);
  });

  it('clears one kind: the site shows none of it, the others stay, and the audit log says so', async () => {
    await admin.caller.admin.finance.save({ kind: 'loan', data: loan });
    await admin.caller.admin.finance.save({ kind: 'cashAdvance', data: cashAdvance });
    expect(await admin.caller.admin.finance.save({ kind: 'loan', data: null })).toEqual({ ok: true });
    expect(await bed.visitor.finance.figures()).toEqual({ ...nothing, cashAdvance });
    expect((await admin.caller.admin.finance.get()).loan).toEqual({ data: null, updatedAt: null, updatedBy: null });
    expect(await auditOf('finance.loan.cleared')).not.toBeNull();
    const { entries } = await admin.caller.admin.audit.list({ page: 1 });
    expect(entries[0]).toMatchObject({ who: 'Ada Admin', what: 'Cleared the loan figures' });
    // Clearing what is not entered is no fault.
    expect(await admin.caller.admin.finance.save({ kind: 'energyRates', data: null })).toEqual({ ok: true });
  });

  it('shows stored figures that no longer pass the rules as not entered, on the site and in the console', async () => {
    await bed.db.prisma.financeSetting.create({
      data: { kind: 'loan', data: { ...loan, aprFromPercent: 50 }, updatedById: admin.id },
    });
    expect((await bed.visitor.finance.figures()).loan).toBeNull();
    const seen = (await admin.caller.admin.finance.get()).loan;
    expect(seen).toMatchObject({ data: null, updatedBy: 'Ada Admin' });
    expect(seen.updatedAt).not.toBeNull();
  });

  it('hides loan figures saved with a typed APR and no 51% confirmation until an admin saves them again', async () => {
    const { representativeBasisConfirmed: _confirmed, ...figures } = loan;
    await bed.db.prisma.financeSetting.create({
      data: { kind: 'loan', data: { ...figures, representativeAprPercent: 14.9 }, updatedById: admin.id },
    });
    expect((await bed.visitor.finance.figures()).loan).toBeNull();
    await admin.caller.admin.finance.save({ kind: 'loan', data: loan });
    expect((await bed.visitor.finance.figures()).loan).toEqual(loan);
  });

  it('lets an agent read the figures and refuses their changes; an editor sees none of them', async () => {
    await admin.caller.admin.finance.save({ kind: 'loan', data: loan });
    expect((await agent.caller.admin.finance.get()).loan.data).toEqual(loan);
    expect(
      await refusal(agent.caller.admin.finance.save({ kind: 'loan', data: { ...loan, aprToPercent: 1 } })),
    ).toEqual({ code: 'FORBIDDEN', messages: [consoleMessages.adminOnly] });
    expect(await refusal(agent.caller.admin.finance.save({ kind: 'loan', data: null }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await refusal(editor.caller.admin.finance.get())).toEqual({
      code: 'FORBIDDEN',
      messages: [consoleMessages.leadsNotForEditors],
    });
    expect(await refusal(editor.caller.admin.finance.save({ kind: 'loan', data: null }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await refusal(bed.visitor.admin.finance.get())).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await bed.visitor.finance.figures()).loan).toEqual(loan);
  });

  it('publishes no loan figures without the firm a visitor deals with (CONC 3.7.4R), naming each field', async () => {
    const { firmLegalName: _name, firmFrn: _frn, lenderReach: _reach, ...anonymous } = loan;
    expect(await fieldsRefused(admin.caller.admin.finance.save({ kind: 'loan', data: anonymous as never }))).toEqual({
      code: 'BAD_REQUEST',
      fields: [
        { path: 'data.firmLegalName', message: financeMessages.firmLegalName },
        { path: 'data.firmFrn', message: financeMessages.firmFrn },
        { path: 'data.lenderReach', message: financeMessages.lenderReach },
      ],
    });
    // Figures stored before the firm's details were asked for are not shown until they are given.
    await bed.db.prisma.financeSetting.upsert({
      where: { kind: 'loan' },
      create: { kind: 'loan', data: anonymous },
      update: { data: anonymous },
    });
    expect((await bed.visitor.finance.figures()).loan).toBeNull();
  });

  it('refuses figures out of the rules with a message on each field, and keeps what was saved', async () => {
    await admin.caller.admin.finance.save({ kind: 'loan', data: loan });
    const save = admin.caller.admin.finance.save;
    expect(
      await fieldsRefused(
        save({
          kind: 'loan',
          // As a REST client might send it: an APR typed in, and no 51% confirmation.
          data: { ...loan, representativeBasisConfirmed: false as true, exampleTermMonths: 0 },
        }),
      ),
    ).toEqual({
      code: 'BAD_REQUEST',
      fields: [
        { path: 'data.representativeBasisConfirmed', message: financeMessages.representativeBasis },
        { path: 'data.exampleTermMonths', message: financeMessages.exampleTerm },
      ],
    });
    // The example's own APR (20.5%) must be within the range offered.
    expect(await fieldsRefused(save({ kind: 'loan', data: { ...loan, aprFromPercent: 25 } }))).toEqual({
      code: 'BAD_REQUEST',
      fields: [
        { path: 'data.aprToPercent', message: financeMessages.representativeOutsideRange('20.5%', '25%', '34.9%') },
      ],
    });
    expect(await fieldsRefused(save({ kind: 'loan', data: { ...loan, aprFromPercent: 40 } }))).toEqual({
      code: 'BAD_REQUEST',
      fields: [{ path: 'data.aprFromPercent', message: financeMessages.aprRange }],
    });
    expect(await fieldsRefused(save({ kind: 'loan', data: { ...loan, asOf: '2999-01-01' } }))).toEqual({
      code: 'BAD_REQUEST',
      fields: [{ path: 'data.asOf', message: financeMessages.asOf }],
    });
    expect(
      await fieldsRefused(
        save({ kind: 'cashAdvance', data: { ...cashAdvance, factorRateFrom: 1.5, factorRateTo: 1.2 } }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', fields: [{ path: 'data.factorRateFrom', message: financeMessages.factorRange }] });
    const overlapping = {
      ...energyRates,
      bands: [
        { fuel: 'gas' as const, fromKwh: 0, toKwh: 20_000, unitRatePence: 6, standingChargePencePerDay: 30 },
        { fuel: 'gas' as const, fromKwh: 10_000, toKwh: null, unitRatePence: 5, standingChargePencePerDay: 30 },
      ],
    };
    expect(await fieldsRefused(save({ kind: 'energyRates', data: overlapping }))).toEqual({
      code: 'BAD_REQUEST',
      fields: [{ path: 'data.bands', message: financeMessages.bandsOverlap }],
    });
    const badBand = { ...energyRates.bands[0]!, fromKwh: 5000, toKwh: 4000, unitRatePence: 250 };
    const refused = await fieldsRefused(save({ kind: 'energyRates', data: { ...energyRates, bands: [badBand] } }));
    expect(refused.code).toBe('BAD_REQUEST');
    expect(new Set(refused.fields.map(({ path, message }) => `${path}: ${message}`))).toEqual(
      new Set([
        `data.bands.0.toKwh: ${financeMessages.bandTo}`,
        `data.bands.0.unitRatePence: ${financeMessages.unitRate}`,
      ]),
    );
    // Climate Change Levy: each rate from 0 to 10p a kWh, with at most 3 decimals, and a real day, not to come.
    expect(
      await fieldsRefused(
        save({
          kind: 'climateChangeLevy',
          data: { inForceFrom: '2025-02-30', electricityPencePerKwh: 10.5, gasPencePerKwh: 0.7915 },
        }),
      ),
    ).toEqual({
      code: 'BAD_REQUEST',
      fields: [
        { path: 'data.inForceFrom', message: financeMessages.inForceFrom },
        { path: 'data.electricityPencePerKwh', message: financeMessages.cclRate('electricity') },
        { path: 'data.gasPencePerKwh', message: financeMessages.cclRate('gas') },
      ],
    });
    expect(
      await fieldsRefused(
        save({
          kind: 'climateChangeLevy',
          data: { ...climateChangeLevy, inForceFrom: '2999-04-01', gasPencePerKwh: -1 },
        }),
      ),
    ).toEqual({
      code: 'BAD_REQUEST',
      fields: [
        { path: 'data.inForceFrom', message: financeMessages.inForceFrom },
        { path: 'data.gasPencePerKwh', message: financeMessages.cclRate('gas') },
      ],
    });
    expect(
      await fieldsRefused(save({ kind: 'climateChangeLevy', data: { inForceFrom: '1 April 2025' } as never })),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    // A rate of 0 (no levy) and the top of the range are figures.
    expect(
      await save({
        kind: 'climateChangeLevy',
        data: { ...climateChangeLevy, electricityPencePerKwh: 0, gasPencePerKwh: 10 },
      }),
    ).toEqual({ ok: true });
    await save({ kind: 'climateChangeLevy', data: null });
    // A kind the console does not know is refused, not a fault of ours.
    expect(await refusal(save({ kind: 'mortgage', data: null } as never))).toMatchObject({ code: 'BAD_REQUEST' });

    expect(await bed.visitor.finance.figures()).toEqual({ ...nothing, loan });
    expect(
      await bed.db.prisma.auditEntry.count({ where: { action: { startsWith: 'finance.' }, actorId: agent.id } }),
    ).toBe(0);
  });
  describe('the claims on the site', () => {
    const storedClaims = () => bed.db.prisma.financeSetting.count({ where: { kind: 'claims' } });

    it("saves an admin's evidence of one claim: the pages make that claim alone, in its words with the figure", async () => {
      expect(await admin.caller.admin.finance.save({ kind: 'claims', data: claims })).toEqual({ ok: true });
      expect(await readPublicClaims(bed.db.prisma)).toEqual({
        businessesHelped: { text: 'Over 2000', asOf: '2026-11-01', source: 'CRM: cases closed since 2019' },
      });
      expect((await agent.caller.admin.finance.get()).claims).toMatchObject({ data: claims, updatedBy: 'Ada Admin' });
      expect((await auditOf('finance.claims.saved'))?.detail).toEqual({ asOf: '2026-11-01' });
      // The other kinds' figures are not claims: the calculators' public read is unchanged.
      expect(await bed.visitor.finance.figures()).toEqual(nothing);
    });

    it('prints a large figure grouped for reading, and a percentage in its own words', async () => {
      await admin.caller.admin.finance.save({
        kind: 'claims',
        data: {
          businessesHelped: { ...businessesHelped, figure: 12_500 },
          loanAcceptance: { figure: 90, asOf: '2026-10-31', source: 'Lender decisions, 2025' },
        },
      });
      expect(await readPublicClaims(bed.db.prisma)).toEqual({
        businessesHelped: { text: 'Over 12,500', asOf: '2026-11-01', source: 'CRM: cases closed since 2019' },
        loanAcceptance: { text: '90% acceptance', asOf: '2026-10-31', source: 'Lender decisions, 2025' },
      });
      expect(await bed.db.prisma.financeSetting.count()).toBe(1);
    });

    it("refuses a claim without its evidence with the domain's message on its field, and stores nothing", async () => {
      const audited = () =>
        bed.db.prisma.auditEntry.count({ where: { action: { startsWith: 'finance.claims.' }, actorId: admin.id } });
      const auditedBefore = await audited();
      const save = (data: ClaimsSettings) => admin.caller.admin.finance.save({ kind: 'claims', data });
      expect(await fieldsRefused(save({ businessesHelped: { ...businessesHelped, figure: 0 } }))).toEqual({
        code: 'BAD_REQUEST',
        fields: [{ path: 'data.businessesHelped.figure', message: claimMessages.figure('businessesHelped') }],
      });
      expect(await fieldsRefused(save({ businessesHelped: { ...businessesHelped, source: 'AB' } }))).toEqual({
        code: 'BAD_REQUEST',
        fields: [{ path: 'data.businessesHelped.source', message: claimMessages.source }],
      });
      expect(await fieldsRefused(save({ businessesHelped: { ...businessesHelped, asOf: '2999-01-01' } }))).toEqual({
        code: 'BAD_REQUEST',
        fields: [{ path: 'data.businessesHelped.asOf', message: claimMessages.asOf }],
      });
      // No claim at all is not a way of clearing them: that is done with Clear (null).
      expect(await refusal(save({}))).toEqual({ code: 'BAD_REQUEST', messages: [claimMessages.none] });
      expect(await storedClaims()).toBe(0);
      expect(await readPublicClaims(bed.db.prisma)).toEqual({});
      expect(await audited()).toBe(auditedBefore);
    });

    it('clears the claims: the pages make none of them, and the audit log says so', async () => {
      await admin.caller.admin.finance.save({ kind: 'claims', data: claims });
      expect(await admin.caller.admin.finance.save({ kind: 'claims', data: null })).toEqual({ ok: true });
      expect(await readPublicClaims(bed.db.prisma)).toEqual({});
      expect((await admin.caller.admin.finance.get()).claims).toEqual({ data: null, updatedAt: null, updatedBy: null });
      expect(await auditOf('finance.claims.cleared')).not.toBeNull();
      const { entries } = await admin.caller.admin.audit.list({ page: 1 });
      expect(entries.slice(0, 2).map(({ what }) => what)).toEqual([
        'Cleared the site’s claims',
        'Saved the evidence of the site’s claims',
      ]);
    });

    it("lets an agent read the claims' evidence and refuses their changes", async () => {
      await admin.caller.admin.finance.save({ kind: 'claims', data: claims });
      expect((await agent.caller.admin.finance.get()).claims.data).toEqual(claims);
      const changed = { businessesHelped: { ...businessesHelped, figure: 9000 } };
      expect(await refusal(agent.caller.admin.finance.save({ kind: 'claims', data: changed }))).toEqual({
        code: 'FORBIDDEN',
        messages: [consoleMessages.adminOnly],
      });
      expect(await refusal(agent.caller.admin.finance.save({ kind: 'claims', data: null }))).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await refusal(editor.caller.admin.finance.save({ kind: 'claims', data: changed }))).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect((await readPublicClaims(bed.db.prisma)).businessesHelped?.text).toBe('Over 2000');
      expect(
        await bed.db.prisma.auditEntry.count({
          where: { action: { startsWith: 'finance.claims.' }, actorId: agent.id },
        }),
      ).toBe(0);
    });
  });
});
