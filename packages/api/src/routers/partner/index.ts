import { publicProcedure, router } from '../../trpc.ts';
import { forwardCookies } from '../admin/session/cookies.ts';
import { refuseInBatch } from '../admin/session/sign-in.handler.ts';
import { signInInput } from '../admin/session/sign-in.schema.ts';
import { setPasswordInput, statementInput } from './partner.schema.ts';
import { earningsHandler, meHandler, referralsHandler, statementHandler } from './portal.handler.ts';
import { partnerProcedure } from './procedures.ts';
import { setPasswordHandler, signInHandler } from './session.handler.ts';

const sessionRouter = router({
  signIn: publicProcedure.input(signInInput).mutation(({ ctx, input }) => signInHandler(ctx, input)),
  /** Ends the session on the server, not only in the browser. */
  signOut: partnerProcedure.mutation(async ({ ctx }) => {
    refuseInBatch(ctx.http);
    const result = await ctx.consoleAuth.api.signOut({ headers: ctx.http.headers, returnHeaders: true });
    forwardCookies(ctx.http, result.headers);
    return { signedOut: true };
  }),
  setPassword: publicProcedure.input(setPasswordInput).mutation(({ ctx, input }) => setPasswordHandler(ctx, input)),
});

/**
 * The partners' portal (/partner): a partner's own link, referrals and earnings. tRPC only: no REST path, not in
 * openapi.json. Nothing here reads another partner's rows or any person's contact details.
 */
export const partnerRouter = router({
  session: sessionRouter,
  me: partnerProcedure.query(({ ctx }) => meHandler(ctx)),
  referrals: partnerProcedure.query(({ ctx }) => referralsHandler(ctx)),
  earnings: partnerProcedure.query(({ ctx }) => earningsHandler(ctx)),
  statement: partnerProcedure.input(statementInput).query(({ ctx, input }) => statementHandler(ctx, input)),
});
