import { publicProcedure, router } from '../../../trpc.ts';
import { consoleProcedure } from '../procedures.ts';
import { forwardCookies } from './cookies.ts';
import { refuseInBatch, signInHandler } from './sign-in.handler.ts';
import { signInInput } from './sign-in.schema.ts';
import { audit } from '../../../services/audit.ts';

export const sessionRouter = router({
  signIn: publicProcedure.input(signInInput).mutation(({ ctx, input }) => signInHandler(ctx, input)),

  /** Ends the session on the server, not only in the browser. */
  signOut: consoleProcedure.mutation(async ({ ctx }) => {
    refuseInBatch(ctx.http);
    const result = await ctx.consoleAuth.api.signOut({ headers: ctx.http.headers, returnHeaders: true });
    forwardCookies(ctx.http, result.headers);
    await audit(ctx.prisma, { actorId: ctx.user.id, action: 'sign-out' });
    return { signedOut: true };
  }),

  /** Who is signed in: the console shows the sign-in form when this is refused. */
  me: consoleProcedure.query(({ ctx }) => ctx.user),
});
