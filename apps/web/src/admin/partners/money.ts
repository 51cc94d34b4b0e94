import { PARTNER_RATE_MAX_PENCE } from '@sme/domain';

/**
 * An amount typed in pounds ("12", "12.5", "£1,234.56") as pence, or null when it is not one (or over the
 * largest rate). Read digit by digit: no floating point between what was typed and what is stored.
 */
export function penceOf(typed: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(typed.trim().replace(/^£\s*/, '').replaceAll(',', ''));
  if (!match) return null;
  const pence = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return pence <= PARTNER_RATE_MAX_PENCE ? pence : null;
}

/** Pence as typed in pounds: 1250 → "12.50", for a field to start from. */
export const poundsText = (pence: number) => (pence / 100).toFixed(2);
