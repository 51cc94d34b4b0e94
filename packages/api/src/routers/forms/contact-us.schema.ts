import { z } from 'zod';
import { contactEnquiryInput } from '@sme/domain';

export const contactUsInput = contactEnquiryInput;

/**
 * What a one-POST form answers: the message the site shows and, added for integrators (issue 45), the lead's id, so
 * a submission can be matched to the webhook that reports it. `lead_id`, not `id`: elsewhere `collections.id` is a
 * quote's or application's own id, passed back to its next step, which the webhook does not carry.
 */
export const submittedOutput = z.object({
  message: z.string(),
  collections: z.object({
    lead_id: z.uuid().meta({
      description:
        "The lead this submission made: the webhook's lead.id. The same submission again within the duplicate " +
        "window answers the first one's.",
      example: '9c4e2a71-5b3d-4f8e-a1c6-2d7b8e9f0a13',
    }),
  }),
});
