import { leadKinds, PARTNER_RATE_MAX_PENCE, partnerMessages, partnerMonthPattern } from '@sme/domain';
import { z } from 'zod';
import { leadIdInput } from '../leads/filters.schema.ts';

export const partnerId = z.uuid(partnerMessages.partnerNotFound);
export const month = z.string().trim().regex(partnerMonthPattern, partnerMessages.monthInvalid);

/** The lead of a partner registration: approving it, or asking how it stands. */
export const registrationInput = z.object({ leadId: leadIdInput.shape.id });
export const partnerInput = z.object({ partnerId });
/** A partner's portal access: off (disabled) or on again. */
export const setAccessInput = z.object({ partnerId, disabled: z.boolean() });

/** No partner: the default rate of the kind. A null amount: the partner's own rate goes (the default applies). */
export const setRateInput = z.object({
  partnerId: partnerId.optional(),
  kind: z.enum(leadKinds),
  amountPence: z
    .number(partnerMessages.rateInvalid)
    .int(partnerMessages.rateInvalid)
    .min(0, partnerMessages.rateInvalid)
    .max(PARTNER_RATE_MAX_PENCE, partnerMessages.rateInvalid)
    .nullable(),
});

export const statementInput = z.object({ partnerId, month });

/** What became of the invitation e-mail: sent, or the link for the admin to pass on and why. */
export const invitationOutput = z.union([
  z.object({ sent: z.literal(true) }),
  z.object({ sent: z.literal(false), link: z.string(), reason: z.string() }),
]);
