import { callbackRequestMessages, leadKindLabels, leadKinds } from '@sme/domain';
import { leadEventTypes, type LeadEventPayload } from '../services/lead-delivery/lead-event.ts';
import { answerFields, answersByKey } from '../services/lead-delivery/answer-keys.ts';
import {
  TIMED_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_MS,
  WEBHOOK_TOLERANCE_SECONDS,
} from '../services/lead-delivery/webhook.ts';

const nullableString = { type: ['string', 'null'] };

/** The body of every webhook call: { id, type, occurred_at, lead }. */
export const leadEventSchema = {
  type: 'object',
  required: ['id', 'type', 'occurred_at', 'lead'],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'The event id: the same on every retry (X-Webhook-Id).' },
    type: { type: 'string', enum: Object.values(leadEventTypes) },
    occurred_at: { type: 'string', format: 'date-time' },
    lead: {
      type: 'object',
      required: [
        'id',
        'kind',
        'kind_label',
        'status',
        'progress',
        'received_at',
        'answers',
        'answers_by_key',
        'console_url',
      ],
      properties: {
        id: { type: 'string', format: 'uuid' },
        kind: { type: 'string', enum: [...leadKinds] },
        kind_label: { type: 'string', enum: Object.values(leadKindLabels) },
        status: { type: 'string', enum: ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] },
        progress: { type: 'string', description: 'How far the visitor got, in words ("Call booked").' },
        received_at: { type: 'string', format: 'date-time' },
        business_name: nullableString,
        person_name: nullableString,
        email: nullableString,
        phone: nullableString,
        post_code: nullableString,
        answers: {
          type: 'array',
          description: 'Every answer, labelled as people read it.',
          items: {
            type: 'object',
            required: ['label', 'value'],
            properties: { label: { type: 'string' }, value: { type: 'string' } },
          },
        },
        answers_by_key: {
          type: 'object',
          description:
            'The same answers under stable snake_case keys: one concept has one key in every kind (`post_code` for ' +
            'the "Postcode" of a quote and the "Post code" of a loan; `business_name` for "Business name" and ' +
            '"Company name"). Each value is the labelled answer\'s text. A key is absent when the visitor left it ' +
            'empty or the kind does not ask it; keys may be added, never renamed.',
          properties: Object.fromEntries(
            Object.entries(answerFields).map(([key, field]) => [
              key,
              {
                type: 'string',
                description: `${field.about} Labelled ${field.labels.map((l) => `"${l}"`).join(' or ')}.`,
              },
            ]),
          ),
        },
        booked_calls: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              event_uri: { type: 'string' },
              invitee_uri: { type: 'string' },
              booked_at: { type: 'string', format: 'date-time' },
            },
          },
        },
        callback_request: {
          type: ['object', 'null'],
          properties: {
            name: { type: 'string' },
            phone: { type: 'string' },
            best_time: { type: 'string', description: 'Empty: any time.' },
            email: nullableString,
            reference: {
              type: ['string', 'null'],
              description: 'The code the visitor was given to quote, e.g. CB-7K3Q9X.',
            },
            call_day: {
              type: ['string', 'null'],
              format: 'date',
              description: 'The UK day the visitor was told we call on, in their best time.',
            },
            requested_at: { type: 'string', format: 'date-time' },
          },
        },
        source: {
          type: ['object', 'null'],
          description:
            'Where the visit that made the lead came from: utm_source and utm_medium, else worked out (google / cpc for ' +
            'an advert click, the referring site / referral, (direct) / (none)); null when the submission said nothing.',
          properties: { source: { type: 'string' }, medium: { type: 'string' }, campaign: nullableString },
        },
        console_url: { type: 'string', format: 'uri', description: "The lead's page in the operator console." },
      },
    },
  },
};

/** An example lead's answers in the payload's order, written label: value. */
const answers = (labelled: Record<string, string>) =>
  Object.entries(labelled).map(([label, value]) => ({ label, value }));

/** An example lead with its answers keyed as the delivery keys them. */
const keyed = <Lead extends { answers: { label: string; value: string }[] }>(example: Lead) => ({
  ...example,
  answers_by_key: answersByKey(example.answers),
});

/**
 * How a receiver checks a call, in JavaScript for Node: the webhooks' descriptions show it, and the tests run this
 * very text, so what integrators copy is what was checked.
 */
export const webhookVerifierExample = `import { createHmac, timingSafeEqual } from 'node:crypto';

// header: the ${TIMED_SIGNATURE_HEADER} header; body: the raw request body (Buffer or string), before any JSON parsing.
export function verifyLeadWebhook(header, body, secret, toleranceSeconds = ${WEBHOOK_TOLERANCE_SECONDS}) {
  const fields = String(header ?? '').split(',').map((field) => field.trim().split('='));
  const t = fields.find(([name]) => name === 't')?.[1] ?? '';
  if (!/^\\d{1,12}$/.test(t) || Math.abs(Date.now() / 1000 - Number(t)) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\`).update(body).digest();
  return fields.some(
    ([name, value = '']) =>
      name === 'v1' && /^[0-9a-f]{64}$/.test(value) && timingSafeEqual(Buffer.from(value, 'hex'), expected),
  );
}
`;

const signatureDescription =
  `Check ${TIMED_SIGNATURE_HEADER} on the raw body before trusting it: \`t=<unix seconds>,v1=<hex>\`, where ` +
  `v1 is the HMAC-SHA256 of \`<t>.<raw body>\` keyed with WEBHOOK_SECRET. \`t\` is the time of this try (a retry ` +
  `carries a new one), so refuse a call whose \`t\` is more than ${WEBHOOK_TOLERANCE_SECONDS / 60} minutes from ` +
  `your clock, and drop an X-Webhook-Id you have already seen (a repeat within that window is possible). During a ` +
  `rotation (WEBHOOK_SECRET_NEXT set) the header carries two v1 entries, one per secret: accept the call when any ` +
  `one matches yours. X-Webhook-Signature (body only, no time, WEBHOOK_SECRET only) stays for receivers written ` +
  `against it.\n\n\`\`\`js\n${webhookVerifierExample}\`\`\``;

const lead = keyed({
  id: '9b2d7c1e-4f3a-4e8b-a6d5-0c1f2e3d4b5a',
  kind: 'contact_us',
  kind_label: 'Contact us',
  status: 'new',
  progress: 'Enquiry sent from the home page',
  received_at: '2026-11-23T09:14:03.000Z',
  business_name: 'Patel Bakery',
  person_name: 'Priya',
  email: 'priya@patel-bakery.co.uk',
  phone: '07700 900123',
  post_code: 'LS2 7HY',
  answers: answers({
    Name: 'Priya',
    Email: 'priya@patel-bakery.co.uk',
    Phone: '07700 900123',
    'Business name': 'Patel Bakery',
    'Business address': '12 Mill Lane, Leeds LS2 7HY',
    Message: 'Our gas contract ends in March.',
  }),
  booked_calls: [],
  callback_request: null,
  source: { source: 'newsletter', medium: 'email', campaign: 'spring' },
  console_url: 'https://www.smecompare.co.uk/admin/leads/9b2d7c1e-4f3a-4e8b-a6d5-0c1f2e3d4b5a',
}) satisfies LeadEventPayload['lead'];

const energy = keyed({
  ...lead,
  id: '1e6a0f5c-2b7d-4c3e-9a8f-7d6c5b4a3e2f',
  kind: 'energy',
  kind_label: 'Energy',
  business_name: 'Threadbare Magpie Vintage',
  person_name: null,
  email: null,
  phone: null,
  post_code: 'E1 6QL',
  progress: 'Booking screen reached',
  answers: answers({
    Postcode: 'E1 6QL',
    Address: 'Threadbare Magpie Vintage, 83 Brick Lane, LONDON, E1 6QL',
    'Business name': 'Threadbare Magpie Vintage',
    Service: 'Gas and Electricity',
    'Current supplier': 'British Gas',
    'Contract end date': '2027-03-31',
  }),
  console_url: 'https://www.smecompare.co.uk/admin/leads/1e6a0f5c-2b7d-4c3e-9a8f-7d6c5b4a3e2f',
}) satisfies LeadEventPayload['lead'];

const examples: Record<LeadEventPayload['type'], { summary: string; lead: LeadEventPayload['lead'] }> = {
  'lead.created': { summary: 'A contact form was sent', lead },
  'lead.completed': { summary: 'An energy quote was answered in full', lead: energy },
  'lead.call_booked': {
    summary: 'A call was booked through the calendar',
    lead: {
      ...energy,
      progress: 'Call booked',
      booked_calls: [
        {
          event_uri: 'https://api.calendly.com/scheduled_events/GBGKDA7H3Q',
          invitee_uri: 'https://api.calendly.com/scheduled_events/GBGKDA7H3Q/invitees/AD4MV2L7',
          booked_at: '2026-11-23T09:20:41.000Z',
        },
      ],
    },
  },
  'lead.callback_requested': {
    summary: 'The visitor asked to be called back',
    lead: keyed({
      ...energy,
      progress: 'Callback requested',
      person_name: 'Sam Jones',
      phone: '07700 900456',
      email: 'sam@example.co.uk',
      answers: [
        ...energy.answers,
        ...answers({
          'Call back: name': 'Sam Jones',
          'Call back: phone': '07700 900456',
          'Callback reference': 'CB-7K3Q9X',
          'Call back on': 'Monday 23 November',
          'Best time to call': 'Morning (9am to 12pm)',
        }),
      ],
      callback_request: {
        name: 'Sam Jones',
        phone: '07700 900456',
        best_time: 'Morning (9am to 12pm)',
        email: 'sam@example.co.uk',
        reference: 'CB-7K3Q9X',
        call_day: '2026-11-23',
        requested_at: '2026-11-23T09:21:07.000Z',
      },
    }),
  },
};

const descriptions: Record<LeadEventPayload['type'], string> = {
  'lead.created':
    'A new lead: a contact form, the popup or a partner registration, or the first step of a quote or application.',
  'lead.completed': 'A quote or application was answered in full (the visitor reached the booking screen).',
  'lead.call_booked': 'The visitor booked a call through the scheduling widget.',
  'lead.callback_requested': `The visitor asked to be called back ("Prefer we call you?"). The site told them: "${callbackRequestMessages.sent}"`,
};

/** OpenAPI 3.1 `webhooks`: what the server POSTs to WEBHOOK_URL for each lead event. */
export function leadWebhooks() {
  return Object.fromEntries(
    (Object.keys(examples) as LeadEventPayload['type'][]).map((type, index) => [
      type,
      {
        post: {
          summary: descriptions[type],
          description:
            `POSTed to WEBHOOK_URL as JSON. Any 2xx answer is a delivery; any other status, no answer within ` +
            `${WEBHOOK_TIMEOUT_MS / 1000} seconds or a refused connection is retried with growing waits for 24 hours.` +
            `\n\n${signatureDescription}`,
          operationId: `webhook${index + 1}${type.replace(/[^a-z]/gi, '')}`,
          tags: ['Webhooks'],
          parameters: [
            {
              in: 'header',
              name: 'X-Webhook-Id',
              required: true,
              description: 'The event id, the same on every retry of the event.',
              schema: { type: 'string', format: 'uuid' },
            },
            {
              in: 'header',
              name: TIMED_SIGNATURE_HEADER,
              required: true,
              description:
                `t= the unix time of this try in seconds, then v1= the hex HMAC-SHA256 of "<t>.<raw body>" keyed ` +
                `with WEBHOOK_SECRET, and a second v1= keyed with WEBHOOK_SECRET_NEXT while a rotation is under ` +
                `way. Refuse a t more than ${WEBHOOK_TOLERANCE_SECONDS} seconds from your clock.`,
              schema: { type: 'string', pattern: '^t=\\d+(,v1=[0-9a-f]{64}){1,2}$' },
              example: 't=1795425667,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
            },
            {
              in: 'header',
              name: 'X-Webhook-Signature',
              required: true,
              description:
                `The first signature, kept for receivers written against it: sha256= and the hex HMAC-SHA256 of the ` +
                `raw request body alone, keyed with WEBHOOK_SECRET. It carries no time (a recorded call verifies ` +
                `for ever) and never the rotation's second secret: check ${TIMED_SIGNATURE_HEADER} instead.`,
              schema: { type: 'string', pattern: '^sha256=[0-9a-f]{64}$' },
            },
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/LeadEvent' },
                examples: {
                  [type.replace('.', '_')]: {
                    summary: examples[type].summary,
                    value: {
                      id: `5c0d3a9e-8b1f-4a6c-9e2d-3f4a5b6c7d8${index}`,
                      type,
                      occurred_at: '2026-11-23T09:21:07.000Z',
                      lead: examples[type].lead,
                    },
                  },
                },
              },
            },
          },
          responses: { '2XX': { description: 'Delivered: it is not sent again.' } },
          // Says outright that the receiver needs none of the API's schemes (X-Requested-With is for calls to /api).
          // No scheme OpenAPI knows is an HMAC of the body: that check is the signature headers above.
          security: [],
        },
      },
    ]),
  );
}
