// The spec's closed lists as the tests expect them, written out once. The product keeps its own copy
// (packages/domain), which its pages and procedures use: a test compares what they show or accept with this one, so a
// slip in the product's list fails the test instead of being echoed by it. Plain data without Playwright, so the
// vitest suites can import it too.

/** Spec §2 'Merchant service': the card payment providers, in its order. */
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

/** The loan wizard's 'Business category' step, in its order. */
export const businessCategories = [
  'Retail',
  'Food, Catering & Hospitality',
  'Health & Leisure',
  'Construction',
  'Adult',
  'School & Education',
  'Business & Personal service',
  'Other',
] as const;

/** Spec §3: the energy suppliers we compare, in its order (the wizard's list offers 'I am not sure' first as well). */
export const energySuppliers = [
  'Scottish Power',
  'YGP',
  'E-on Next',
  'EDF',
  'Opus Energy',
  'E-on',
  'YU Energy',
  'SSE',
  'BGL',
  'Corona Energy',
  'BGB',
] as const;
