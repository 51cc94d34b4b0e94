import { publicProcedure, router } from '../../trpc.ts';
import { bookingInput, bookingOutput } from '../booking/booking.schema.ts';
import { applicationId, applicationIdOutput } from './application-id.ts';
import { basicInfoHandler } from './basic-info.handler.ts';
import { basicInfoInput } from './basic-info.schema.ts';
import { loanBookingHandler } from './booking.handler.ts';
import { loanCallbackHandler } from './callback.handler.ts';
import { applicationCallbackInput, callbackRequestOutput } from '../callback/callback.schema.ts';
import { categoryInput } from './category.schema.ts';
import { categoryHandler, turnoverHandler } from './steps.handler.ts';
import { submitHandler } from './submit.handler.ts';
import { submitInput } from './submit.schema.ts';
import { summaryHandler } from './summary.handler.ts';
import { summaryInput, summaryOutput } from './summary.schema.ts';
import { turnoverInput } from './turnover.schema.ts';

const tags = ['Business loan'];

/**
 * The loan wizard. The site calls one typed procedure per step; integrators post every step to the legacy
 * POST /api/business-loan/submit, which tells the shapes apart and runs the same handlers.
 */
export const businessLoanRouter = router({
  basicInfo: publicProcedure
    .input(basicInfoInput)
    .output(applicationIdOutput)
    .mutation(({ ctx, input }) => basicInfoHandler(ctx, input)),

  category: publicProcedure
    .input(categoryInput)
    .output(applicationIdOutput)
    .mutation(({ ctx, input }) => categoryHandler(ctx, input)),

  turnover: publicProcedure
    .input(turnoverInput)
    .output(applicationIdOutput)
    .mutation(({ ctx, input }) => turnoverHandler(ctx, input)),

  /** What the application holds so far (site only: Back, reload and the booking screen). */
  summary: publicProcedure
    .input(summaryInput)
    .output(summaryOutput)
    .query(({ ctx, input }) => summaryHandler(ctx, input)),

  submit: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/business-loan/submit',
        protect: false,
        tags,
        summary: 'Any step of the loan application: step 1 starts it, steps 2 and 3 add to it by id',
      },
    })
    .input(submitInput)
    .output(applicationIdOutput)
    .mutation(({ ctx, input }) => submitHandler(ctx, input)),

  clientPersonalInfoStore: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/business-loan/client-personal-info-store',
        protect: false,
        tags,
        summary: 'Record the call the scheduling widget booked',
      },
    })
    .input(bookingInput(applicationId))
    .output(bookingOutput)
    .mutation(({ ctx, input }) => loanBookingHandler(ctx, input)),

  requestCallback: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/business-loan/callback-request',
        protect: false,
        tags,
        summary: 'Ask us to call back instead of booking a time',
      },
    })
    .input(applicationCallbackInput)
    .output(callbackRequestOutput)
    .mutation(({ ctx, input }) => loanCallbackHandler(ctx, input)),
});
