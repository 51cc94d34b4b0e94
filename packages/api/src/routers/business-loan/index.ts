import { router } from '../../trpc.ts';
import { applicationReadAccess, applicationSummaryInput } from '../application-summary.ts';
import { applicationBookingProcedures } from '../booking/application-procedures.ts';
import { mutation, query } from '../procedure.ts';
import { restMeta } from '../rest-meta.ts';
import { idOutput } from '../record-id.ts';
import { loanApplicationHandler } from './application.handler.ts';
import { loanApplicationOutput } from './application.schema.ts';
import { basicInfoHandler } from './basic-info.handler.ts';
import { basicInfoInput } from './basic-info.schema.ts';
import { categoryInput } from './category.schema.ts';
import { categoryHandler, turnoverHandler } from './steps.handler.ts';
import { submitHandler } from './submit.handler.ts';
import { submitInput } from './submit.schema.ts';
import { summaryOutput } from './summary.schema.ts';
import { turnoverInput } from './turnover.schema.ts';

const rest = restMeta('Business loan');

/**
 * The loan wizard. The site calls one typed procedure per step; integrators post every step to the legacy
 * POST /api/business-loan/submit, which tells the shapes apart and runs the same handlers.
 */
export const businessLoanRouter = router({
  basicInfo: mutation({ input: basicInfoInput, output: idOutput, handler: basicInfoHandler }),

  category: mutation({ input: categoryInput, output: idOutput, handler: categoryHandler }),

  turnover: mutation({ input: turnoverInput, output: idOutput, handler: turnoverHandler }),

  /**
   * What the application holds so far (site only: Back, reload and the booking screen): the REST read's answer, of
   * which its output keeps the fields the wizard shows.
   */
  summary: query({ input: applicationSummaryInput, output: summaryOutput, handler: loanApplicationHandler }),

  submit: mutation({
    rest: rest(
      'POST',
      '/business-loan/submit',
      'Any step of the loan application: step 1 starts it, steps 2 and 3 add to it by id',
    ),
    input: submitInput,
    output: idOutput,
    handler: submitHandler,
  }),

  application: query({
    rest: rest(
      'GET',
      '/business-loan/get/{id}',
      'What the visitor has sent so far',
      `The answers of every step under the names POST /business-loan/submit takes, and the step to send next. ${applicationReadAccess}`,
    ),
    input: applicationSummaryInput,
    output: loanApplicationOutput,
    handler: loanApplicationHandler,
  }),

  ...applicationBookingProcedures('business_loan', rest, {
    booking: '/business-loan/client-personal-info-store',
    callback: '/business-loan/callback-request',
  }),
});
