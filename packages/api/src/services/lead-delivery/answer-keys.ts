import type { Answer } from '../lead-kinds/lead-kind.ts';

/**
 * The webhook's stable name for each answer, with every label the kinds give it. Labels are written for people and
 * differ between kinds ("Postcode" on a quote, "Post code" on a loan; "Business name" and "Company name"), and staff
 * may reword them; a receiver maps `answers_by_key` once. One concept has one key in every kind. A reworded label
 * keeps its old spelling here as well, since events already waiting in the outbox carry it.
 */
export const answerFields = {
  name: { labels: ['Name'], about: "The person's name (contact form, popup, partner registration)." },
  email: { labels: ['Email'], about: "The person's e-mail address (contact form, popup, partner registration)." },
  phone: { labels: ['Phone'], about: "The person's phone number (contact form, popup, partner registration)." },
  business_name: {
    labels: ['Business name', 'Company name'],
    about: "The business's (or the borrowing company's) name.",
  },
  business_address: {
    labels: ['Business address', 'Address', 'Company address'],
    about: "The business's address: as typed on a form, or chosen from the postcode's addresses on a quote.",
  },
  post_code: { labels: ['Postcode', 'Post code'], about: "The business's UK postcode." },
  trading_name: { labels: ['Trading name'], about: 'The name the company trades under, when it differs (loan).' },
  trading_address: { labels: ['Trading address'], about: 'Where the company trades, when it differs (loan).' },
  trading_post_code: { labels: ['Trading post code'], about: 'The trading address’s postcode (loan).' },
  message: { labels: ['Message'], about: 'What the visitor wrote (contact form).' },
  page: { labels: ['Sent from the page'], about: 'The page of the site the form was sent from.' },
  service: {
    labels: ['Service'],
    about:
      'The service asked about: e.g. "Gas and Electricity" (energy), "Water" (water & waste), or the contact form’s.',
  },
  current_supplier: { labels: ['Current supplier'], about: 'The energy supplier today (energy).' },
  contract_end_date: {
    labels: ['Contract end date'],
    about: 'When the energy contract ends, as people write it ("31 March 2027"), or that the visitor is not sure.',
  },
  annual_water_usage: { labels: ['Average annual water usage'], about: 'As the visitor typed it (water & waste).' },
  bins_required: { labels: ['Bins required'], about: 'How many bins (water & waste).' },
  bin_capacity_litres: { labels: ['Bin capacity (litres)'], about: 'Each bin’s size in litres (water & waste).' },
  bin_collections: { labels: ['Collections'], about: 'How often the bins are collected (water & waste).' },
  borrow_amount: { labels: ['Amount to borrow'], about: 'In pounds, as people write it ("£25,000") (loan).' },
  borrow_term: { labels: ['Term'], about: 'In months ("12 months") (loan).' },
  legal_form: { labels: ['Legal form'], about: 'Sole trader, partnership, limited company… (loan).' },
  regulated_credit: {
    labels: ['Regulated credit'],
    about: 'Whether the loan is regulated credit: "Yes", "No" or "Not known" (loan).',
  },
  business_category: { labels: ['Business category'], about: 'The trade the business is in (loan).' },
  monthly_turnover: { labels: ['Monthly turnover'], about: 'The turnover band, in pounds (loan).' },
  card_provider: { labels: ['Card provider'], about: 'Who takes the card payments today (cash advance).' },
  take_payment: { labels: ['How payments are taken'], about: 'How the business takes payments (cash advance).' },
  business_location: { labels: ['Where the business sells'], about: 'In a shop or online (cash advance).' },
  product: { labels: ['Product'], about: 'The product chosen, or that the visitor is not sure (cash advance).' },
  country: { labels: ['Country'], about: 'The country the visitor was in (cash advance).' },
  callback_name: { labels: ['Call back: name'], about: 'Who to call back (callback request).' },
  callback_phone: { labels: ['Call back: phone'], about: 'The number to call back (callback request).' },
  callback_reference: { labels: ['Callback reference'], about: 'The code the visitor was given, e.g. CB-7K3Q9X.' },
  callback_day: { labels: ['Call back on'], about: 'The day the visitor was told we call, in words.' },
  callback_best_time: { labels: ['Best time to call'], about: 'The window the visitor chose, or "Any time".' },
  callback_email: { labels: ['Email for a confirmation'], about: 'Where the callback confirmation went.' },
} as const satisfies Record<string, { labels: readonly string[]; about: string }>;

export type AnswerKey = keyof typeof answerFields;

/** Each answer by its stable key; an answer whose label has no key here is left out rather than given a guessed one. */
export type AnswersByKey = Partial<Record<AnswerKey, string>>;

const keyOfLabel = new Map<string, AnswerKey>(
  (Object.entries(answerFields) as [AnswerKey, { labels: readonly string[] }][]).flatMap(([key, field]) =>
    field.labels.map((label) => [label, key] as const),
  ),
);

export const answerKeyOf = (label: string): AnswerKey | undefined => keyOfLabel.get(label);

export function answersByKey(answers: readonly Answer[]): AnswersByKey {
  const keyed: AnswersByKey = {};
  for (const { label, value } of answers) {
    const key = keyOfLabel.get(label);
    if (key) keyed[key] = value;
  }
  return keyed;
}
