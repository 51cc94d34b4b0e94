// How long we keep people's data: the privacy policy states these periods and the retention job applies them,
// both from here.

export const retentionPeriods = {
  /** Enquiries, quote requests, call bookings and partner applications that led to no contract. */
  noContractMonths: 24,
  /** After a contract or funding agreement ends (and while a partner stays a partner). */
  afterContractYears: 6,
  /** Technical data (server logs). */
  technicalDataDays: 30,
  /** The cookie choice, after which the banner asks again. */
  cookieChoiceMonths: 12,
} as const;

/** The last moment of activity a lead without a contract may have and still be kept, at `now`. */
export function noContractCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionPeriods.noContractMonths);
  return cutoff;
}
