import { consoleMessages, followUpMessages, followUpTimeProblem } from '@sme/domain';
import { z } from 'zod';

/**
 * When to be reminded: an instant (ISO 8601 with its offset, e.g. 2026-11-27T09:00:00.000Z). The console turns the
 * agent's UK-time pick into it, so the server never guesses a zone. In the future, at most a year ahead.
 */
const dueAt = z.iso
  .datetime({ offset: true, message: followUpMessages.badTime })
  .transform((value) => new Date(value))
  .superRefine((at, ctx) => {
    const problem = followUpTimeProblem(at);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const setFollowUpInput = z.object({
  leadId: z.string().uuid(consoleMessages.leadNotFound),
  dueAt,
});

export const followUpIdInput = z.object({ id: z.string().uuid(followUpMessages.notFound) });
