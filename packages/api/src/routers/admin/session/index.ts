import { publicProcedure, router } from '../../../trpc.ts';
import { consoleProcedure, staffProcedure } from '../procedures.ts';
import { forwardCookies } from './cookies.ts';
import { refuseInBatch, signInHandler } from './sign-in.handler.ts';
import { signInInput } from './sign-in.schema.ts';
import { audit } from '../../../services/audit.ts';
import { newLeadAlertsOf, setNewLeadAlertsHandler, setNewLeadAlertsInput } from './new-lead-alerts.handler.ts';
import { onDutyOf, setOnDutyHandler, setOnDutyInput } from './on-duty.handler.ts';

export const sessionRouter = router({
  signIn: publicProcedure.input(signInInput).mutation(({ ctx, input }) => signInHandler(ctx, input)),

  /** Ends the session on the server, not only in the browser. */
  signOut: staffProcedure.mutation(async ({ ctx }) => {
    refuseInBatch(ctx.http);
    const result = await ctx.consoleAuth.api.signOut({ headers: ctx.http.headers, returnHeaders: true });
    forwardCookies(ctx.http, result.headers);
    await audit(ctx.prisma, { actorId: ctx.user.id, action: 'sign-out' });
    return { signedOut: true };
  }),

  /** Who is signed in: the console shows the sign-in form when this is refused. */
  me: staffProcedure.query(async ({ ctx }) => ({
    ...ctx.user,
    newLeadAlerts: await newLeadAlertsOf(ctx),
    onDuty: await onDutyOf(ctx),
    /** LEAD_ROUND_ROBIN: whether being on duty brings new leads (the switch says when it does not). */
    leadRoundRobin: ctx.leadRoundRobin ?? false,
  })),

  /** The user's own choice of a notification and a sound for each new lead. */
  setNewLeadAlerts: consoleProcedure
    .input(setNewLeadAlertsInput)
    .mutation(({ ctx, input }) => setNewLeadAlertsHandler(ctx, input)),

  /** The user's own "On duty" switch: on, new leads come to them in turn (LEAD_ROUND_ROBIN). */
  setOnDuty: consoleProcedure.input(setOnDutyInput).mutation(({ ctx, input }) => setOnDutyHandler(ctx, input)),
});
