import {
  blogSections,
  contactSuccessDialog,
  loanMessages,
  messages,
  registerSuccessDialog,
  serverMessages,
} from '@sme/domain';
import { callbackRequestMessages } from '@sme/domain';
import { bookingRecorded } from '../routers/booking/booking.schema.ts';
import { savedMessage } from '../routers/guest-lead/lead-id.ts';
import type { ErrorCode, ErrorEntry } from '../error-codes.ts';

/** One problem of a refused example, as the server answers it: its message, its code and, for a field, the field. */
const refusal = (message: string, code: ErrorCode, field?: string): ErrorEntry => ({
  message,
  code,
  ...(field ? { field, fields: [field] } : {}),
});

/**
 * A worked example for every REST operation: one accepted call and, where a visitor's mistake is possible, one
 * refused call. They appear in openapi.json and on /api/docs, and the contract suite replays each of them
 * against the real server, so an example that stops being true fails the tests.
 */

/** The id every example uses; the contract suite puts a real id of the right flow in its place. */
export const EXAMPLE_ID = '3f0c2b9e-6a51-4d6b-9a8e-2f4f0a1c7d55';

/** The lead id a form's example answers; a real answer's differs on every new submission. */
const EXAMPLE_LEAD_ID = '9c4e2a71-5b3d-4f8e-a1c6-2d7b8e9f0a13';
const thanked = (message: string) => ({ message, collections: { lead_id: EXAMPLE_LEAD_ID } });

/** The event every booking example reports; the contract suite gives each call an event of its own. */
export const EXAMPLE_EVENT = 'GBGKDA7H3Q';

const booking = {
  uri: {
    event_uri: `https://api.calendly.com/scheduled_events/${EXAMPLE_EVENT}`,
    invitee_uri: `https://api.calendly.com/scheduled_events/${EXAMPLE_EVENT}/invitees/AD4MV2L7`,
  },
  id: EXAMPLE_ID,
};
const booked = { message: bookingRecorded };
const widgetBooked = { summary: 'The scheduling widget reported a booked call', body: booking, response: booked };
/** A flow's booking path: the widget's report, refused for an id that is not one of the flow's records. */
const bookedCall = (notThisFlow: string, message: string): OperationExamples => ({
  ok: [widgetBooked],
  refused: { summary: notThisFlow, body: booking, errors: [refusal(message, 'not_found')] },
});

const caller = {
  name: 'Sam Jones',
  phone: '07700 900456',
  best_time: 'Morning (9am to 12pm)',
  email: 'sam@example.co.uk',
};
/** The call's day and reference differ on every call: the contract suite checks them against their schema. */
const callbackTaken = {
  message: callbackRequestMessages.sent,
  collections: { id: EXAMPLE_ID },
  callback: {
    reference: 'CB-7K3Q9X',
    call_day: '2026-11-27',
    confirmation: "We'll call you on Friday 27 November, between 9am and 12pm. Your reference is CB-7K3Q9X.",
  },
};
const callbackRefused = {
  summary: 'No phone number',
  body: { id: EXAMPLE_ID, name: 'Sam Jones', phone: '' },
  errors: [refusal(callbackRequestMessages.phoneMissing, 'required', 'phone')],
};
/** A guest-lead flow's callback request: on the booking screen (by id), or for a postcode with no address. */
const guestCallback: OperationExamples = {
  ok: [
    {
      summary: 'On the booking screen: call me back about this quote',
      body: { id: EXAMPLE_ID, ...caller },
      response: callbackTaken,
    },
    {
      summary: 'A postcode with no address: a new lead with this request (answers its id)',
      body: { post_code: 'ZE3 9JW', name: 'Sam Jones', phone: '07700 900456' },
      response: callbackTaken,
    },
  ],
  refused: callbackRefused,
};
const applicationCallback: OperationExamples = {
  ok: [
    {
      summary: 'On the booking screen: call me back about this application',
      body: { id: EXAMPLE_ID, ...caller },
      response: callbackTaken,
    },
  ],
  refused: callbackRefused,
};
const leadId = { collections: { id: EXAMPLE_ID } };
/** What a merchant compares on a card machine, as the seed ships the PAX D135 (fees in pounds with pence). */
const cardMachineFigures = {
  debit_rate_percent: 0.69,
  debit_pence_per_transaction: 0,
  credit_rate_percent: 1.69,
  credit_pence_per_transaction: 0,
  contract_months: 1,
  exit_fee: 0,
  set_up_fee: 29,
};
const saved = { message: savedMessage, collections: { id: EXAMPLE_ID } };

const blogPost = {
  id: 10,
  title: 'What to Have Ready Before You Switch Business Energy or Water',
  url_title: 'what-to-have-ready-before-you-switch-business-energy-or-water',
  description: '<p>A switch goes faster, and quotes are more accurate, when you have the right details to hand.</p>',
  image: '/storage/blog/what-to-have-ready-before-you-switch-business-energy-or-water.svg',
  image_alt:
    'An electricity meter, a gas meter and a water droplet beside a folder of bills and a ticked checklist, representing the meter numbers and documents to gather before switching supplier',
  summary:
    'The documents, meter numbers and business details suppliers and brokers ask for when you switch business gas, electricity or water, and where to find each one.',
  topics: ['energy', 'water', 'business'],
  created_at: '2026-10-02T09:00:00.000Z',
};

const energyStart = {
  post_code: 'E1 6QL',
  full_address: 'Threadbare Magpie Vintage, 83 Brick Lane, LONDON, E1 6QL',
  bussiness_name: 'Threadbare Magpie Vintage',
};
const waterWasteStart = {
  post_code: 'SE1 1TL',
  full_address: 'Borough Yard Florists, 4 Stoney Street, LONDON, SE1 1TL',
  bussiness_name: 'Borough Yard Florists',
};

/** Step 1 of the loan, and what the loan's read answers of it. */
const loanStart = {
  company_name: 'Carter Bakery Ltd',
  legal_form: 'limited_company',
  company_address: '3 Mill Lane, YORK, YO1 7HH',
  post_code: 'YO1 7HH',
  tradding_name: 'Carter & Daughters',
  tradding_address: '9 Market Row, YORK, YO1 8AB',
  tradding_post_code: 'YO1 8AB',
  borrow_ammount: '25000',
  borrow_month: '12 months',
};
/** The merchant-service form that makes a cash-advance application, and what its read answers of it. */
const merchantStart = {
  location_data: [
    { label: 'Country', value: 'GB' },
    { label: 'Channel', value: 'Website' },
  ],
  take_payment: 'Face To Face',
  business_location: 'Store',
  business_name: 'Carter Bakery Ltd',
  card_provider: 'Dojo',
};

export interface ExampleCall {
  /** Path and query parameters by name. */
  parameters?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

export interface OperationExamples {
  /** Accepted calls: one, or one per shape of a multi-shape path (in the order of its oneOf). */
  ok: (ExampleCall & { summary: string; response: unknown })[];
  /** A visitor's mistake and the legacy 404 body it earns, one message per problem. */
  refused?: ExampleCall & { summary: string; errors: ErrorEntry[] };
}

/** Keyed by method and path as openapi.json spells them. */
export const operationExamples: Record<string, OperationExamples> = {
  'GET /blog/{section}': {
    ok: [
      { summary: 'The cards of the home page', parameters: { section: 'home' }, response: { collections: [blogPost] } },
    ],
    refused: {
      summary: 'A page without blog cards',
      parameters: { section: 'news' },
      errors: [refusal(serverMessages.oneOf('Section', blogSections), 'invalid_value', 'section')],
    },
  },
  'GET /blog': {
    ok: [
      {
        summary: 'The first page of posts, newest first',
        parameters: { page: 1, per_page: 6 },
        response: { collections: [blogPost], pagination: { page: 1, per_page: 6, total: 12, total_pages: 2 } },
      },
    ],
    refused: {
      summary: 'Pages are counted from 1',
      parameters: { page: 0 },
      errors: [refusal(serverMessages.wholeNumber('Page', 1, 10_000), 'too_small', 'page')],
    },
  },
  'GET /blog/details/{title}': {
    ok: [
      {
        summary: 'A post by its url title',
        parameters: { title: blogPost.url_title },
        response: { collections: blogPost },
      },
    ],
    refused: {
      summary: 'No such post',
      parameters: { title: 'no-such-post' },
      errors: [refusal(serverMessages.blogNotFound, 'not_found')],
    },
  },
  'POST /form-submit/contact-us': {
    ok: [
      {
        summary: 'The contact page form',
        body: {
          first_name: 'Amara Okafor',
          email: 'amara@okafor-studio.co.uk',
          phone: '07700 900123',
          business_name: 'Okafor Studio',
          business_address: '12 Park Row, LEEDS, LS1 5HD',
          message: 'We have three sites and want one energy contract.',
        },
        response: thanked(contactSuccessDialog.title),
      },
    ],
    refused: {
      summary: 'An email address that cannot be right',
      body: {
        first_name: 'Amara Okafor',
        email: 'amara@',
        phone: '07700 900123',
        business_name: 'Okafor Studio',
        business_address: '12 Park Row, LEEDS, LS1 5HD',
      },
      errors: [refusal(serverMessages.invalidEmail, 'invalid_format', 'email')],
    },
  },
  'POST /form-submit/register': {
    ok: [
      {
        summary: 'A partner registers for the affiliate programme',
        body: {
          name: 'Dev Patel',
          email: 'dev@patel-advisory.co.uk',
          phone: '07700 900456',
          business_address: '5 Queen Street, CARDIFF, CF10 2BU',
        },
        response: thanked(registerSuccessDialog.title),
      },
    ],
    refused: {
      summary: 'A phone number too short to dial',
      body: { name: 'Dev Patel', email: 'dev@patel-advisory.co.uk', phone: '123', business_address: '5 Queen Street' },
      errors: [refusal(serverMessages.invalidPhone, 'invalid_format', 'phone')],
    },
  },
  'POST /form-submit/popup': {
    ok: [
      {
        summary: 'The lead popup',
        body: { name: 'Sian Hughes', email: 'sian@hughes-dental.co.uk', phone: '02920 018123' },
        response: thanked(messages.popupSuccess),
      },
    ],
    refused: {
      summary: 'An email address that cannot be right',
      body: { name: 'Sian Hughes', email: 'sian.hughes', phone: '02920 018123' },
      errors: [refusal(serverMessages.invalidEmail, 'invalid_format', 'email')],
    },
  },
  'GET /address/{postcode}': {
    ok: [
      {
        summary: 'Business addresses at a postcode (any case and spacing)',
        parameters: { postcode: 'e16ql' },
        response: {
          collections: [
            {
              postCode: 'E1 6QL',
              envelopeAddress: {
                summaryLine: 'Threadbare Magpie Vintage, 83 Brick Lane, LONDON, E1 6QL',
                organisation: 'Threadbare Magpie Vintage',
              },
            },
          ],
        },
      },
    ],
    refused: {
      summary: 'Not a UK postcode',
      parameters: { postcode: 'E1' },
      errors: [refusal(serverMessages.invalidPostcode, 'invalid_format', 'postcode')],
    },
  },

  'POST /commecial-utility/post-code/submit': {
    ok: [{ summary: 'Start an energy quote at the chosen address', body: energyStart, response: leadId }],
    refused: {
      summary: 'Not a UK postcode',
      body: { ...energyStart, post_code: 'E1' },
      errors: [refusal(serverMessages.invalidPostcode, 'invalid_format', 'post_code')],
    },
  },
  'GET /commecial-utility/guest-info/get/{id}': {
    ok: [
      {
        summary: 'The answers saved so far',
        parameters: { id: EXAMPLE_ID },
        response: {
          collections: {
            id: EXAMPLE_ID,
            ...energyStart,
            service: 'Gas and Electricity',
            supplier: 'EDF',
            contact_end_date: '2027-03-31',
          },
        },
      },
      {
        summary: 'A water & waste quote (one guest-lead record): its own answers, in the same shape',
        parameters: { id: EXAMPLE_ID },
        response: {
          collections: { id: EXAMPLE_ID, ...waterWasteStart, service: 'Waste', supplier: null, contact_end_date: null },
        },
      },
    ],
    refused: {
      summary: 'An id that is not an energy or water & waste quote',
      parameters: { id: EXAMPLE_ID },
      errors: [refusal(serverMessages.quoteNotFound, 'not_found')],
    },
  },
  'POST /commecial-utility/business-name/submit': {
    ok: [
      {
        summary: 'Confirm the business name',
        body: { bussiness_name: 'Threadbare Magpie Ltd', id: EXAMPLE_ID },
        response: leadId,
      },
    ],
    refused: {
      summary: 'No business name',
      body: { bussiness_name: '', id: EXAMPLE_ID },
      errors: [refusal(messages.enterBusinessName, 'required', 'bussiness_name')],
    },
  },
  'POST /commecial-utility/service/submit': {
    ok: [{ summary: 'Choose the fuels', body: { id: EXAMPLE_ID, service: 'Gas and Electricity' }, response: leadId }],
    refused: {
      summary: 'A service not on offer',
      body: { id: EXAMPLE_ID, service: 'Oil' },
      errors: [refusal(messages.selectService, 'invalid_value', 'service')],
    },
  },
  'POST /commecial-utility/supplier/submit': {
    ok: [
      {
        summary: 'The current supplier and when the contract ends',
        body: { id: EXAMPLE_ID, supplier: 'EDF', contact_end_date: '2027-03-31' },
        response: saved,
      },
    ],
    refused: {
      summary: 'An end date that is not a date',
      body: { id: EXAMPLE_ID, supplier: 'SSE', contact_end_date: 'next spring' },
      errors: [refusal(serverMessages.contractEndDate, 'invalid_format', 'contact_end_date')],
    },
  },
  'POST /commecial-utility/client-personal-info-store': {
    ok: [
      widgetBooked,
      {
        summary: "A water & waste quote's booked call: recorded as the water & waste path records it",
        body: booking,
        response: booked,
      },
    ],
    refused: {
      summary: "Not a Calendly event: only the scheduling provider's event and invitee URIs are taken",
      body: { uri: { event_uri: 'https://evil.example', invitee_uri: 'https://evil.example/invitee' }, id: EXAMPLE_ID },
      errors: [
        refusal(serverMessages.bookingNotCalendly, 'invalid_format', 'uri.event_uri'),
        refusal(serverMessages.bookingInviteeOfEvent, 'invalid_format', 'uri.invitee_uri'),
      ],
    },
  },
  'POST /commecial-utility/callback-request': guestCallback,

  'POST /commecial-water-waste/post-code/submit': {
    ok: [{ summary: 'Start a water or waste quote at the chosen address', body: waterWasteStart, response: leadId }],
    refused: {
      summary: 'No address chosen',
      body: { ...waterWasteStart, full_address: '' },
      errors: [refusal(serverMessages.chooseAddress, 'required', 'full_address')],
    },
  },
  'GET /commecial-water-waste/guest-info/get/{id}': {
    ok: [
      {
        summary: 'The answers saved so far (a Waste quote)',
        parameters: { id: EXAMPLE_ID },
        response: {
          collections: {
            id: EXAMPLE_ID,
            ...waterWasteStart,
            service: 'Waste',
            annual_usage: null,
            require_bin: 2,
            bin_capacity: 1100,
            bin_collected_days: 'Twice a week',
          },
        },
      },
    ],
    refused: {
      summary: 'An id that is not a water or waste quote',
      parameters: { id: EXAMPLE_ID },
      errors: [refusal(serverMessages.quoteNotFound, 'not_found')],
    },
  },
  'POST /commecial-water-waste/business-name/submit': {
    ok: [
      {
        summary: 'Confirm the business name',
        body: { bussiness_name: 'Borough Yard Florists Ltd', id: EXAMPLE_ID },
        response: leadId,
      },
    ],
    refused: {
      summary: 'An id that is not a water or waste quote',
      body: { bussiness_name: 'Borough Yard Florists', id: EXAMPLE_ID },
      errors: [refusal(serverMessages.quoteNotFound, 'not_found')],
    },
  },
  'POST /commecial-water-waste/water/submit': {
    ok: [{ summary: 'A water quote', body: { id: EXAMPLE_ID, service: 'Water' }, response: saved }],
    refused: {
      summary: 'Waste sent to the water path',
      body: { id: EXAMPLE_ID, service: 'Waste' },
      errors: [refusal(serverMessages.chooseWaterOrWaste, 'invalid_value', 'service')],
    },
  },
  'POST /commecial-water-waste/waste/submit': {
    ok: [{ summary: 'A waste quote', body: { id: EXAMPLE_ID, service: 'Waste' }, response: saved }],
    refused: {
      summary: 'Water sent to the waste path',
      body: { id: EXAMPLE_ID, service: 'Water' },
      errors: [refusal(serverMessages.chooseWaterOrWaste, 'invalid_value', 'service')],
    },
  },
  'POST /commecial-water-waste/annual-usage/submit': {
    ok: [
      {
        summary: 'Annual water usage, as the visitor writes it (may be blank)',
        body: { annual_usage: '1,200 cubic metres', id: EXAMPLE_ID },
        response: saved,
      },
    ],
    refused: {
      summary: 'Usage sent as a number',
      body: { annual_usage: 1200, id: EXAMPLE_ID },
      errors: [refusal(serverMessages.notText('Annual usage'), 'invalid_type', 'annual_usage')],
    },
  },
  'POST /commecial-water-waste/waste-info/submit': {
    ok: [
      {
        summary: 'Bins, their size in litres and how often they are collected',
        body: { require_bin: 2, bin_capacity: 1100, bin_collected_days: 'Twice a week', id: EXAMPLE_ID },
        response: saved,
      },
    ],
    refused: {
      summary: 'Too many bins and an unknown size',
      body: { require_bin: 9, bin_capacity: 500, bin_collected_days: 'Twice a week', id: EXAMPLE_ID },
      errors: [
        refusal(serverMessages.binCount, 'too_large', 'require_bin'),
        refusal(serverMessages.binCapacity, 'too_small', 'bin_capacity'),
      ],
    },
  },
  'POST /commecial-water-waste/client-personal-info-store': bookedCall(
    'An id that is not a water or waste quote',
    serverMessages.quoteNotFound,
  ),
  'POST /commecial-water-waste/callback-request': guestCallback,

  'POST /business-loan/submit': {
    ok: [
      {
        summary: 'Step 1: basic information (answers the new application id)',
        body: loanStart,
        response: leadId,
      },
      {
        summary: 'Step 2: business category',
        body: { id: EXAMPLE_ID, business_cat: 'Health & Leisure' },
        response: leadId,
      },
      {
        summary: 'Step 3: monthly card turnover, from (thousand pounds)',
        body: { id: EXAMPLE_ID, monthly_turnover_from: 40 },
        response: leadId,
      },
    ],
    refused: {
      summary: 'Step 1 with too small an amount',
      body: {
        company_name: 'Carter Bakery Ltd',
        company_address: '3 Mill Lane, YORK, YO1 7HH',
        borrow_ammount: '2999',
        borrow_month: '12 months',
      },
      errors: [refusal(loanMessages.minAmount, 'too_small', 'borrow_ammount')],
    },
  },
  'GET /business-loan/get/{id}': {
    ok: [
      {
        summary: 'After step 1: steps 2 and 3 read null until answered, and step 2 is the one to send next',
        parameters: { id: EXAMPLE_ID },
        response: {
          collections: {
            id: EXAMPLE_ID,
            ...loanStart,
            business_cat: null,
            monthly_turnover_from: null,
            step_reached: 'category',
          },
        },
      },
    ],
    refused: {
      summary: 'An id that is not a loan application',
      parameters: { id: EXAMPLE_ID },
      errors: [refusal(serverMessages.applicationNotFound, 'not_found')],
    },
  },
  'POST /business-loan/client-personal-info-store': bookedCall(
    'An id that is not a loan application',
    serverMessages.applicationNotFound,
  ),
  'POST /business-loan/callback-request': applicationCallback,

  'GET /cash-advance/get-location-data': {
    ok: [
      {
        summary: "The visitor's country as the CDN reports it, and the channel",
        response: {
          collections: [
            { label: 'Country', value: 'GB' },
            { label: 'Channel', value: 'Website' },
          ],
        },
      },
    ],
  },
  'POST /cash-advance/store': {
    ok: [
      {
        summary: 'Create: the merchant-service form (answers the new application id)',
        body: merchantStart,
        response: leadId,
      },
      {
        summary: "Update: the chosen product ('Not sure' is allowed)",
        body: { product_id: 3, id: EXAMPLE_ID },
        response: leadId,
      },
    ],
    refused: {
      summary: 'A provider not on the list',
      body: {
        location_data: [],
        take_payment: 'Face To Face',
        business_location: 'Store',
        business_name: 'Carter Bakery Ltd',
        card_provider: 'Acme Pay',
      },
      errors: [refusal(serverMessages.cardProvider, 'invalid_value', 'card_provider')],
    },
  },
  'GET /cash-advance/get/{id}': {
    ok: [
      {
        summary: 'Made, with no product chosen yet: the product is the one to send next',
        parameters: { id: EXAMPLE_ID },
        response: {
          collections: { id: EXAMPLE_ID, ...merchantStart, product_id: null, step_reached: 'product' },
        },
      },
    ],
    refused: {
      summary: 'An id that is not a cash-advance application',
      parameters: { id: EXAMPLE_ID },
      errors: [refusal(serverMessages.applicationNotFound, 'not_found')],
    },
  },
  'GET /cash-advance/get-data': {
    ok: [
      {
        summary: 'Products on a monthly rolling term (axios sends ids[]={"term_id":1})',
        parameters: { ids: ['{"term_id":1}'] },
        response: {
          collections: {
            products: [
              {
                id: 3,
                name: 'PAX D135 card reader',
                image: '/storage/cash_advance/product/pax-d135-card-reader.svg',
                monthly_charge: 12,
                term: { id: 1, name: 'Monthly rolling' },
                acquirer: { id: 6, name: 'Dojo', logo: '/storage/cash_advance/product_acquirer/dojo.svg' },
                manufacturer: { id: 2, name: 'PAX' },
                features: [{ id: 1, name: 'Contactless' }],
                ...cardMachineFigures,
              },
            ],
            product_terms: [{ id: 1, name: 'Monthly rolling' }],
            product_acquirers: [{ id: 6, name: 'Dojo', logo: '/storage/cash_advance/product_acquirer/dojo.svg' }],
            product_manufacturers: [{ id: 2, name: 'PAX' }],
            product_features: [{ id: 1, name: 'Contactless' }],
          },
        },
      },
    ],
    refused: {
      summary: 'A filter not in the catalogue',
      parameters: { ids: ['{"term_id":999999}'] },
      errors: [refusal(serverMessages.filterNotFound, 'not_found')],
    },
  },
  'GET /cash-advance/get-product/{id}': {
    ok: [
      {
        summary: 'The card machine an application chose (retired ones too)',
        parameters: { id: '3' },
        response: {
          collections: {
            id: 3,
            name: 'PAX D135 card reader',
            image: '/storage/cash_advance/product/pax-d135-card-reader.svg',
            monthly_charge: 12,
            term: { id: 1, name: 'Monthly rolling' },
            acquirer: { id: 6, name: 'Dojo', logo: '/storage/cash_advance/product_acquirer/dojo.svg' },
            manufacturer: { id: 2, name: 'PAX' },
            features: [
              { id: 5, name: 'Apple Pay and Google Pay' },
              { id: 1, name: 'Contactless' },
            ],
            ...cardMachineFigures,
            retired: false,
          },
        },
      },
    ],
    refused: {
      summary: 'An id that is no card machine',
      parameters: { id: '999999' },
      errors: [refusal(serverMessages.productNotFound, 'not_found')],
    },
  },
  'POST /cash-advance/client-personal-info-store': bookedCall(
    'An id that is not a cash-advance application',
    serverMessages.applicationNotFound,
  ),
  'POST /cash-advance/callback-request': applicationCallback,
};
