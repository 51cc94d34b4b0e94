/** Pence, rounded half away from zero: every figure shown is a whole number of pence. */
export function roundPence(pence: number): number {
  return Math.sign(pence) * Math.round(Math.abs(pence) + Number.EPSILON * 100);
}

/**
 * An amount of money as people type it: "15000", "£15,000", "15 000", "£12.50". Answers the pounds, or null when the
 * text is not an amount (letters, two points, a comma in the wrong place, a minus).
 */
export function parseTypedPounds(text: string): number | null {
  const plain = text
    .trim()
    .replace(/^£\s*/, '')
    .replace(/\s*(gbp|£)$/i, '');
  if (!/^\d{1,3}(?:[,\s]?\d{3})*(?:\.\d{1,2})?$/.test(plain)) return null;
  return Number(plain.replace(/[,\s]/g, ''));
}

/** Whole pounds as people read them: £15,000 (pence dropped only when there are none). */
export function formatWholePounds(pence: number): string {
  const pounds = pence / 100;
  const whole = Number.isInteger(pounds);
  return `£${pounds.toLocaleString('en-GB', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  })}`;
}

/** An APR as a credit promotion prints it: to one decimal place, always (20.0%, 20.5%), as CONC App 1.2 works it out. */
export function formatAprPercent(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/** A percentage as the figures print it: 19.9%, 0.35% (no trailing zeros). */
export function formatRatePercent(percent: number): string {
  return `${percent.toLocaleString('en-GB', { maximumFractionDigits: 3 })}%`;
}
