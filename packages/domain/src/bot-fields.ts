import { z } from 'zod';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from './bot-rules.ts';

// The bot fields as every lead-taking input schema reads them. Neither is ever refused: a bot learns nothing from
// an answer, and whatever it sends is judged by the rules in bot-rules.ts.

/** Any value a bot puts in the honeypot reads as text, so anything but a blank counts as filled. */
const asText = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** Whole milliseconds from a number or digits (a form sends text); anything else counts as not sent. */
const asMilliseconds = (value: unknown) => {
  const number = typeof value === 'string' && /^\s*\d{1,15}(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? Math.floor(number) : undefined;
};

/** Spread into a lead-taking form's z.object: the honeypot and the time the form was open. */
export const botTrapFields = {
  [HONEYPOT_FIELD]: z.preprocess(asText, z.string()).optional().meta({
    description: 'Leave empty. A field people never see on the site: a submission that fills it is taken as spam.',
    // What an integrator (or a tool sampling the document) must send: nothing. The server takes a filled one and
    // quietly screens the submission, so a bot learns nothing.
    maxLength: 0,
    example: '',
  }),
  [FILL_TIME_FIELD]: z.preprocess(asMilliseconds, z.int().min(0).optional()).optional().meta({
    description:
      'Milliseconds the form was open; sent by the site. Leave out: a call without it is not judged by time.',
    example: 5400,
  }),
} as const satisfies z.ZodRawShape;
