import { CONTRACT_END_UNSURE, isContractEndDate, messages, serverMessages, suppliers } from '@sme/domain';
import { z } from 'zod';
import { leadId } from '../guest-lead/lead-id.ts';

export const supplierInput = z.object({
  id: leadId,
  supplier: z
    .string({ error: messages.dataMissing })
    .trim()
    .min(1, messages.dataMissing)
    .transform((value, ctx) => {
      const supplier = suppliers.find((name) => name.toLowerCase() === value.toLowerCase());
      if (!supplier) {
        ctx.addIssue({ code: 'custom', message: serverMessages.chooseSupplier });
        return z.NEVER;
      }
      return supplier;
    })
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
