import { leadKinds, type LeadKindValue } from '@sme/domain';
import { MESSAGE } from './export-csv.ts';

/** What a visitor's "Prefer we call you?" request adds to a quote's or application's answers (quote-calls.ts). */
const callbackAnswers = [
  'Call back: name',
  'Call back: phone',
  'Callback reference',
  'Call back on',
  'Best time to call',
  'Email for a confirmation',
];

const person = ['Name', 'Email', 'Phone'];
const guestLead = ['Postcode', 'Address', 'Business name'];

/**
 * Every answer a kind's lead page can show, in its order there: the export's columns. Written out because the file's
 * header is sent before its rows are read; the export's test checks each kind's answers against this list, so an
 * answer added to a kind and not here fails it.
 */
export const answerColumns: Record<LeadKindValue, readonly string[]> = {
  contact_us: [...person, 'Business name', 'Business address', MESSAGE, 'Sent from the page', 'Service'],
  popup: [...person, 'Sent from the page'],
  partner_registration: [...person, 'Business address'],
  energy: [...guestLead, 'Service', 'Current supplier', 'Contract end date', ...callbackAnswers],
  water_waste: [
    ...guestLead,
    'Service',
    'Average annual water usage',
    'Bins required',
    'Bin capacity (litres)',
    'Collections',
    ...callbackAnswers,
  ],
  business_loan: [
    'Amount to borrow',
    'Term',
    'Company name',
    'Legal form',
    'Regulated credit',
    'Company address',
    'Post code',
    'Trading name',
    'Trading address',
    'Trading post code',
    'Business category',
    'Monthly turnover',
    ...callbackAnswers,
  ],
  cash_advance: [
    'Business name',
    'Card provider',
    'How payments are taken',
    'Where the business sells',
    'Product',
    'Country',
    ...callbackAnswers,
  ],
};

/**
 * The answer columns of a file holding these kinds: each kind's in the inbox's order of kinds, a label shared by two
 * kinds ("Business name") once, and the message left to its own column.
 */
export function answerLabelsFor(kinds: readonly LeadKindValue[]): string[] {
  const present = new Set(kinds);
  const labels = new Set<string>();
  for (const kind of leadKinds) {
    if (!present.has(kind)) continue;
    for (const label of answerColumns[kind]) if (label !== MESSAGE) labels.add(label);
  }
  return [...labels];
}
