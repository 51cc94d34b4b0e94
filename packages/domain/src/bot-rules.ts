// The anti-bot rules of the public forms, free of zod so the browser can use them without loading the schemas:
// a honeypot field people never see, and the time a form was open before it was sent.

/** The honeypot's wire name: a field a bot filling every input is tempted to fill, and people never see. */
export const HONEYPOT_FIELD = 'website';

/** The wire name of how long the form was open, in milliseconds; sent by the site, not by integrators. */
export const FILL_TIME_FIELD = 'form_open_ms';

/**
 * The least time a person takes to fill and send a form, in milliseconds: the low end of what a visitor needs
 * (picking an address from a list or sending an autofilled popup takes about 2 s), because a false alarm costs a
 * real lead; a script answers in a few milliseconds. The server reads FORM_MIN_FILL_MS, which defaults to this.
 */
export const FORM_MIN_FILL_MS = 2000;

/** The same submission again within this time is taken once: a double click, a resend, a bot's burst. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/** What the bot fields of a submission carry, as the server reads them. */
export interface BotFields {
  website?: string;
  form_open_ms?: number;
}

/** Why a submission was taken as spam: the honeypot was filled, or the form was sent faster than a person can. */
export type SpamSign = 'honeypot' | 'too_fast';

/**
 * Why a submission looks like a bot's, or null. A filled honeypot is spam whoever sends it; the time is judged
 * only when it was sent (integrators do not send it) and only when asked (a step revisited is quick on purpose).
 */
export function spamSignOf(fields: BotFields, rules: { minFillMs: number; judgeTime: boolean }): SpamSign | null {
  if (fields.website !== undefined && fields.website.trim() !== '') return 'honeypot';
  if (rules.judgeTime && fields.form_open_ms !== undefined && fields.form_open_ms < rules.minFillMs) return 'too_fast';
  return null;
}
