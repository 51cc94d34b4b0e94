import { router } from '../../../trpc.ts';
import { consoleProcedure } from '../procedures.ts';
import { doneFollowUpHandler } from './done.handler.ts';
import { followUpIdInput, setFollowUpInput } from './follow-ups.schema.ts';
import { myFollowUpsHandler } from './mine.handler.ts';
import { setFollowUpHandler } from './set.handler.ts';

/** "Remind me" and "My follow-ups": each user's own reminders to come back to a lead. */
export const followUpsRouter = router({
  set: consoleProcedure.input(setFollowUpInput).mutation(({ ctx, input }) => setFollowUpHandler(ctx, input)),
  done: consoleProcedure.input(followUpIdInput).mutation(({ ctx, input }) => doneFollowUpHandler(ctx, input)),
  mine: consoleProcedure.query(({ ctx }) => myFollowUpsHandler(ctx)),
});
