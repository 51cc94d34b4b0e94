import {
  cashAdvanceSettingsSchema,
  climateChangeLevySettingsSchema,
  energyRatesSettingsSchema,
  loanSettingsSchema,
} from '@sme/domain';
import { z } from 'zod';

export const figuresInput = z.void();

/** Each calculator's figures as the business entered them, or null while it has not: the site then shows none. */
export const figuresOutput = z.object({
  loan: loanSettingsSchema.nullable(),
  cashAdvance: cashAdvanceSettingsSchema.nullable(),
  energyRates: energyRatesSettingsSchema.nullable(),
  climateChangeLevy: climateChangeLevySettingsSchema.nullable(),
});
