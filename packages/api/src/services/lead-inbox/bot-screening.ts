import { createHash } from 'node:crypto';
import {
  attributionFieldNames,
  DUPLICATE_WINDOW_MS,
  FORM_MIN_FILL_MS,
  spamSignOf,
  type BotFields,
  type SpamSign,
} from '@sme/domain';

/** The server's anti-bot settings (FORM_MIN_FILL_MS, FORM_DUPLICATE_WINDOW_MS); tests and scripts get the defaults. */
export interface FormRules {
  /** A form sent sooner after it opened is a bot's; 0 judges no time. */
  minFillMs: number;
  /** The same submission again within this time is taken once; 0 takes every one. */
  duplicateWindowMs: number;
}

export const defaultFormRules: FormRules = { minFillMs: FORM_MIN_FILL_MS, duplicateWindowMs: DUPLICATE_WINDOW_MS };

/** What the server made of a submission before storing it. */
export interface Screening {
  /** Why it looks like a bot's: stored with status spam and announced to no one. Null: a person's. */
  spam: SpamSign | null;
  /** The hash its duplicates share; null when duplicates are not looked for. */
  fingerprint: string | null;
}

/**
 * Judges a lead-taking submission: its bot fields against the rules, its answers (everything else it holds but the
 * visit's attribution) into a fingerprint. `judgeTime` is false for a step the visitor came back to, which is quick
 * on purpose.
 */
export function screenSubmission<Input extends BotFields>(
  kind: string,
  input: Input,
  rules: FormRules = defaultFormRules,
  judgeTime = true,
): Screening {
  const { website, form_open_ms, ...sent } = input;
  // Where the visit came from is not part of what was submitted: the same answers from another link are a repeat.
  const answers = Object.fromEntries(
    Object.entries(sent).filter(([name]) => !(attributionFieldNames as string[]).includes(name)),
  );
  return {
    spam: spamSignOf({ website, form_open_ms }, { minFillMs: rules.minFillMs, judgeTime }),
    fingerprint: rules.duplicateWindowMs > 0 ? fingerprintOf(kind, answers) : null,
  };
}

/**
 * The same submission's hash however it was typed: text trimmed, spaces collapsed and lower-cased, phone
 * numbers as their digits, fields in name order. The kind keeps a popup and a contact form apart.
 */
export function fingerprintOf(kind: string, answers: object): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, normalised(answers)]))
    .digest('hex');
}

function normalised(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    return key === 'phone' ? value.replace(/[^\d+]/g, '') : value.trim().replace(/\s+/g, ' ').toLowerCase();
  }
  if (Array.isArray(value)) return value.map((item) => normalised(item));
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, item]) => [name, normalised(item, name)]);
  }
  return value ?? null;
}

/** The rules a procedure's call is judged by: the server's settings, or the defaults. */
export function formRulesOf(ctx: { formRules?: FormRules }): FormRules {
  return ctx.formRules ?? defaultFormRules;
}
