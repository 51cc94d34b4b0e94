import { z } from 'zod';
import type { Context } from '../../../context.ts';
import { audit } from '../../../services/audit.ts';
import type { ConsoleUser } from '../procedures.ts';

export const setOnDutyInput = z.object({ on: z.boolean() });

type SignedIn = Pick<Context, 'prisma'> & { user: ConsoleUser };

/** Whether this user takes new leads in turn (LEAD_ROUND_ROBIN): their own switch in the console's header. */
export async function onDutyOf(ctx: SignedIn): Promise<boolean> {
  const found = await ctx.prisma.user.findUnique({ where: { id: ctx.user.id }, select: { onDuty: true } });
  return found?.onDuty ?? false;
}

/**
 * Puts the user on duty or takes them off; audited. Coming on duty does not jump the queue: the turn they last
 * had stays, so whoever waited longest still gets the next lead.
 */
export async function setOnDutyHandler(
  ctx: SignedIn,
  input: z.infer<typeof setOnDutyInput>,
): Promise<{ onDuty: boolean }> {
  await ctx.prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: ctx.user.id }, data: { onDuty: input.on } });
    await audit(tx, { actorId: ctx.user.id, action: 'user.on-duty', subjectId: ctx.user.id, detail: { on: input.on } });
  });
  return { onDuty: input.on };
}
