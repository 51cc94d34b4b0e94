import * as z from 'zod/mini';
import { businessCategories, loanMessages } from '../funding.ts';
import { messages } from '../messages.ts';
import { serverMessages } from '../server-messages.ts';
import { CONTRACT_END_UNSURE, energyServices, suppliers, waterWasteServices } from '../quotes.ts';
import { oneOfAnyCase } from './one-of-any-case.ts';
import { badFormat } from './text-fields.ts';

// The choices of the quote and funding steps (spec §5), as the steps check them before sending and as their
// procedures read them.

/** The energy wizard's service: 'Please select a service !' when none is chosen. */
export const energyServiceChoice = oneOfAnyCase(energyServices, messages.selectService);

/**
 * Water or Waste, with the same message. The procedures take the service from their path (water/submit,
 * waste/submit), so only the step reads it.
 */
export const waterWasteServiceChoice = oneOfAnyCase(waterWasteServices, messages.selectService);

/** The current supplier: one of the list; 'Data missing !' when none is chosen. */
export const energySupplierChoice = oneOfAnyCase(suppliers, serverMessages.chooseSupplier, messages.dataMissing);

/** A contract end date as the wizard's date field gives it: yyyy-mm-dd, a real day, years 2000 to 2100. */
function isContractEndDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** When the contract ends: a date, or 'I am not sure'; 'Data missing !' when neither is given. */
export const contractEndDate = z.string({ error: messages.dataMissing }).check(
  z.trim(),
  // abort: an empty date is 'Data missing !' alone, not also a badly written date.
  z.minLength(1, { error: messages.dataMissing, abort: true }),
  z.refine((value) => value.toLowerCase() === CONTRACT_END_UNSURE.toLowerCase() || isContractEndDate(value), {
    error: serverMessages.contractEndDate,
    params: badFormat,
  }),
);

/** The energy wizard's supplier step, both answers. */
export const energySupplierRules = z.object({ supplier: energySupplierChoice, contact_end_date: contractEndDate });

/** Step 2 of the loan: 'Please select one first !' when no category is chosen. */
export const loanCategoryChoice = oneOfAnyCase(businessCategories, loanMessages.selectOneFirst);
