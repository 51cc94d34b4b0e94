import { productFilterKeys, serverMessages, wholeNumber } from '@sme/domain';
import { z } from 'zod';

// Catalogue ids are PostgreSQL integers: a larger one names no filter (and must not reach the query).
const filterId = wholeNumber(serverMessages.filterNotFound, { min: 1, max: 2_147_483_647 });

/** The site's typed filters: at most one value per kind. */
export const catalogueInput = z
  .object({
    term_id: filterId.optional(),
    acquirer_id: filterId.optional(),
    manufacturer_id: filterId.optional(),
    feature_id: filterId.optional(),
  })
  .optional()
  .default({});

const idName = z.object({ id: z.number(), name: z.string() });

const figure = (description: string) => z.number().nullable().meta({ description });

/** A card machine as the public reads answer it: the legacy fields, then the figures a merchant compares. */
export const catalogueProduct = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  /** Whole pounds a month. */
  monthly_charge: z.number(),
  term: idName,
  acquirer: idName.extend({ logo: z.string() }),
  manufacturer: idName,
  features: z.array(idName),
  debit_rate_percent: figure(
    'Per cent of each debit card payment the merchant pays (e.g. 0.35 for 0.35%), up to 3 decimals; null when the business has not entered it.',
  ),
  debit_pence_per_transaction: figure(
    'Pence charged per debit card payment on top of the rate (e.g. 2.5), up to 2 decimals; null when not entered.',
  ),
  credit_rate_percent: figure(
    'Per cent of each credit card payment (e.g. 1.5), up to 3 decimals; null when not entered.',
  ),
  credit_pence_per_transaction: figure(
    'Pence charged per credit card payment on top of the rate, up to 2 decimals; null when not entered.',
  ),
  contract_months: figure('Length of the contract in whole months (0 for none); null when not entered.'),
  exit_fee: figure(
    'Fee in pounds with pence (e.g. 150.5 for £150.50) for leaving before the contract ends; null when not entered.',
  ),
  set_up_fee: figure('One-off fee in pounds with pence charged at the start; null when not entered.'),
});

export const catalogueOutput = z.object({
  collections: z.object({
    products: z.array(catalogueProduct),
    product_terms: z.array(idName),
    product_acquirers: z.array(idName.extend({ logo: z.string() })),
    product_manufacturers: z.array(idName),
    product_features: z.array(idName),
  }),
});

// The site sends at most one per kind; the cap keeps a crafted query from making the server parse thousands.
const MAX_FILTERS = productFilterKeys.length * 4;

/**
 * The legacy query: `ids[]={"term_id":3}&ids[]={"feature_id":2}` as axios sends it (each item a JSON object with
 * one key), or the bracket form `ids[0][term_id]=3`. Read into the typed filters; a later value of the same kind
 * wins.
 */
const legacyFilter = z.union([z.string(), z.record(z.string(), z.string())]);

export const getDataInput = z.object({
  // The REST layer hands a single query value over on its own, not in a list.
  ids: z
    .union([legacyFilter, legacyFilter.array().max(MAX_FILTERS)], {
      error: (issue) =>
        Array.isArray(issue.input) && issue.input.length > MAX_FILTERS
          ? serverMessages.tooManyFilters(MAX_FILTERS)
          : serverMessages.filterNotFound,
    })
    .optional()
    .meta({ description: 'Filters, one key each: term_id, acquirer_id, manufacturer_id or feature_id.' })
    .transform((items, ctx) => {
      const filters: Record<string, unknown> = {};
      for (const item of items === undefined ? [] : Array.isArray(items) ? items : [items]) {
        let entry: unknown = item;
        if (typeof item === 'string') {
          try {
            entry = JSON.parse(item);
          } catch {
            entry = null;
          }
        }
        const pairs = entry && typeof entry === 'object' && !Array.isArray(entry) ? Object.entries(entry) : [];
        if (pairs.length !== 1 || !(productFilterKeys as readonly string[]).includes(pairs[0]![0])) {
          ctx.addIssue({ code: 'custom', message: serverMessages.filterNotFound });
          return z.NEVER;
        }
        filters[pairs[0]![0]] = pairs[0]![1];
      }
      const parsed = catalogueInput.safeParse(filters);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: serverMessages.filterNotFound });
        return z.NEVER;
      }
      return parsed.data;
    }),
});
