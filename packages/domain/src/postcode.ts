/** A UK postcode with any case and spacing: outward code (2-4 characters) and inward code (digit + 2 letters). */
const ukPostcode = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/;

/** 'sw1a1aa', ' SW1A  1AA ' -> 'SW1A 1AA'; null when it is not a UK postcode. */
export function normalizePostcode(input: string): string | null {
  const compact = input.toUpperCase().replace(/\s+/g, '');
  const match = ukPostcode.exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}
