import {
  cashAdvanceEstimate,
  estimatedMonthlyCostPence,
  type CardCostShown,
  type CardTakings,
  type CashAdvanceEstimateInput,
  type CashAdvanceFiguresShown,
} from '@sme/domain';
import type { Context } from '../../context.ts';
import { readFinanceFigures } from '../../services/finance/settings.ts';
import type { NewSubmission } from '../../services/lead-inbox/new-submission.ts';

type JsonColumn = NonNullable<NewSubmission<'cash_advance'>['advanceFiguresShown']>;
/** Figures as a Json column takes them (plain data: numbers, strings, nested objects). */
export const asJson = (figures: CashAdvanceFiguresShown | CardCostShown) => figures as object as JsonColumn;

/**
 * The cash-advance estimate the visitor saw, worked out again here from what they typed and the figures the business
 * has entered (never what the browser says it showed). None without an estimate, or while no figures are entered.
 */
export async function advanceFiguresShown(
  ctx: Context,
  input: CashAdvanceEstimateInput | undefined,
): Promise<CashAdvanceFiguresShown | null> {
  if (!input) return null;
  const settings = (await readFinanceFigures(ctx.prisma)).cashAdvance;
  if (!settings) return null;
  return {
    asOf: settings.asOf,
    advancePounds: input.advancePounds,
    monthlyTakingsPounds: input.monthlyTakingsPounds,
    estimate: cashAdvanceEstimate(settings, input),
  };
}

/** A product's stored charges, as the card-cost estimate reads them. */
interface StoredCharges {
  monthlyCharge: number;
  debitRatePercent: { toString(): string } | null;
  debitPencePerTransaction: { toString(): string } | null;
  creditRatePercent: { toString(): string } | null;
  creditPencePerTransaction: { toString(): string } | null;
  contractMonths: number | null;
  exitFeePence: number | null;
}

export const storedChargesSelect = {
  monthlyCharge: true,
  debitRatePercent: true,
  debitPencePerTransaction: true,
  creditRatePercent: true,
  creditPencePerTransaction: true,
  contractMonths: true,
  exitFeePence: true,
} as const;

const decimal = (value: { toString(): string } | null) => (value === null ? null : Number(value.toString()));

/**
 * The card-machine cost the product's card showed for the takings the visitor entered, from the product's stored
 * rates. None without takings, or when the product has no rates for them (its card showed the monthly charge alone).
 */
export function cardCostShown(product: StoredCharges, takings: CardTakings | undefined): CardCostShown | null {
  if (!takings) return null;
  const estimatedMonthlyPence = estimatedMonthlyCostPence(
    {
      monthlyChargePounds: product.monthlyCharge,
      debitRatePercent: decimal(product.debitRatePercent),
      debitPencePerTransaction: decimal(product.debitPencePerTransaction),
      creditRatePercent: decimal(product.creditRatePercent),
      creditPencePerTransaction: decimal(product.creditPencePerTransaction),
    },
    takings,
  );
  if (estimatedMonthlyPence === null) return null;
  return {
    takings,
    estimatedMonthlyPence,
    monthlyChargePounds: product.monthlyCharge,
    contractMonths: product.contractMonths,
    exitFeePence: product.exitFeePence,
  };
}
