import { formatUkDateTime } from '@sme/domain';
import { z } from 'zod';
import { runRetention } from '../../../services/lead-inbox/retention.ts';
import { router } from '../../../trpc.ts';
import { adminProcedure } from '../procedures.ts';

const AUDIT_PAGE_SIZE = 100;

/** Audit actions in people's words. */
const actionLabels: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-out': 'Signed out',
  'lead.status': 'Changed a lead’s status',
  'lead.note': 'Added a note to a lead',
  'lead.assign': 'Assigned a lead',
  'lead.contact': 'Logged a call or e-mail to a lead',
  'lead.do_not_contact': 'Marked a lead do not contact',
  'lead.correct': 'Corrected an answer on a lead',
  'lead.erase': 'Erased a person’s data from a lead',
  'lead.export': 'Exported leads as CSV',
  'retention.erase': 'Erased a lead past its retention period',
  'retention.run': 'Ran the retention job',
  'user.create': 'Created a user',
  'user.role': 'Changed a user’s role',
  'user.disable': 'Disabled a user',
  'partner.disable': 'Turned off a partner’s portal access',
  'partner.enable': 'Turned a partner’s portal access back on',
  'user.enable': 'Enabled a user',
  'user.unlock': 'Unlocked a user’s sign-in',
  'finance.loan.saved': 'Saved the loan figures',
  'finance.loan.cleared': 'Cleared the loan figures',
  'finance.cashAdvance.saved': 'Saved the cash advance figures',
  'finance.cashAdvance.cleared': 'Cleared the cash advance figures',
  'finance.energyRates.saved': 'Saved the energy rates',
  'finance.energyRates.cleared': 'Cleared the energy rates',
  'finance.climateChangeLevy.saved': 'Saved the Climate Change Levy rates',
  'finance.climateChangeLevy.cleared': 'Cleared the Climate Change Levy rates',
  'finance.claims.saved': 'Saved the evidence of the site’s claims',
  'finance.claims.cleared': 'Cleared the site’s claims',
};

export const auditRouter = router({
  list: adminProcedure
    .input(z.object({ page: z.number().int().min(1).max(10_000).default(1) }))
    .query(async ({ ctx, input }) => {
      const [entries, total] = await Promise.all([
        ctx.prisma.auditEntry.findMany({
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: (input.page - 1) * AUDIT_PAGE_SIZE,
          take: AUDIT_PAGE_SIZE,
          include: { actor: { select: { name: true } } },
        }),
        ctx.prisma.auditEntry.count(),
      ]);
      const subjectIds = [...new Set(entries.map((entry) => entry.subjectId).filter((id): id is string => !!id))];
      const subjects = new Map(
        (await ctx.prisma.user.findMany({ where: { id: { in: subjectIds } }, select: { id: true, name: true } })).map(
          (user) => [user.id, user.name],
        ),
      );
      return {
        page: input.page,
        pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
        entries: entries.map((entry) => ({
          id: entry.id,
          at: entry.createdAt.toISOString(),
          when: formatUkDateTime(entry.createdAt),
          who: entry.actor?.name ?? (entry.actorId ? 'A removed user' : 'System'),
          action: entry.action,
          what: actionLabels[entry.action] ?? entry.action,
          leadId: entry.leadId,
          subject: entry.subjectId ? (subjects.get(entry.subjectId) ?? null) : null,
          detail: entry.detail as Record<string, unknown>,
        })),
      };
    }),

  /** Runs the retention job now (it also runs by itself once a day). */
  runRetention: adminProcedure.mutation(({ ctx }) => runRetention(ctx.prisma)),
});
