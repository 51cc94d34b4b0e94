import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { attributionOf } from '../../services/lead-inbox/attribution.ts';
import { formRulesOf, screenSubmission } from '../../services/lead-inbox/bot-screening.ts';
import { markLeadAsSpam } from '../../services/lead-inbox/lead-steps.ts';
import { saveSubmission } from '../../services/lead-inbox/new-submission.ts';
import { updateGuestLead, type GuestLeadFlow } from '../../services/guest-leads.ts';
import type { postCodeInput } from './post-code.schema.ts';

export async function postCodeHandler(ctx: Context, flow: GuestLeadFlow, input: z.output<typeof postCodeInput>) {
  const address = {
    postCode: input.post_code,
    fullAddress: input.full_address,
    businessName: input.bussiness_name || null,
  };
  const rules = formRulesOf(ctx);
  if (input.id) {
    // Coming back to change the address is quick on purpose: only the honeypot is judged.
    const saved = await updateGuestLead(ctx.prisma, flow, input.id, address, 'address');
    if (screenSubmission(flow, input, rules, false).spam) {
      await markLeadAsSpam(ctx.prisma, { kind: flow, id: saved.id });
    }
    return { collections: saved };
  }
  // A repeat answers the first lead's id, so the visitor carries on with it; a bot's is answered alike.
  const lead = await saveSubmission(
    ctx.prisma,
    screenSubmission(flow, input, rules),
    rules,
    flow,
    { flow, ...address },
    { attribution: attributionOf(input) },
  );
  return { collections: { id: lead.id } };
}
