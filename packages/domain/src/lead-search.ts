/** The fields of a lead the inbox search looks in. */
export interface SearchableLead {
  businessName: string | null;
  personName: string | null;
  email: string | null;
  phone: string | null;
  postCode: string | null;
}

/**
 * What the inbox search matches for a lead: every searchable field lower-cased, phone numbers also as bare
 * digits and postcodes also without their space, so '07700900456' finds '07700 900456' and 'e16ql' finds 'E1 6QL'.
 * `references` (callback references, 'CB-7K3Q9X') are also kept without their dash, for 'cb 7k3q9x' typed.
 */
export function searchTextOf(summary: SearchableLead, references: readonly string[] = []): string {
  const parts = [summary.businessName, summary.personName, summary.email, summary.phone, summary.postCode];
  if (summary.phone) parts.push(summary.phone.replace(/\D/g, ''));
  if (summary.postCode) parts.push(summary.postCode.replace(/\s/g, ''));
  for (const reference of references) parts.push(reference, reference.replace(/[^A-Za-z\d]/g, ''));
  return parts
    .filter((part): part is string => Boolean(part))
    .join(' | ')
    .toLowerCase();
}

/**
 * The forms of a search box entry to look for in a lead's search text. A phone number is looked for as its
 * digits and a whole postcode without its space (the search text holds both forms): a search on those alone
 * stays selective, where '07700 9' would match every number that shares the common prefix. Anything else as
 * typed (lower-cased), and without its spaces too.
 */
export function searchVariants(query: string): string[] {
  const typed = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!typed) return [];
  const compact = typed.replace(/\s/g, '');
  if (/^[\d\s+()-]+$/.test(typed) && /\d/.test(typed)) return [typed.replace(/\D/g, '')];
  if (/^[a-z]{1,2}\d[a-z\d]?\d[a-z]{2}$/.test(compact)) return [compact];
  return [...new Set([typed, compact])];
}
