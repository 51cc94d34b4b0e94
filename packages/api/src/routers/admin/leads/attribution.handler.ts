import { consoleMessages } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../../context.ts';
import { audit } from '../../../services/audit.ts';
import { settleEarning } from '../../../services/partners/earnings.ts';
import { notFound } from '../../../trpc.ts';
import type { ConsoleUser } from '../procedures.ts';
import type { setPartnerInput } from './attribution.schema.ts';
import { partnerNotFound } from './filters.schema.ts';

const partnerSelect = { id: true, name: true, code: true } as const;

/**
 * Staff correct who referred a lead (a partner's link lost on the way, or the wrong one): audited, and the
 * partner's earning follows in the same transaction (a Won lead's commission moves to the new partner, or goes).
 */
export async function setPartnerHandler(ctx: Context & { user: ConsoleUser }, input: z.output<typeof setPartnerInput>) {
  const lead = await ctx.prisma.lead.findUnique({ where: { id: input.id }, select: { id: true, partnerId: true } });
  if (!lead) throw notFound(consoleMessages.leadNotFound);
  const partner = input.partnerId
    ? await ctx.prisma.partner.findUnique({ where: { id: input.partnerId }, select: partnerSelect })
    : null;
  if (input.partnerId && !partner) throw notFound(partnerNotFound);
  if (lead.partnerId === (partner?.id ?? null)) return { referredBy: partner };
  await ctx.prisma.$transaction(async (tx) => {
    await tx.lead.update({ where: { id: lead.id }, data: { partnerId: partner?.id ?? null } });
    await audit(tx, {
      actorId: ctx.user.id,
      action: 'lead.partner',
      leadId: lead.id,
      ...(partner ? { subjectId: partner.id } : {}),
      detail: { from: lead.partnerId, to: partner?.id ?? null },
    });
    await settleEarning(tx, lead.id);
  });
  return { referredBy: partner };
}

/** The sources, media and campaigns the leads have, each once, for the inbox's filters. */
export async function sourceChoicesHandler(ctx: Context) {
  const { lead } = ctx.prisma;
  // GROUP BY in the database: Prisma's `distinct` reads every lead's row and removes repeats in memory.
  const [sources, media, campaigns] = await Promise.all([
    lead.groupBy({ by: ['source'], where: { source: { not: null } } }),
    lead.groupBy({ by: ['medium'], where: { medium: { not: null } } }),
    lead.groupBy({ by: ['campaign'], where: { campaign: { not: null } } }),
  ]);
  const sorted = (values: (string | null)[]) =>
    values.flatMap((value) => (value === null ? [] : [value])).sort((a, b) => a.localeCompare(b, 'en-GB'));
  return {
    sources: sorted(sources.map((row) => row.source)),
    media: sorted(media.map((row) => row.medium)),
    campaigns: sorted(campaigns.map((row) => row.campaign)),
  };
}
