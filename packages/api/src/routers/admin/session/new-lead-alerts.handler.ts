import { z } from 'zod';
import type { Context } from '../../../context.ts';
import { audit } from '../../../services/audit.ts';
import type { ConsoleUser } from '../procedures.ts';

export const setNewLeadAlertsInput = z.object({ on: z.boolean() });

type SignedIn = Pick<Context, 'prisma'> & { user: ConsoleUser };

/** Whether this user asked for a notification and a sound for each new lead (kept per user, on every device). */
export async function newLeadAlertsOf(ctx: SignedIn): Promise<boolean> {
  const found = await ctx.prisma.user.findUnique({ where: { id: ctx.user.id }, select: { newLeadAlerts: true } });
  return found?.newLeadAlerts ?? false;
}

/** Switches the user's own alerts on or off; audited, as every choice a user makes in the console is. */
export async function setNewLeadAlertsHandler(
  ctx: SignedIn,
  input: z.infer<typeof setNewLeadAlertsInput>,
): Promise<{ newLeadAlerts: boolean }> {
  await ctx.prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: ctx.user.id }, data: { newLeadAlerts: input.on } });
    await audit(tx, {
      actorId: ctx.user.id,
      action: 'user.alerts',
      subjectId: ctx.user.id,
      detail: { on: input.on },
    });
  });
  return { newLeadAlerts: input.on };
}
