import { z } from 'zod';
import { isStorableText } from '../rules/text-fields.ts';

// The card-machine catalogue as the console edits it: one set of rules and messages for the form (react-hook-form
// with zodResolver) and the server. The form holds every figure as the text typed (a blank figure is one the
// business has not entered: null, and not shown to visitors); the schemas read that text, or the number a caller
// of the API sends, and hand over exact values: decimals as text (no floating point on the way to the database)
// and fees as pounds, which the server turns into pence with poundsToPence.

export const CATALOGUE_PRODUCT_NAME_MAX = 120;
export const CATALOGUE_LIST_NAME_MAX = 80;
export const MONTHLY_CHARGE_MAX = 10_000;
export const RATE_PERCENT_MAX = 10;
export const PENCE_PER_TRANSACTION_MAX = 100;
export const CONTRACT_MONTHS_MAX = 120;
/** The largest exit or set-up fee, in pence (£10,000.00). */
export const CATALOGUE_FEE_MAX_PENCE = 1_000_000;

/** The four lists a product is described by, each edited in the console like the others. */
export const catalogueListKinds = ['term', 'acquirer', 'manufacturer', 'feature'] as const;
export type CatalogueListKind = (typeof catalogueListKinds)[number];

/** How the console names each list: its heading, and one of its rows in a sentence. */
export const catalogueListLabels: Record<CatalogueListKind, { plural: string; one: string }> = {
  term: { plural: 'Terms', one: 'term' },
  acquirer: { plural: 'Acquirers', one: 'acquirer' },
  manufacturer: { plural: 'Manufacturers', one: 'manufacturer' },
  feature: { plural: 'Features', one: 'feature' },
};

export const catalogueMessages = {
  productNameMissing: "Please enter the card machine's name.",
  productNameTooLong: `A card machine's name can be at most ${CATALOGUE_PRODUCT_NAME_MAX} characters.`,
  productNameTaken: 'Another card machine already has this name. Please choose another.',
  imageMissing: 'Please upload a picture of the card machine.',
  featuresMissing: 'Please choose at least one feature.',
  termMissing: 'Please choose a term.',
  acquirerMissing: 'Please choose an acquirer.',
  manufacturerMissing: 'Please choose a manufacturer.',
  monthlyCharge: `Please enter the monthly charge in whole pounds, from £0 to £${MONTHLY_CHARGE_MAX.toLocaleString('en-GB')}.`,
  ratePercent: (card: 'debit' | 'credit') =>
    `Please enter the ${card} card rate as a per cent from 0 to ${RATE_PERCENT_MAX}, with at most 3 decimals (e.g. 0.35), or leave it blank.`,
  pencePerTransaction: (card: 'debit' | 'credit') =>
    `Please enter the pence per ${card} card payment, from 0 to ${PENCE_PER_TRANSACTION_MAX}, with at most 2 decimals (e.g. 2.5), or leave it blank.`,
  contractMonths: `Please enter the contract length in whole months, from 0 to ${CONTRACT_MONTHS_MAX}, or leave it blank.`,
  fee: (fee: 'exit' | 'set-up') =>
    `Please enter the ${fee} fee in pounds and pence, from £0.00 to £10,000.00, or leave it blank.`,
  listNameMissing: 'Please enter a name.',
  listNameTooLong: `A name can be at most ${CATALOGUE_LIST_NAME_MAX} characters.`,
  listNameTaken: (one: string) => `Another ${one} already has this name. Please choose another.`,
  logoMissing: "Please upload the acquirer's logo.",
  unstorable: (field: string) => `${field} contains characters we cannot store.`,
  productNotFound: 'That card machine is not in the catalogue.',
  listRowNotFound: (one: string) => `That ${one} is not in the catalogue.`,
  versionNotFound: 'That version is not in the history.',
  /** Someone saved the row after the editor opened it: their change would be lost. */
  conflict: (who: string | null) =>
    `${who ?? 'Someone'} changed this after you opened it. Reload to see their change, then make yours again.`,
  /** Retiring a list row that current products still use would leave them pointing at a retired one. */
  listRowInUse: (one: string, products: number) =>
    `This ${one} is used by ${products} current card machine${products === 1 ? '' : 's'}. Change or retire ${products === 1 ? 'it' : 'them'} first.`,
  /** A product on a retired list row would show a choice the public filters no longer offer. */
  retiredChoice: (one: string) => `That ${one} is retired. Please choose a current one, or reinstate it first.`,
  agentReadOnly: 'Only administrators and editors change the catalogue: you can read it here.',
} as const;

/** Blank (nothing typed), as a form or a JSON null sends it. */
const blankToText = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value;

/** Whole pounds 0..10,000, from a number or digits typed. */
const wholeIn = (message: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value),
    z.int({ error: message }).min(0, message).max(max, message),
  );

/** A choice from one of the lists: its id, as a select sends it (digits) or a caller (a number). */
const listId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value),
    z.int({ error: message }).min(1, message).max(2_147_483_647, message),
  );

/** An optional decimal in 0..max with at most `places` decimals: its text ("0.35"), or null when blank. */
const optionalDecimal = (message: string, max: number, places: number) => {
  const pattern = new RegExp(`^\\d{1,6}(\\.\\d{1,${places}})?$`);
  return (
    z
      .preprocess(
        blankToText,
        z
          .string({ error: message })
          .trim()
          .refine((text) => text === '' || (pattern.test(text) && Number(text) <= max), message)
          .transform((text) => (text === '' ? null : text)),
      )
      // A caller of the API may leave a figure out: not entered, as a blank is.
      .optional()
      .transform((value) => value ?? null)
  );
};

/** An optional whole number in 0..max, or null when blank. */
const optionalWhole = (message: string, max: number) =>
  z
    .preprocess(
      blankToText,
      z
        .string({ error: message })
        .trim()
        .refine((text) => text === '' || (/^\d{1,6}$/.test(text) && Number(text) <= max), message)
        .transform((text) => (text === '' ? null : Number(text))),
    )
    .optional()
    .transform((value) => value ?? null);

/** An amount in pounds and pence as typed ("250", "12.5", "£1,250.00"), as its plain text ("1250.00"), or null. */
const optionalPounds = (message: string) =>
  z
    .preprocess(
      blankToText,
      z
        .string({ error: message })
        .transform((text) => text.trim().replace(/^£\s*/, '').replaceAll(',', ''))
        .refine(
          (text) => text === '' || (poundsPattern.test(text) && poundsToPence(text) <= CATALOGUE_FEE_MAX_PENCE),
          message,
        )
        .transform((text) => (text === '' ? null : poundsText(poundsToPence(text)))),
    )
    .optional()
    .transform((value) => value ?? null);

const poundsPattern = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * Pounds and pence as written ("12", "12.5", "12.50") as whole pence, read digit by digit: no floating point
 * between what was typed and what is stored (12.29 pounds is 1229 pence, never 1228.9999).
 */
export function poundsToPence(pounds: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(pounds.trim());
  if (!match) throw new Error(`Not an amount in pounds: ${pounds}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Whole pence as the form writes pounds: 1250 → "12.50". */
export function poundsText(pence: number): string {
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}

const productName = z
  .string({ error: catalogueMessages.productNameMissing })
  .trim()
  .min(1, catalogueMessages.productNameMissing)
  .max(CATALOGUE_PRODUCT_NAME_MAX, catalogueMessages.productNameTooLong)
  .refine(isStorableText, catalogueMessages.unstorable('The name'));

/** A stored image's path under /storage (e.g. cash_advance/product/pax-a920.svg), as the image field hands it. */
const storedImage = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(300, missing)
    .refine((path) => /^[a-z0-9_][\w./-]*$/i.test(path) && !path.includes('..'), missing);

/** A card machine as the console's form holds it and the server saves it. */
export const productSchema = z.object({
  name: productName,
  image: storedImage(catalogueMessages.imageMissing),
  featureIds: z.preprocess(
    // A form with no box ticked may hand over false rather than an empty list.
    (value) => (value === false || value === undefined || value === null ? [] : value),
    z
      .array(listId(catalogueMessages.featuresMissing), { error: catalogueMessages.featuresMissing })
      .min(1, catalogueMessages.featuresMissing)
      .max(100, catalogueMessages.featuresMissing)
      .transform((ids) => [...new Set(ids)]),
  ),
  termId: listId(catalogueMessages.termMissing),
  acquirerId: listId(catalogueMessages.acquirerMissing),
  manufacturerId: listId(catalogueMessages.manufacturerMissing),
  monthlyCharge: wholeIn(catalogueMessages.monthlyCharge, MONTHLY_CHARGE_MAX),
  debitRatePercent: optionalDecimal(catalogueMessages.ratePercent('debit'), RATE_PERCENT_MAX, 3),
  debitPencePerTransaction: optionalDecimal(
    catalogueMessages.pencePerTransaction('debit'),
    PENCE_PER_TRANSACTION_MAX,
    2,
  ),
  creditRatePercent: optionalDecimal(catalogueMessages.ratePercent('credit'), RATE_PERCENT_MAX, 3),
  creditPencePerTransaction: optionalDecimal(
    catalogueMessages.pencePerTransaction('credit'),
    PENCE_PER_TRANSACTION_MAX,
    2,
  ),
  contractMonths: optionalWhole(catalogueMessages.contractMonths, CONTRACT_MONTHS_MAX),
  exitFee: optionalPounds(catalogueMessages.fee('exit')),
  setUpFee: optionalPounds(catalogueMessages.fee('set-up')),
});

/** What the product form saves (checked): decimals as text, fees as pounds text, blanks as null. */
export type ProductValues = z.output<typeof productSchema>;

/** What the product form holds while it is typed in: every field as text, the features as ticked ids. */
export interface ProductFormValues {
  name: string;
  image: string;
  featureIds: string[];
  termId: string;
  acquirerId: string;
  manufacturerId: string;
  monthlyCharge: string;
  debitRatePercent: string;
  debitPencePerTransaction: string;
  creditRatePercent: string;
  creditPencePerTransaction: string;
  contractMonths: string;
  exitFee: string;
  setUpFee: string;
}

const listName = z
  .string({ error: catalogueMessages.listNameMissing })
  .trim()
  .min(1, catalogueMessages.listNameMissing)
  .max(CATALOGUE_LIST_NAME_MAX, catalogueMessages.listNameTooLong)
  .refine(isStorableText, catalogueMessages.unstorable('The name'));

/** A term, manufacturer or feature: its name. */
export const listRowSchema = z.object({ name: listName });

/** An acquirer: its name and its logo (a stored image's path). */
export const acquirerRowSchema = z.object({ name: listName, logo: storedImage(catalogueMessages.logoMissing) });

export type ListRowValues = z.output<typeof acquirerRowSchema> | z.output<typeof listRowSchema>;
