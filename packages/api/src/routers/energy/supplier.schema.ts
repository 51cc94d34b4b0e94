import { CONTRACT_END_UNSURE, isContractEndDate, messages, oneOfAnyCase, serverMessages, suppliers } from '@sme/domain';
import { z } from 'zod';
import { leadId } from '../guest-lead/lead-id.ts';

export const supplierInput = z.object({
  id: leadId,
  supplier: z
    .pipe(
      oneOfAnyCase(suppliers, serverMessages.chooseSupplier, messages.dataMissing),
      z.transform((name) => name),
    )
    .meta({ description: `One of: ${suppliers.join(', ')}.`, example: 'Scottish Power' }),
  /** Spelt so on the wire: the contract end date, or 'I am not sure'. */
  contact_end_date: z
    .string({ error: messages.dataMissing })
    .trim()
    // abort: an empty date is 'Data missing !' alone, not also a badly written date.
    .min(1, { error: messages.dataMissing, abort: true })
    .refine(
      (value) => value.toLowerCase() === CONTRACT_END_UNSURE.toLowerCase() || isContractEndDate(value),
      serverMessages.contractEndDate,
    )
    .meta({ description: "yyyy-mm-dd, or 'I am not sure'.", example: '2027-03-31' }),
});
