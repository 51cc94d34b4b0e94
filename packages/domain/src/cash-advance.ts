// Merchant cash advance: its closed lists and messages (spec §2, §5), free of zod so the browser can use them. A module
// of its own, apart from the loan's (funding.ts re-exports it): a page that needs the loan's lists does not load these.

/** Card payment providers offered on /merchant-service, in the spec's order. */
export const cardProviders = [
  'Merchant services',
  'Barclaycard',
  'Clover',
  'Dojo',
  'Elavon',
  'Emerchantpay',
  'EVQ',
  'Fiserv',
  'Global payments',
  'iZettle',
  'Stripe',
  'Sumup',
  'Trust pay',
  'World pay',
  'None of above',
] as const;
export type CardProvider = (typeof cardProviders)[number];

export const takePaymentOptions = ['Face To Face', 'Online E-Commerce'] as const;
export type TakePaymentOption = (typeof takePaymentOptions)[number];

export const businessLocationOptions = ['Store', 'Online'] as const;
export type BusinessLocationOption = (typeof businessLocationOptions)[number];

/** What the visitor may send instead of a product id on 'Choose your product'. */
export const PRODUCT_NOT_SURE = 'Not sure';

export const cashAdvanceMessages = {
  fillAllOptions: 'Please fill up all the options !',
} as const;

/** The product filters of 'Choose your product', by the query key the legacy client sends. */
export const productFilterKeys = ['term_id', 'acquirer_id', 'manufacturer_id', 'feature_id'] as const;
export type ProductFilterKey = (typeof productFilterKeys)[number];

/** '£25.00': whole pounds a month, as the product cards show them. */
export function formatMonthlyCharge(pounds: number): string {
  return `£${pounds}.00`;
}
