import type { EnergyFiguresShown } from '@sme/domain';
import type { Context } from '../../context.ts';
import { findGuestLead } from '../../services/guest-leads.ts';

/** The figures an energy lead keeps; read while a callback can still be asked for (so after booking too). */
export async function energyFiguresHandler(ctx: Context, input: { id: string }) {
  const lead = await findGuestLead(ctx.prisma, 'energy', input.id, 'callback');
  return { figures: (lead.energyFiguresShown ?? null) as EnergyFiguresShown | null };
}
