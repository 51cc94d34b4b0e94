// A lead's or application's id is the only credential a visitor holds for it, so the public API honours it for a
// short while only: until the call is booked, or QUOTE_OPEN_DAYS after the quote started. After that the id
// opens nothing (the business's staff still see everything in the console).

/** How long after it started a quote can still be read or changed by its id. */
export const QUOTE_OPEN_DAYS = 7;
const QUOTE_OPEN_MS = QUOTE_OPEN_DAYS * 24 * 60 * 60 * 1000;

/** What the public API may do with an id: read or change the answers, book the call, or ask for a callback. */
export type QuoteUse = 'answers' | 'booking' | 'callback';

export interface QuoteState {
  createdAt: Date;
  /** Whether a call is booked against it already. */
  booked: boolean;
}

/**
 * Whether the public API still honours the id for this use. A booked quote stays open to a callback request
 * (the visitor may still want us to ring sooner) but to nothing else; an old one is closed to everything.
 */
export function isQuoteOpen(quote: QuoteState, use: QuoteUse, now: Date = new Date()): boolean {
  if (now.getTime() - quote.createdAt.getTime() >= QUOTE_OPEN_MS) return false;
  return use === 'callback' || !quote.booked;
}
