import { normalizePostcode } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { attributionOf } from '../../services/lead-inbox/attribution.ts';
import { formRulesOf, screenSubmission } from '../../services/lead-inbox/bot-screening.ts';
import { markLeadAsSpam } from '../../services/lead-inbox/lead-steps.ts';
import { saveSubmission } from '../../services/lead-inbox/new-submission.ts';
import { updateLoan } from './steps.handler.ts';
import { calculatorFiguresOf } from './calculator-figures.ts';
import type { basicInfoInput } from './basic-info.schema.ts';

export async function basicInfoHandler(ctx: Context, input: z.output<typeof basicInfoInput>) {
  const data = {
    companyName: input.company_name,
    // Left out or blank: not given, so coming back without it leaves what was kept.
    ...(input.legal_form ? { legalForm: input.legal_form } : {}),
    companyAddress: input.company_address || null,
    tradingName: input.tradding_name || null,
    tradingAddress: input.tradding_address || null,
    postCode: normalizePostcode(input.post_code),
    tradingPostCode: normalizePostcode(input.tradding_post_code),
    borrowAmount: input.borrow_ammount,
    borrowTermMonths: input.borrow_month,
    // Kept only when the calculator showed figures; coming back without it leaves what was kept.
    ...(await calculatorFiguresOf(ctx, input)),
  };
  const rules = formRulesOf(ctx);
  if (input.id) {
    // Coming back to step 1 is quick on purpose: only the honeypot is judged.
    const saved = await updateLoan(ctx, input.id, 'basic', data);
    if (screenSubmission('business_loan', input, rules, false).spam) {
      await markLeadAsSpam(ctx.prisma, { kind: 'business_loan', id: saved.id });
    }
    return { collections: saved };
  }
  // A repeat answers the first application's id, so the visitor carries on with it; a bot's is answered alike.
  const created = await saveSubmission(
    ctx.prisma,
    screenSubmission('business_loan', input, rules),
    rules,
    'business_loan',
    data,
    { attribution: attributionOf(input) },
  );
  return { collections: { id: created.id } };
}
