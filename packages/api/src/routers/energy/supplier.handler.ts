import { CONTRACT_END_UNSURE, dayFromIso } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { updateGuestLead } from '../../services/guest-leads.ts';
import { savedMessage } from '../guest-lead/lead-id.ts';
import type { supplierInput } from './supplier.schema.ts';

export async function supplierHandler(ctx: Context, input: z.output<typeof supplierInput>) {
  const unsure = input.contact_end_date.toLowerCase() === CONTRACT_END_UNSURE.toLowerCase();
  const collections = await updateGuestLead(
    ctx.prisma,
    'energy',
    input.id,
    {
      supplier: input.supplier,
      contractEndUnsure: unsure,
      contractEndDate: unsure ? null : dayFromIso(input.contact_end_date),
    },
    'supplier',
  );
  return { message: savedMessage, collections };
}
