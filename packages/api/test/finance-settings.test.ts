import { testDatabaseKinds } from '@sme/db/testing';
import { consoleMessages, financeMessages, type CashAdvanceSettings, type EnergyRatesSettings } from '@sme/domain';
import { TRPCError } from '@trpc/server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

  it('starts with nothing entered: the console shows no figures and the site none', async () => {
    const none = { data: null, updatedAt: null, updatedBy: null };
    expect(await admin.caller.admin.finance.get()).toEqual({ loan: none, cashAdvance: none, energyRates: none });
    expect(await bed.visitor.finance.figures()).toEqual({ loan: null, cashAdvance: null, energyRates: null });
  });

  it("saves an admin's figures of each kind: the site shows them, the console says who saved them and when", async () => {
    const before = Date.now();
    expect(await admin.caller.admin.finance.save({ kind: 'loan', data: loan })).toEqual({ ok: true });
    expect(await admin.caller.admin.finance.save({ kind: 'cashAdvance', data: cashAdvance })).toEqual({ ok: true });
    expect(await admin.caller.admin.finance.save({ kind: 'energyRates', data: energyRates })).toEqual({ ok: true });

    expect(await bed.visitor.finance.figures()).toEqual({ loan, cashAdvance, energyRates });
    const seen = await agent.caller.admin.finance.get();
    expect(seen.loan).toMatchObject({ data: loan, updatedBy: 'Ada Admin' });
    expect(seen.cashAdvance).toMatchObject({ data: cashAdvance, updatedBy: 'Ada Admin' });
    expect(seen.energyRates).toMatchObject({ data: energyRates, updatedBy: 'Ada Admin' });
    expect(Date.parse(seen.loan.updatedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const entry = await auditOf('finance.loan.saved');
    expect(entry?.detail).toEqual({ asOf: '2026-11-01' });
    expect(await auditOf('finance.energyRates.saved')).not.toBeNull();
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
    expect(await bed.visitor.finance.figures()).toEqual({ loan: null, cashAdvance, energyRates: null });
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

  it('refuses figures out of the rules with a message on each field, and keeps what was saved', async () => {
    await admin.caller.admin.finance.save({ kind: 'loan', data: loan });
    const save = admin.caller.admin.finance.save;
    expect(
      await fieldsRefused(
        save({ kind: 'loan', data: { ...loan, representativeAprPercent: 120, exampleTermMonths: 0 } }),
      ),
    ).toEqual({
      code: 'BAD_REQUEST',
      fields: [
        { path: 'data.representativeAprPercent', message: financeMessages.percent('representative APR') },
        { path: 'data.exampleTermMonths', message: financeMessages.exampleTerm },
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
    // A kind the console does not know is refused, not a fault of ours.
    expect(await refusal(save({ kind: 'mortgage', data: null } as never))).toMatchObject({ code: 'BAD_REQUEST' });

    expect(await bed.visitor.finance.figures()).toEqual({ loan, cashAdvance: null, energyRates: null });
    expect(
      await bed.db.prisma.auditEntry.count({ where: { action: { startsWith: 'finance.' }, actorId: agent.id } }),
    ).toBe(0);
  });
});
