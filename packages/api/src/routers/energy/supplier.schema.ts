import { contractEndDate, currentEnergyFields, energySupplierChoice, suppliers } from '@sme/domain';
import { z } from 'zod';
import { leadId } from '../guest-lead/lead-id.ts';

export const supplierInput = z.object({
  id: leadId,
  // The wizard's own rules (spec §5).
  supplier: energySupplierChoice.check(
    z.meta({ description: `One of: ${suppliers.join(', ')}.`, example: 'Scottish Power' }),
  ),
  /** Spelt so on the wire: the contract end date, or 'I am not sure'. */
  contact_end_date: contractEndDate.check(
    z.meta({ description: "yyyy-mm-dd, or 'I am not sure'.", example: '2027-03-31' }),
  ),
  // "What you pay now": optional, each figure on its own, only for the fuels of the service chosen. The lead keeps
  // them, and the indicative comparison the booking screen shows when the business has entered rates for the usage.
  ...currentEnergyFields,
});
