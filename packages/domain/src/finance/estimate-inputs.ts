import { z } from 'zod';
import type { CardTakings } from './card-costs.ts';
import { estimateLimits } from './estimate-limits.ts';

// What a visitor types into the cash-advance estimate (/merchant-service) and the card-machine cost estimator
// (choose-product): one rule per field, read by the forms (typed text, through parseTypedPounds) and by the
// procedures that store the figures (numbers).

export const estimateMessages = {
  monthlyTakings: 'Please enter your monthly card takings in pounds, from £1 to £10,000,000 (e.g. £12,500).',
  advance: 'Please enter the advance you would like in pounds, from £1 to £10,000,000 (e.g. £10,000).',
  averageSale: 'Please enter your average sale in pounds, from £0.01 to £100,000 (e.g. £12.50).',
  saleAboveTakings: 'Your average sale cannot be more than your monthly card takings.',
  creditShare: 'Please enter the share paid by credit card as a whole per cent from 0 to 100, or leave it blank.',
} as const;

const hasPence = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const pounds = (message: string, { min, max }: { min: number; max: number }) =>
  z.number({ error: message }).min(min, message).max(max, message).refine(hasPence, message);

const monthlyTakingsPounds = pounds(estimateMessages.monthlyTakings, estimateLimits.monthlyTakingsPounds);
const advancePounds = pounds(estimateMessages.advance, estimateLimits.advancePounds);
const averageSalePounds = pounds(estimateMessages.averageSale, estimateLimits.averageSalePounds);
const creditSharePercent = z
  .int({ error: estimateMessages.creditShare })
  .min(estimateLimits.creditSharePercent.min, estimateMessages.creditShare)
  .max(estimateLimits.creditSharePercent.max, estimateMessages.creditShare);

/** The cash-advance estimate's inputs. */
export const cashAdvanceEstimateInputSchema = z.object({ advancePounds, monthlyTakingsPounds });
export type CashAdvanceEstimateInput = z.infer<typeof cashAdvanceEstimateInputSchema>;

/** The card-machine cost estimator's inputs; an average sale above the takings cannot be. */
const cardTakingsFields = z.object({ monthlyTakingsPounds, averageSalePounds, creditSharePercent });
export const cardTakingsSchema = cardTakingsFields.refine(
  (takings) => takings.averageSalePounds <= takings.monthlyTakingsPounds,
  {
    message: estimateMessages.saleAboveTakings,
    path: ['averageSalePounds'],
    // Compared only once each figure is one: a missing takings figure says so, not that the sale is above it.
    when: (payload) => cardTakingsFields.safeParse(payload.value).success,
  },
) satisfies z.ZodType<CardTakings>;

/** A whole per cent as typed: "20", "20%", or blank for none (0). Null when it is not one. */
export function parseTypedPercent(text: string): number | null {
  const plain = text.trim().replace(/\s*%$/, '');
  if (plain === '') return 0;
  return /^\d{1,3}$/.test(plain) ? Number(plain) : null;
}
