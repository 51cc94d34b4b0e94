import type { EnergyFiguresShown } from '@sme/domain';
import { z } from 'zod';
import { leadId } from '../guest-lead/lead-id.ts';

export const energyFiguresInput = z.object({ id: leadId });

/**
 * What the lead keeps of "What you pay now" and the indicative comparison worked out on the supplier step (null when
 * the visitor gave no figure). The site's only: the booking screen shows the comparison, the step fills in again.
 */
export const energyFiguresOutput = z.object({
  figures: z.custom<EnergyFiguresShown>((value) => typeof value === 'object').nullable(),
});
