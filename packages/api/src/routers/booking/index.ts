import { router } from '../../trpc.ts';
import { mutation, query } from '../procedure.ts';
import { callbackPlanHandler } from './callback-plan.handler.ts';
import { callbackPlanInput, callbackPlanOutput } from './callback-plan.schema.ts';
import { screenShownHandler } from './screen-shown.handler.ts';
import { screenShownInput, screenShownOutput } from './screen-shown.schema.ts';

/** What every flow's booking screen tells the server, or asks of it, for itself. The site's only: no REST path. */
export const bookingRouter = router({
  screenShown: mutation({ input: screenShownInput, output: screenShownOutput, handler: screenShownHandler }),
  callbackPlan: query({ input: callbackPlanInput, output: callbackPlanOutput, handler: callbackPlanHandler }),
});
