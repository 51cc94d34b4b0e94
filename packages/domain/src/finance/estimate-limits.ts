import type { CardTakings } from './card-costs.ts';

// The limits of what the estimators take, without zod: the page that reads them back from its address (Choose your
// product) checks them without loading the schema library; estimate-inputs.ts builds its schemas from them.

export const estimateLimits = {
  monthlyTakingsPounds: { min: 1, max: 10_000_000 },
  advancePounds: { min: 1, max: 10_000_000 },
  averageSalePounds: { min: 0.01, max: 100_000 },
  creditSharePercent: { min: 0, max: 100 },
} as const;

const hasPence = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const within = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isFinite(value) && value >= min && value <= max && hasPence(value);

/** Whether takings pass cardTakingsSchema: each figure in its limits, whole per cents, the sale within the takings. */
export function cardTakingsAllowed(takings: CardTakings): boolean {
  return (
    within(takings.monthlyTakingsPounds, estimateLimits.monthlyTakingsPounds) &&
    within(takings.averageSalePounds, estimateLimits.averageSalePounds) &&
    Number.isInteger(takings.creditSharePercent) &&
    within(takings.creditSharePercent, estimateLimits.creditSharePercent) &&
    takings.averageSalePounds <= takings.monthlyTakingsPounds
  );
}
