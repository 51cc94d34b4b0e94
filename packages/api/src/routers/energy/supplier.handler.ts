import {
  CONTRACT_END_UNSURE,
  currentEnergyMessages,
  currentEnergyOf,
  dayFromIso,
  energyFiguresShownOf,
  energyServiceValues,
  fuelLabels,
  fuelsOfService,
  labelOf,
  type EnergyFiguresShown,
} from '@sme/domain';
import { DbNull } from '@sme/db';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { readFinanceFigures } from '../../services/finance/settings.ts';
import { findGuestLead, updateGuestLead } from '../../services/guest-leads.ts';
import { fieldRejected } from '../../trpc.ts';
import { savedMessage } from '../guest-lead/lead-id.ts';
import type { supplierInput } from './supplier.schema.ts';

export async function supplierHandler(ctx: Context, input: z.output<typeof supplierInput>) {
  const unsure = input.contact_end_date.toLowerCase() === CONTRACT_END_UNSURE.toLowerCase();
  const current = currentEnergyOf(input);
  let energyFiguresShown: EnergyFiguresShown | null = null;
  if (current.length > 0) {
    // Figures only for the fuels the visitor compares; the comparison is worked out here, from the business's rates.
    const lead = await findGuestLead(ctx.prisma, 'energy', input.id);
    const fuels = fuelsOfService(lead.service);
    const stray = current.find(({ fuel }) => !fuels.includes(fuel));
    if (stray) {
      const service = lead.service ? labelOf(energyServiceValues, lead.service) : 'no service yet';
      throw fieldRejected(
        `${stray.fuel}_annual_kwh`,
        currentEnergyMessages.fuelNotInService(fuelLabels[stray.fuel], service),
        'conflict',
      );
    }
    const { energyRates, climateChangeLevy } = await readFinanceFigures(ctx.prisma);
    energyFiguresShown = energyFiguresShownOf(energyRates, climateChangeLevy, current);
  }
  const collections = await updateGuestLead(
    ctx.prisma,
    'energy',
    input.id,
    {
      supplier: input.supplier,
      contractEndUnsure: unsure,
      contractEndDate: unsure ? null : dayFromIso(input.contact_end_date),
      // Saving the step again without figures clears what an earlier save kept.
      // (Stored as JSON: the lead kind reads it back as EnergyFiguresShown.)
      energyFiguresShown: energyFiguresShown ? (energyFiguresShown as unknown as Record<string, never>) : DbNull,
    },
    'supplier',
  );
  return { message: savedMessage, collections };
}
