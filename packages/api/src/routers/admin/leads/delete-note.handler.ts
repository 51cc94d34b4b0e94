import { consoleMessages, NOTE_DELETE_MINUTES } from '@sme/domain';
import { z } from 'zod';
import type { Context } from '../../../context.ts';
import { audit } from '../../../services/audit.ts';
import { notFound, rejected } from '../../../trpc.ts';
import type { ConsoleUser } from '../procedures.ts';

export const deleteNoteInput = z.object({ eventId: z.string().uuid(consoleMessages.noteNotFound) });

type SignedIn = Context & { user: ConsoleUser };

/**
 * An author takes back their own note within NOTE_DELETE_MINUTES of adding it (a slip, the wrong lead). The timeline
 * keeps that there was a note, by whom and when, not what it said; audited. Someone else's note, or an older one,
 * is refused: the timeline is the team's record.
 */
export async function deleteNoteHandler(ctx: SignedIn, input: z.output<typeof deleteNoteInput>) {
  const note = await ctx.prisma.leadEvent.findUnique({
    where: { id: input.eventId },
    select: { id: true, leadId: true, type: true, actorId: true, createdAt: true },
  });
  if (!note || note.type !== 'note_added') throw notFound(consoleMessages.noteNotFound);
  if (note.actorId !== ctx.user.id) throw rejected(consoleMessages.noteNotYours);
  const until = note.createdAt.getTime() + NOTE_DELETE_MINUTES * 60_000;
  if (Date.now() > until) throw rejected(consoleMessages.noteTooOld);
  await ctx.prisma.$transaction(async (tx) => {
    // Still a note (not deleted meanwhile from another tab): the text goes, the entry stays.
    const { count } = await tx.leadEvent.updateMany({
      where: { id: note.id, type: 'note_added' },
      data: { type: 'note_deleted', detail: {} },
    });
    if (count === 0) throw notFound(consoleMessages.noteNotFound);
    await audit(tx, { actorId: ctx.user.id, action: 'lead.note-delete', leadId: note.leadId });
  });
  return { deleted: true };
}
