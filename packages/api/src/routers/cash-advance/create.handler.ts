import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { attributionOf } from '../../services/lead-inbox/attribution.ts';
import { formRulesOf, screenSubmission } from '../../services/lead-inbox/bot-screening.ts';
import { saveSubmission } from '../../services/lead-inbox/new-submission.ts';
import type { createInput } from './create.schema.ts';
import { advanceFiguresShown, asJson } from './figures.ts';

export async function createHandler(ctx: Context, input: z.output<typeof createInput>) {
  const rules = formRulesOf(ctx);
  const figures = await advanceFiguresShown(ctx, input.advanceEstimate);
  // A repeat answers the first application's id, so the visitor carries on with it.
  const application = await saveSubmission(
    ctx.prisma,
    screenSubmission('cash_advance', input, rules),
    rules,
    'cash_advance',
    {
      locationData: input.location_data,
      takePayment: input.take_payment,
      businessLocation: input.business_location,
      businessName: input.business_name,
      cardProvider: input.card_provider,
      ...(figures && { advanceFiguresShown: asJson(figures) }),
    },
    { attribution: attributionOf(input) },
  );
  return { collections: { id: application.id } };
}
