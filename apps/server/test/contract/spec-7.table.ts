import type { Method, RecordKind } from './requests.ts';

/**
 * Spec §7, "The calls it makes", as the contract suite reads it: every row served at /api (the external postcode
 * lookup aside, served here through GET /api/address/{postcode}), with what the server answers when an
 * integrator leaves a field out or sends it as the wrong type. The accepted and refused calls themselves are
 * the documented examples of openapi.json (packages/api/src/openapi/examples.ts), replayed by the suite.
 */
export interface ContractRow {
  method: Method;
  /** The path after /api, as openapi.json spells it (misspellings included). */
  path: string;
  /** What the call works on when its example names an id; made fresh through the documented calls. */
  record?: RecordKind;
  /** What each documented example works on, where they differ (one per example; `record` is the first's). */
  exampleRecords?: RecordKind[];
  /** The answer to an id that is unknown, malformed or of another flow. */
  notFound?: string;
  /** The other flow whose ids the path refuses, where it takes the other guest-lead flow's (spec §3). */
  otherFlow?: RecordKind;
  /** One entry per documented example: each body field of the spec's payload, and how it is checked. */
  fields?: Record<string, FieldRule>[];
  /** Whether the accepted answer equals the documented example, or (content that varies) matches its schema. */
  answer: 'as documented' | 'schema';
  /** Fields of an 'as documented' answer that differ on every call (a callback's reference): checked by schema. */
  varies?: string[];
  /** Headers an integrator's infrastructure adds (the country a CDN reports). */
  headers?: Record<string, string>;
}

export interface FieldRule {
  /** Left out (or blank in a form): accepted, or refused with these messages. */
  missing: 'accepted' | string[];
  /** Sent as an object, a list or null: refused with these messages. */
  wrongType: string[];
}

const quoteNotFound = 'We could not find this quote. Please start again with your postcode.';
const applicationNotFound = 'We could not find this application. Please start again.';
const bookingInvalid = 'The booking details are not valid.';
const required = '* This field is required';
const fillAllOptions = 'Please fill up all the options !';

const optional = (wrongType: string) => ({ missing: 'accepted' as const, wrongType: [wrongType] });
const checked = (message: string) => ({ missing: [message], wrongType: [message] });
const eachRequired = (missing: string, wrongType: string) => ({ missing: [missing], wrongType: [wrongType] });

const booking = (path: string, record: RecordKind, notFound: string, more: Partial<ContractRow> = {}): ContractRow => ({
  method: 'POST',
  path,
  record,
  notFound,
  fields: [{ uri: checked(bookingInvalid), id: checked(notFound) }],
  answer: 'as documented',
  ...more,
});

/**
 * Spec §3 keeps one guest-lead record for both flows, and §7 lists its guest-info and booking calls under
 * /commecial-utility: those two take a water & waste lead too (their second example), so the other flow whose
 * ids they refuse is the loan's.
 */
const takesWaterWasteLeads = (second: RecordKind): Partial<ContractRow> => ({
  exampleRecords: ['energy', second],
  otherFlow: 'loan',
});

const postCodeStep = (path: string): ContractRow => ({
  method: 'POST',
  path,
  fields: [
    {
      post_code: checked('Please enter a valid UK postcode.'),
      full_address: checked('Please choose your address.'),
      bussiness_name: optional('Business name must be text.'),
    },
  ],
  answer: 'as documented',
});

const businessNameStep = (path: string, record: RecordKind): ContractRow => ({
  method: 'POST',
  path,
  record,
  notFound: quoteNotFound,
  fields: [{ bussiness_name: checked('Please enter business name !'), id: checked(quoteNotFound) }],
  answer: 'as documented',
});

const waterOrWasteStep = (path: string): ContractRow => ({
  method: 'POST',
  path,
  record: 'water-waste',
  notFound: quoteNotFound,
  // The path names the service, so the field may be left out; anything else in it is refused.
  fields: [{ id: checked(quoteNotFound), service: optional('Please choose Water or Waste.') }],
  answer: 'as documented',
});

/** "Prefer we call you?" beside each flow's booking call (issue 12): the visitor's fields, checked as the form does. */
const callbackFields = {
  name: eachRequired('Please enter your name.', 'Name must be text.'),
  phone: eachRequired('Please enter a phone number we can call you on.', 'Phone must be text.'),
  best_time: optional(
    'Best time to call must be one of: As soon as possible, Morning (9am to 12pm), Lunchtime (12pm to 2pm), Afternoon (2pm to 6pm).',
  ),
  email: optional('Email must be text.'),
};
const idOrPostcode = 'Please send the quote id or the postcode.';
const guestCallback = (path: string, record: RecordKind): ContractRow => ({
  method: 'POST',
  path,
  record,
  notFound: quoteNotFound,
  fields: [
    { id: eachRequired(idOrPostcode, quoteNotFound), ...callbackFields },
    {
      post_code: eachRequired(idOrPostcode, 'Post code must be text.'),
      name: callbackFields.name,
      phone: callbackFields.phone,
    },
  ],
  answer: 'as documented',
  varies: ['callback'],
});
const applicationCallback = (path: string, record: RecordKind): ContractRow => ({
  method: 'POST',
  path,
  record,
  notFound: applicationNotFound,
  fields: [{ id: checked(applicationNotFound), ...callbackFields }],
  answer: 'as documented',
  varies: ['callback'],
});

/**
 * Operations spec §7 does not list, added for integrators, each with the issue that added it. They are held to every
 * check a row of the spec is (examples replayed; unknown, malformed and other-flow ids; the header), and the spec's
 * rows keep theirs unchanged.
 */
const beyondSpec7: ContractRow[] = [
  // Issue 45: the loan and cash-advance applications read back by id, as the quotes' guest-info reads are.
  {
    method: 'GET',
    path: '/business-loan/get/{id}',
    record: 'loan',
    notFound: applicationNotFound,
    answer: 'as documented',
  },
  {
    method: 'GET',
    path: '/cash-advance/get/{id}',
    record: 'cash-advance',
    notFound: applicationNotFound,
    answer: 'as documented',
  },
];

export const spec7: ContractRow[] = [
  { method: 'GET', path: '/blog/{section}', answer: 'schema' },
  { method: 'GET', path: '/blog', answer: 'schema' },
  { method: 'GET', path: '/blog/details/{title}', answer: 'schema' },
  {
    method: 'POST',
    path: '/form-submit/contact-us',
    // Without a page, the shorter contact-us form's rule: any one field is enough.
    fields: [
      {
        first_name: optional('Name must be text.'),
        email: optional('Email must be text.'),
        phone: optional('Phone must be text.'),
        business_name: optional('Business name must be text.'),
        business_address: optional('Business address must be text.'),
        message: optional('Message must be text.'),
      },
    ],
    answer: 'as documented',
    // Issue 45: the lead's id, new on every new submission; the message stays exactly as documented.
    varies: ['collections'],
  },
  {
    method: 'POST',
    path: '/form-submit/register',
    fields: [
      {
        name: eachRequired('All fields are required to be filled.', 'Name must be text.'),
        email: eachRequired('All fields are required to be filled.', 'Email must be text.'),
        phone: eachRequired('All fields are required to be filled.', 'Phone must be text.'),
        business_address: eachRequired('All fields are required to be filled.', 'Business address must be text.'),
      },
    ],
    answer: 'as documented',
    // Issue 45: the lead's id, new on every new submission; the message stays exactly as documented.
    varies: ['collections'],
  },
  {
    method: 'POST',
    path: '/form-submit/popup',
    fields: [
      {
        name: eachRequired('Form data missing !', 'Name must be text.'),
        email: eachRequired('Form data missing !', 'Email must be text.'),
        phone: eachRequired('Form data missing !', 'Phone must be text.'),
      },
    ],
    answer: 'as documented',
    // Issue 45: the lead's id, new on every new submission; the message stays exactly as documented.
    varies: ['collections'],
  },
  { method: 'GET', path: '/address/{postcode}', answer: 'schema' },

  postCodeStep('/commecial-utility/post-code/submit'),
  {
    method: 'GET',
    path: '/commecial-utility/guest-info/get/{id}',
    record: 'energy',
    ...takesWaterWasteLeads('waste'),
    notFound: quoteNotFound,
    answer: 'schema',
  },
  businessNameStep('/commecial-utility/business-name/submit', 'energy'),
  {
    method: 'POST',
    path: '/commecial-utility/service/submit',
    record: 'energy',
    notFound: quoteNotFound,
    fields: [{ id: checked(quoteNotFound), service: checked('Please select a service !') }],
    answer: 'as documented',
  },
  {
    method: 'POST',
    path: '/commecial-utility/supplier/submit',
    record: 'energy',
    notFound: quoteNotFound,
    fields: [
      { id: checked(quoteNotFound), supplier: checked('Data missing !'), contact_end_date: checked('Data missing !') },
    ],
    answer: 'as documented',
  },
  booking(
    '/commecial-utility/client-personal-info-store',
    'energy',
    quoteNotFound,
    takesWaterWasteLeads('water-waste'),
  ),
  guestCallback('/commecial-utility/callback-request', 'energy'),

  postCodeStep('/commecial-water-waste/post-code/submit'),
  {
    method: 'GET',
    path: '/commecial-water-waste/guest-info/get/{id}',
    record: 'waste',
    notFound: quoteNotFound,
    answer: 'schema',
  },
  businessNameStep('/commecial-water-waste/business-name/submit', 'water-waste'),
  waterOrWasteStep('/commecial-water-waste/water/submit'),
  waterOrWasteStep('/commecial-water-waste/waste/submit'),
  {
    method: 'POST',
    path: '/commecial-water-waste/annual-usage/submit',
    record: 'water',
    notFound: quoteNotFound,
    // Free text that may be blank: the adviser asks on the call.
    fields: [{ annual_usage: optional('Annual usage must be text.'), id: checked(quoteNotFound) }],
    answer: 'as documented',
  },
  {
    method: 'POST',
    path: '/commecial-water-waste/waste-info/submit',
    record: 'waste',
    notFound: quoteNotFound,
    fields: [
      {
        require_bin: checked('The number of bins must be a whole number from 1 to 4.'),
        bin_capacity: checked('The bin capacity must be 1100, 2200 or 3300 litres.'),
        bin_collected_days: checked(
          'Please choose how often your bins are collected: Once in a week, Twice a week or Thrice a week.',
        ),
        id: checked(quoteNotFound),
      },
    ],
    answer: 'as documented',
  },
  booking('/commecial-water-waste/client-personal-info-store', 'water-waste', quoteNotFound),
  guestCallback('/commecial-water-waste/callback-request', 'water-waste'),

  {
    method: 'POST',
    path: '/business-loan/submit',
    record: 'loan',
    notFound: applicationNotFound,
    fields: [
      {
        company_name: eachRequired(required, 'Company name must be text.'),
        company_address: optional('Company address must be text.'),
        tradding_name: optional('Trading name must be text.'),
        tradding_address: optional('Trading address must be text.'),
        // Added for issue 29: the post codes typed, kept on the application.
        post_code: optional('Post code must be text.'),
        tradding_post_code: optional('Trading post code must be text.'),
        // Added for issue 44: the legal form, which the wizard requires and REST clients may leave out.
        legal_form: optional(
          'Legal form must be one of: sole_trader, partnership_2_or_3, partnership_4_or_more, limited_company, llp, other.',
        ),
        borrow_ammount: eachRequired(required, '* Please input numbers only'),
        borrow_month: eachRequired(required, 'Please choose a term of 6, 12, 24 or 36 months.'),
      },
      { id: checked(applicationNotFound), business_cat: eachRequired(required, 'Please select one first !') },
      {
        id: checked(applicationNotFound),
        monthly_turnover_from: eachRequired(
          required,
          'The monthly turnover must be 0, 20, 40, 60, 80 or 100 (thousand pounds).',
        ),
      },
    ],
    answer: 'as documented',
  },
  booking('/business-loan/client-personal-info-store', 'loan', applicationNotFound),
  applicationCallback('/business-loan/callback-request', 'loan'),

  {
    method: 'GET',
    path: '/cash-advance/get-location-data',
    headers: { 'cf-ipcountry': 'GB' },
    answer: 'as documented',
  },
  {
    method: 'POST',
    path: '/cash-advance/store',
    record: 'cash-advance',
    notFound: applicationNotFound,
    fields: [
      {
        location_data: optional('The location data is not valid.'),
        take_payment: checked(fillAllOptions),
        business_location: checked(fillAllOptions),
        business_name: checked(fillAllOptions),
        card_provider: checked(fillAllOptions),
      },
      { product_id: checked('That product is not in our catalogue.'), id: checked(applicationNotFound) },
    ],
    answer: 'as documented',
  },
  { method: 'GET', path: '/cash-advance/get-data', answer: 'schema' },
  // Beyond spec §7 (issue 31): the product an application names, retired or not.
  { method: 'GET', path: '/cash-advance/get-product/{id}', answer: 'schema' },
  booking('/cash-advance/client-personal-info-store', 'cash-advance', applicationNotFound),
  applicationCallback('/cash-advance/callback-request', 'cash-advance'),
  ...beyondSpec7,
];

/** Query strings as the legacy clients write them (axios, qs, by hand), each with what it must answer. */
export const legacyQueries: { url: string; path: string; status: 200 | 404; messages?: string[] }[] = [
  ...['home', 'utility', 'payment', 'business', 'about'].map((section) => ({
    url: `/api/blog/${section}`,
    path: '/blog/{section}',
    status: 200 as const,
  })),
  { url: '/api/blog/', path: '/blog', status: 200 },
  { url: '/api/blog?page=2&per_page=3', path: '/blog', status: 200 },
  { url: '/api/blog?page=0', path: '/blog', status: 404, messages: ['Page must be a whole number from 1 to 10000.'] },
  { url: '/api/blog?page=two', path: '/blog', status: 404, messages: ['Page must be a whole number from 1 to 10000.'] },
  { url: '/api/blog?page=0x1', path: '/blog', status: 404, messages: ['Page must be a whole number from 1 to 10000.'] },
  {
    url: '/api/blog?per_page=500',
    path: '/blog',
    status: 404,
    messages: ['Per page must be a whole number from 1 to 50.'],
  },
  {
    url: '/api/blog/news',
    path: '/blog/{section}',
    status: 404,
    messages: ['Section must be one of: home, utility, payment, business, about.'],
  },
  {
    url: `/api/blog/details/${'a'.repeat(301)}`,
    path: '/blog/details/{title}',
    status: 404,
    messages: ['Blog post not found.'],
  },
  { url: '/api/address/E1%206QL', path: '/address/{postcode}', status: 200 },
  { url: '/api/address/e1 6ql', path: '/address/{postcode}', status: 200 },
  {
    url: `/api/address/${'E'.repeat(41)}`,
    path: '/address/{postcode}',
    status: 404,
    messages: ['Please enter a valid UK postcode.'],
  },
  { url: '/api/cash-advance/get-data', path: '/cash-advance/get-data', status: 200 },
  {
    url: `/api/cash-advance/get-data?ids[]=${encodeURIComponent('{"term_id":1}')}`,
    path: '/cash-advance/get-data',
    status: 200,
  },
  {
    url: `/api/cash-advance/get-data?ids[]=${encodeURIComponent('{"term_id":1}')}&ids[]=${encodeURIComponent('{"feature_id":1}')}`,
    path: '/cash-advance/get-data',
    status: 200,
  },
  {
    url: '/api/cash-advance/get-data?ids[0][term_id]=1&ids[1][acquirer_id]=6',
    path: '/cash-advance/get-data',
    status: 200,
  },
  {
    url: `/api/cash-advance/get-data?ids=${encodeURIComponent('{"manufacturer_id":2}')}`,
    path: '/cash-advance/get-data',
    status: 200,
  },
  {
    url: `/api/cash-advance/get-data?ids[]=${encodeURIComponent('{"colour_id":1}')}`,
    path: '/cash-advance/get-data',
    status: 404,
    messages: ['That filter is not in our catalogue.'],
  },
  {
    url: '/api/cash-advance/get-data?ids[]=term_id',
    path: '/cash-advance/get-data',
    status: 404,
    messages: ['That filter is not in our catalogue.'],
  },
  {
    url: '/api/cash-advance/get-data?ids[0][term_id]=monthly',
    path: '/cash-advance/get-data',
    status: 404,
    messages: ['That filter is not in our catalogue.'],
  },
  {
    url: '/api/cash-advance/get-data?ids[0][term_id]=0x1',
    path: '/cash-advance/get-data',
    status: 404,
    messages: ['That filter is not in our catalogue.'],
  },
  {
    url: `/api/cash-advance/get-data?${Array.from({ length: 17 }, () => 'ids[]=%7B%22term_id%22%3A1%7D').join('&')}`,
    path: '/cash-advance/get-data',
    status: 404,
    messages: ['Please send at most 16 filters.'],
  },
];
