import { TRPCError } from '@trpc/server';
import { router } from '../../../trpc.ts';
import { liveMessages, type LeadChange } from '../../../services/live/lead-change-feed.ts';
import { consoleProcedure } from '../procedures.ts';
import { stillSignedIn } from './still-signed-in.ts';

/** The console's live view: what changed, as it happens, on whichever instance it happened. */
export const liveRouter = router({
  /**
   * Every lead created or changed and every follow-up set or done, as `{ type, leadId }` (ids only: the console
   * reads what it shows through the usual procedures). Served as server-sent events. A retryable error ends the
   * stream when changes may have gone unheard or the server stops; UNAUTHORIZED within a minute of the session
   * ending or the user being disabled.
   */
  changes: consoleProcedure.subscription(async function* ({ ctx, signal }): AsyncGenerator<LeadChange> {
    const feed = ctx.leadChanges;
    if (!feed) throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: liveMessages.interrupted });
    yield* feed.stream({ signal, stillSignedIn: () => stillSignedIn(ctx.consoleAuth, ctx.http, ctx.user.id) });
  }),
});
