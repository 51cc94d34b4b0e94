import { serverMessages, type WaterWasteService } from '@sme/domain';
import { z } from 'zod';
import { leadId } from '../guest-lead/lead-id.ts';

/** water/submit and waste/submit: the path names the service; a service field, if sent, must agree. */
export const waterWasteServiceInput = (service: WaterWasteService) =>
  z.object({
    id: leadId,
    service: z
      .string({ error: serverMessages.chooseWaterOrWaste })
      .trim()
      .refine((value) => value.toLowerCase() === service.toLowerCase(), {
        error: serverMessages.chooseWaterOrWaste,
        params: { code: 'invalid_value' },
      })
      .optional()
      .meta({ description: `'${service}' (optional: the path already says it).`, example: service }),
  });
