import { z } from 'zod';

const textOrNumber = z.union([z.string(), z.number()]);

/**
 * POST /api/cash-advance/store takes the legacy client's two shapes on one path: create (the merchant-service
 * form) and update (id and product_id). Each is checked by its own schema in the handler.
 */
export const storeInput = z.object({
  location_data: z
    .array(z.object({ label: z.string(), value: z.string() }))
    .optional()
    .meta({ description: 'Create: as GET /api/cash-advance/get-location-data answered it.' }),
  take_payment: z.string().optional().meta({ description: "Create: 'Face To Face' or 'Online E-Commerce'." }),
  business_location: z.string().optional().meta({ description: "Create: 'Store' or 'Online'." }),
  business_name: z.string().optional().meta({ description: 'Create: the registered company name.' }),
  card_provider: z.string().optional().meta({ description: 'Create: the current card payment provider.' }),
  id: z.string().optional().meta({ description: 'Update: the id create returned.' }),
  product_id: textOrNumber.optional().meta({ description: "Update: a product id, or 'Not sure'." }),
});
