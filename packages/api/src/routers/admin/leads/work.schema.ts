import { consoleMessages, isStorableText, leadStatuses, serverMessages } from '@sme/domain';
import { z } from 'zod';
import { leadIdInput } from './filters.schema.ts';

export const setStatusInput = leadIdInput.extend({ status: z.enum(leadStatuses) });

export const addNoteInput = leadIdInput.extend({
  text: z
    .string()
    .trim()
    .min(1, 'Please write the note first.')
    .max(5000, 'A note can be at most 5000 characters.')
    .refine(isStorableText, serverMessages.unstorable('Note')),
  /** The draft's own key (the console makes one per note): the same note sent twice is stored once. */
  key: z.uuid().optional(),
});

/** null: nobody. */
export const assignInput = leadIdInput.extend({
  assigneeId: z.string().trim().min(1).max(64).refine(isStorableText, consoleMessages.userNotFound).nullable(),
});
