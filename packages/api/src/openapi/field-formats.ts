import {
  binCollectionOptions,
  businessCategories,
  businessLocationOptions,
  cardProviders,
  loanTerms,
  suppliers,
  takePaymentOptions,
} from '@sme/domain';
import type { SchemaObject } from './types.ts';

/**
 * What the server checks by rule, said where tools look: a client generator, a validating proxy or a sampler reads
 * `enum`, `format` and `pattern`, not prose. The fields keep their legacy names on every call, so they are named
 * once here. The server is more forgiving than these (any letter case on a choice, '12' for '12 months'): the
 * document states the canonical values, which it always takes.
 */
const choices: Record<string, readonly string[]> = {
  take_payment: takePaymentOptions,
  business_location: businessLocationOptions,
  card_provider: cardProviders,
  borrow_month: loanTerms,
  business_cat: businessCategories,
  supplier: suppliers,
  bin_collected_days: binCollectionOptions,
};

/** Any case and spacing, as normalizePostcode reads it (spaces anywhere are dropped). */
const ukPostcode = String.raw`^\s*[A-Za-z]\s*[A-Za-z]?\s*\d\s*[A-Za-z\d]?\s*\d\s*[A-Za-z]\s*[A-Za-z]\s*$`;
/** isPlausiblePhone: digits with spaces, brackets, dots or dashes, an optional leading +; 7 to 15 digits. */
const phone = String.raw`^\+?[\d\s().-]+$`;

const formats: Record<string, SchemaObject> = {
  email: { format: 'email' },
  phone: { pattern: phone },
  post_code: { pattern: ukPostcode },
  postcode: { pattern: ukPostcode },
};

/**
 * Worked values for fields the schemas leave without one, so that a body a tool builds from the document reads like a
 * real one and passes (the contact form needs a name, a phone and a business name on most pages).
 */
const examples: Record<string, string> = {
  email: 'sam.carter@carterbakery.co.uk',
  phone: '07700 900456',
  name: 'Sam Carter',
  first_name: 'Sam Carter',
  business_name: 'Carter Bakery Ltd',
  business_address: '3 Mill Lane, York, YO1 7HH',
  message: 'Our gas contract ends in June: what could we pay?',
};

/** A field a form may leave blank: its format, or nothing at all. */
const orBlank = (schema: SchemaObject, format: SchemaObject): SchemaObject => {
  const {
    description,
    example,
    default: fallback,
    ...text
  } = schema as SchemaObject & { description?: string; example?: unknown; default?: unknown };
  return {
    ...(description ? { description } : {}),
    ...(example !== undefined ? { example } : {}),
    ...(fallback !== undefined ? { default: fallback } : {}),
    anyOf: [
      { ...text, ...format },
      { type: 'string', maxLength: 0 },
    ],
  };
};

/** Each body's (and each shape's) fields given their enum, format or pattern; `required` tells blank-able ones. */
export function tightenBody(schema: SchemaObject): SchemaObject {
  const shape = schema as SchemaObject & {
    properties?: Record<string, SchemaObject>;
    required?: string[];
    oneOf?: SchemaObject[];
  };
  if (shape.oneOf) return { ...shape, oneOf: shape.oneOf.map(tightenBody) };
  if (!shape.properties) return schema;
  const properties = Object.fromEntries(
    Object.entries(shape.properties).map(([name, field]) => {
      const options = choices[name];
      if (options) return [name, { ...field, enum: [...options] }];
      const isText = (field as { type?: unknown }).type === 'string';
      const withExample =
        isText && examples[name] && !('example' in field) ? { ...field, example: examples[name] } : field;
      const format = formats[name];
      if (!format || !isText) return [name, withExample];
      return [name, shape.required?.includes(name) ? { ...withExample, ...format } : orBlank(withExample, format)];
    }),
  );
  return { ...shape, properties };
}
