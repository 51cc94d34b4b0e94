import { consoleMessages, correctionMessages, searchTextOf } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../../context.ts';
import { audit } from '../../../services/audit.ts';
import { correctSubmission } from '../../../services/lead-kinds/correctable-answers.ts';
import { readSubmission, sourceLinkSelect, sourceOf } from '../../../services/lead-kinds/registry.ts';
import { fieldRejected, notFound, rejected } from '../../../trpc.ts';
import type { ConsoleUser } from '../procedures.ts';
import type { correctAnswerInput } from './correct-answer.schema.ts';

type WorkContext = Context & { user: ConsoleUser };

/**
 * Corrects an answer where the visitor's submission keeps it, so the site's own reads (the legacy REST ones too)
 * return the corrected value; then brings the inbox row in step (the database re-links the business from its keys)
 * and keeps the old value on the timeline. Never on an erased lead.
 */
export async function correctAnswerHandler(ctx: WorkContext, input: z.output<typeof correctAnswerInput>) {
  const lead = await ctx.prisma.lead.findUnique({
    where: { id: input.id },
    select: { id: true, kind: true, erasedAt: true, ...sourceLinkSelect },
  });
  if (!lead) throw notFound(consoleMessages.leadNotFound);
  const source = sourceOf(lead);
  if (lead.erasedAt || !source) throw rejected(correctionMessages.erased);

  return ctx.prisma.$transaction(async (tx) => {
    // Erased a moment ago: refused, and the row stays locked against an erasure until this commits.
    const locked = await tx.lead.updateMany({
      where: { id: lead.id, erasedAt: null },
      data: { lastActivityAt: new Date() },
    });
    if (locked.count === 0) throw rejected(correctionMessages.erased);
    const result = await correctSubmission(tx, source, input.field, input.value);
    if (!result.ok) {
      // The value's own fault is placed under the field the console typed it in.
      throw result.code ? fieldRejected('value', result.message, result.code) : rejected(result.message);
    }
    const { change } = result;
    if (!change) return { corrected: false };
    const submission = await readSubmission(tx, source);
    if (submission) {
      const { summary, details } = submission;
      await tx.lead.update({
        where: { id: lead.id },
        data: { ...summary, searchText: searchTextOf(summary, details.searchTerms) },
      });
    }
    await tx.leadEvent.create({
      data: {
        leadId: lead.id,
        type: 'answer_corrected',
        actorId: ctx.user.id,
        detail: { field: input.field, ...change },
      },
    });
    // The audit says which answer was corrected; the values are personal data, kept on the lead's timeline only.
    await audit(tx, { actorId: ctx.user.id, action: 'lead.correct', leadId: lead.id, detail: { field: input.field } });
    return { corrected: true };
  });
}
