/**
 * Speed to lead: the site promises enquiries are "answered in under 3 minutes". A lead waits from the moment the
 * business can reach someone (a phone number or e-mail is known) until staff log a first call or e-mail; only
 * office time counts (OFFICE_HOURS, closed on England and Wales bank holidays).
 */

/** The promise: a first contact within 3 minutes of office time. The reports' "answered within 3 minutes". */
export const ANSWER_TARGET_MS = 3 * 60_000;

/** The inbox's Waiting column turns amber at the promise and red once it is well broken. */
export const WAITING_AMBER_MS = ANSWER_TARGET_MS;
export const WAITING_RED_MS = 15 * 60_000;
