import {
  cashAdvanceSettingsSchema,
  claimsSettingsSchema,
  climateChangeLevySettingsSchema,
  energyRatesSettingsSchema,
  loanSettingsSchema,
} from '@sme/domain';
import { z } from 'zod';

/**
 * One kind of finance figures to save, checked by the domain's rules (the console's form checks them too), or null to
 * clear them: the site then shows no figure of that kind.
 */
export const financeSaveInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('loan'), data: loanSettingsSchema.nullable() }),
  z.object({ kind: z.literal('cashAdvance'), data: cashAdvanceSettingsSchema.nullable() }),
  z.object({ kind: z.literal('energyRates'), data: energyRatesSettingsSchema.nullable() }),
  z.object({ kind: z.literal('climateChangeLevy'), data: climateChangeLevySettingsSchema.nullable() }),
  z.object({ kind: z.literal('claims'), data: claimsSettingsSchema.nullable() }),
]);
