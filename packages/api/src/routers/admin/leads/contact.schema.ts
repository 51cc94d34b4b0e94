import {
  businessRecordMessages,
  CONTACT_NOTE_MAX,
  DO_NOT_CONTACT_REASON_MAX,
  contactChannels,
  contactMessages,
  isOutcomeOf,
  isStorableText,
  serverMessages,
  type ContactOutcome,
} from '@sme/domain';
import { z } from 'zod';
import { leadIdInput } from './filters.schema.ts';

/** A call or e-mail logged on a lead: how it went (one of that channel's outcomes) and an optional note. */
export const logContactInput = leadIdInput
  .extend({
    channel: z.enum(contactChannels),
    outcome: z.string().max(40),
    text: z
      .string()
      .trim()
      .max(CONTACT_NOTE_MAX, contactMessages.noteTooLong)
      .refine(isStorableText, serverMessages.unstorable('Note'))
      .optional()
      .transform((text) => text || undefined),
    /** Other open enquiries from the same business to log the same call or e-mail on, each with its own entry. */
    alsoIds: z.array(z.string().uuid(businessRecordMessages.notLinked)).max(50).default([]),
  })
  .superRefine((input, context) => {
    if (!isOutcomeOf(input.channel, input.outcome)) {
      const message = input.channel === 'call' ? contactMessages.chooseCallOutcome : contactMessages.chooseEmailOutcome;
      context.addIssue({ code: 'custom', path: ['outcome'], message });
    }
  })
  .transform((input) => ({ ...input, outcome: input.outcome as ContactOutcome }));

export const doNotContactInput = leadIdInput.extend({
  reason: z
    .string()
    .trim()
    .min(1, contactMessages.reasonRequired)
    .max(DO_NOT_CONTACT_REASON_MAX, contactMessages.reasonTooLong)
    .refine(isStorableText, serverMessages.unstorable('Reason')),
});
