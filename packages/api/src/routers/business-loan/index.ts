import { publicProcedure, router } from '../../trpc.ts';
import { applicationBookingProcedures } from '../booking/application-procedures.ts';
import { restMeta } from '../rest-meta.ts';
import { idOutput } from '../record-id.ts';
import { basicInfoHandler } from './basic-info.handler.ts';
import { basicInfoInput } from './basic-info.schema.ts';
import { categoryInput } from './category.schema.ts';
import { categoryHandler, turnoverHandler } from './steps.handler.ts';
import { submitHandler } from './submit.handler.ts';
import { submitInput } from './submit.schema.ts';
import { summaryHandler } from './summary.handler.ts';
import { summaryInput, summaryOutput } from './summary.schema.ts';
import { turnoverInput } from './turnover.schema.ts';

const rest = restMeta('Business loan');

/**
 * The loan wizard. The site calls one typed procedure per step; integrators post every step to the legacy
 * POST /api/business-loan/submit, which tells the shapes apart and runs the same handlers.
 */
export const businessLoanRouter = router({
  basicInfo: publicProcedure
    .input(basicInfoInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => basicInfoHandler(ctx, input)),

  category: publicProcedure
    .input(categoryInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => categoryHandler(ctx, input)),

  turnover: publicProcedure
    .input(turnoverInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => turnoverHandler(ctx, input)),

  /** What the application holds so far (site only: Back, reload and the booking screen). */
  summary: publicProcedure
    .input(summaryInput)
    .output(summaryOutput)
    .query(({ ctx, input }) => summaryHandler(ctx, input)),

  submit: publicProcedure
    .meta(
      rest(
        'POST',
        '/business-loan/submit',
        'Any step of the loan application: step 1 starts it, steps 2 and 3 add to it by id',
      ),
    )
    .input(submitInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => submitHandler(ctx, input)),

  ...applicationBookingProcedures('business_loan', rest, {
    booking: '/business-loan/client-personal-info-store',
    callback: '/business-loan/callback-request',
  }),
});
