import type { LeadKindValue } from '@sme/domain';

/** A lead just stored: its kind, and whether it was screened as a bot's (kept in Spam). Never what it holds. */
export interface LeadTaken {
  kind: LeadKindValue;
  spam: boolean;
}

const listeners = new Set<(lead: LeadTaken) => void>();

/**
 * Hears of every lead this process stores, once its write has committed (the server's metrics count them); answers
 * the function that stops hearing. The services know nothing of who listens.
 */
export function onLeadTaken(listener: (lead: LeadTaken) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once a new lead's write has committed. */
export function leadTaken(lead: LeadTaken): void {
  for (const listener of listeners) {
    try {
      listener(lead);
    } catch {
      // The lead is stored and the visitor must hear so: a listener's fault cannot undo that.
    }
  }
}
