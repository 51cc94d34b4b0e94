import {
  financeSettingKinds,
  financeMessages,
  financeSettingsDateOf,
  financeSettingsSchemas,
  type CashAdvanceSettings,
  type ClaimsSettings,
  type ClimateChangeLevySettings,
  type EnergyRatesSettings,
  type FinanceSettingKind,
  type LoanSettings,
} from '@sme/domain';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { audit } from '../../../services/audit.ts';
import type { StaffContext } from '../content/catalogue/catalogue-record.ts';
import type { financeSaveInput } from './finance.schema.ts';

/** One kind of figures as the console shows it: the figures (null: not entered), when and by whom they were saved. */
export interface FinanceEntry<T> {
  data: T | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface FinanceSettingsView {
  loan: FinanceEntry<LoanSettings>;
  cashAdvance: FinanceEntry<CashAdvanceSettings>;
  energyRates: FinanceEntry<EnergyRatesSettings>;
  climateChangeLevy: FinanceEntry<ClimateChangeLevySettings>;
  claims: FinanceEntry<ClaimsSettings>;
}

const none = { data: null, updatedAt: null, updatedBy: null };

/**
 * The figures entered, each kind with its last save. A stored row that no longer passes the rules is shown as not
 * entered (the site shows none of it either, see readFinanceFigures), with its save's date and author kept.
 */
export async function getFinanceHandler(ctx: StaffContext): Promise<FinanceSettingsView> {
  const rows = await ctx.prisma.financeSetting.findMany({ include: { updatedBy: { select: { name: true } } } });
  const view: FinanceSettingsView = {
    loan: none,
    cashAdvance: none,
    energyRates: none,
    climateChangeLevy: none,
    claims: none,
  };
  for (const row of rows) {
    const kind = row.kind as FinanceSettingKind;
    if (!financeSettingKinds.includes(kind)) continue;
    const parsed = financeSettingsSchemas[kind].safeParse(row.data);
    (view as Record<FinanceSettingKind, FinanceEntry<unknown>>)[kind] = {
      data: parsed.success ? parsed.data : null,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy?.name ?? null,
    };
  }
  return view;
}

/** Saves one kind of figures (or clears them), recorded in the audit log without the figures' detail. */
export async function saveFinanceHandler(ctx: StaffContext, input: z.output<typeof financeSaveInput>) {
  const { kind, data } = input;
  if (kind === 'loan' && data && ctx.fcaFrn && data.firmFrn !== ctx.fcaFrn) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: financeMessages.firmFrnOfFooter(ctx.fcaFrn) });
  }
  await ctx.prisma.$transaction(async (tx) => {
    if (data === null) {
      await tx.financeSetting.deleteMany({ where: { kind } });
    } else {
      await tx.financeSetting.upsert({
        where: { kind },
        create: { kind, data: { ...data }, updatedById: ctx.user.id },
        update: { data: { ...data }, updatedById: ctx.user.id },
      });
    }
    await audit(tx, {
      actorId: ctx.user.id,
      action: `finance.${kind}.${data === null ? 'cleared' : 'saved'}`,
      detail: data === null ? undefined : financeSettingsDateOf(data),
    });
  });
  return { ok: true as const };
}
