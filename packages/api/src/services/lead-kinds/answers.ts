import { normalizePostcode } from '@sme/domain';
import type { Answer, LeadDetails } from './lead-kind.ts';

/** One answer, or none when the visitor left it empty. */
export const answer = (label: string, value: string | number | null | undefined): Answer[] =>
  value === null || value === undefined || value === '' ? [] : [{ label, value: String(value) }];

/** The person a form names, in the order staff read them. */
export const person = (row: { name: string | null; email: string | null; phone: string | null }): Answer[] => [
  ...answer('Name', row.name),
  ...answer('Email', row.email),
  ...answer('Phone', row.phone),
];

/** The inbox fields a kind leaves empty. */
export const noContact = { businessName: null, personName: null, email: null, phone: null, postCode: null };

/** What the inbox shows of a form that names a person and no business. */
export const personSummary = (row: { name: string; email: string; phone: string }, progress: string) => ({
  ...noContact,
  personName: row.name,
  email: row.email,
  phone: row.phone,
  progress,
});

/** The details of a form that is whole when sent: its answers, no product and no calls. */
export const formDetails = (answers: Answer[]): LeadDetails => ({
  answers,
  product: null,
  calls: [],
  callback: null,
  searchTerms: [],
});

/** A UK postcode inside a free-text address (the contact forms' and loan's addresses end with one). */
export function postcodeIn(address: string | null | undefined): string | null {
  const match = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})\b/i.exec(address ?? '');
  return match ? normalizePostcode(`${match[1]}${match[2]}`) : null;
}
