import { attributionFields, botTrapFields, cashAdvanceMessages, serverMessages } from '@sme/domain';
import { z } from 'zod';

// A field of the wrong type answers with the message its shape's own schema gives, never zod's wording.
const missing = cashAdvanceMessages.fillAllOptions;
const locationText = z.string({ error: serverMessages.locationData });

/**
 * POST /api/cash-advance/store takes the legacy client's two shapes on one path: create (the merchant-service
 * form) and update (id and product_id). Each is checked by its own schema in the handler.
 */
export const storeInput = z.object({
  location_data: z
    .array(z.object({ label: locationText, value: locationText }, { error: serverMessages.locationData }), {
      error: serverMessages.locationData,
    })
    .optional()
    .meta({ description: 'Create: as GET /api/cash-advance/get-location-data answered it.' }),
  take_payment: z
    .string({ error: missing })
    .optional()
    .meta({ description: "Create: 'Face To Face' or 'Online E-Commerce'." }),
  business_location: z.string({ error: missing }).optional().meta({ description: "Create: 'Store' or 'Online'." }),
  business_name: z.string({ error: missing }).optional().meta({ description: 'Create: the registered company name.' }),
  card_provider: z
    .string({ error: missing })
    .optional()
    .meta({ description: 'Create: the current card payment provider.' }),
  id: z
    .string({ error: serverMessages.applicationNotFound })
    .optional()
    .meta({ description: 'Update: the id create returned.' }),
  product_id: z
    .union([z.string(), z.number()], { error: serverMessages.productNotFound })
    .optional()
    .meta({ description: "Update: a product id, or 'Not sure'." }),
  /** Create's form carries them; handed on to it as sent. */
  ...botTrapFields,
  ...attributionFields,
});
