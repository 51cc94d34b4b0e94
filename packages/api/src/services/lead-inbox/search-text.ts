import type { LeadSummary } from './lead-summary.ts';

/**
 * What the inbox search matches for a lead: every searchable field lower-cased, phone numbers also as bare
 * digits and postcodes also without their space, so '07700900456' finds '07700 900456' and 'e16ql' finds 'E1 6QL'.
 */
export function searchTextOf(
  summary: Pick<LeadSummary, 'businessName' | 'personName' | 'email' | 'phone' | 'postCode'>,
) {
  const parts = [summary.businessName, summary.personName, summary.email, summary.phone, summary.postCode];
  if (summary.phone) parts.push(summary.phone.replace(/\D/g, ''));
  if (summary.postCode) parts.push(summary.postCode.replace(/\s/g, ''));
  return parts
    .filter((part): part is string => Boolean(part))
    .join(' | ')
    .toLowerCase();
}

/**
 * The forms of a search box entry that may appear in a lead's search text: as typed (lower-cased), and for
 * something that looks like a phone number or postcode, without its spaces.
 */
export function searchVariants(query: string): string[] {
  const typed = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!typed) return [];
  const compact = typed.replace(/\s/g, '');
  const phoneLike = /^[\d\s+()-]+$/.test(typed) ? typed.replace(/\D/g, '') : '';
  return [...new Set([typed, compact, phoneLike].filter((v) => v.length > 0))];
}
