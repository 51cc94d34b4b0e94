import { router } from '../../trpc.ts';
import { mutation } from '../procedure.ts';
import { screenShownHandler } from './screen-shown.handler.ts';
import { screenShownInput, screenShownOutput } from './screen-shown.schema.ts';

/** What every flow's booking screen tells the server for itself. The site's only: no REST path. */
export const bookingRouter = router({
  screenShown: mutation({ input: screenShownInput, output: screenShownOutput, handler: screenShownHandler }),
});
