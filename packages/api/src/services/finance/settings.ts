import type { Db } from '../lead-kinds/lead-kind.ts';
import {
  financeSettingKinds,
  financeSettingsSchemas,
  type FinanceSettingKind,
  type PublicFinanceFigures,
} from '@sme/domain';

/**
 * The figures the business has entered (console → Finance figures), each kind checked against its rules again as it
 * is read: a row that no longer passes (a rule tightened since) is treated as not entered, so no calculator shows a
 * figure nobody stands behind.
 */
export async function readFinanceFigures(db: Db): Promise<PublicFinanceFigures> {
  const rows = await db.financeSetting.findMany();
  const figures: PublicFinanceFigures = {
    loan: null,
    cashAdvance: null,
    energyRates: null,
    climateChangeLevy: null,
    claims: null,
  };
  for (const row of rows) {
    const kind = row.kind as FinanceSettingKind;
    if (!financeSettingKinds.includes(kind)) continue;
    const parsed = financeSettingsSchemas[kind].safeParse(row.data);
    if (parsed.success) (figures as Record<FinanceSettingKind, unknown>)[kind] = parsed.data;
  }
  return figures;
}
