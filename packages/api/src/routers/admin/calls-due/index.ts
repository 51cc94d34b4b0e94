import { router } from '../../../trpc.ts';
import { consoleProcedure } from '../procedures.ts';
import { callsDueHandler } from './list.handler.ts';

/** "Calls due": the booked calls and callback requests still to answer, today and the next open days. */
export const callsDueRouter = router({
  list: consoleProcedure.query(({ ctx }) => callsDueHandler(ctx)),
});
