import { CONSENT_COOKIE, type CookieConsent } from '@sme/domain';
import { visitConsentChanged } from '../attribution/visit.ts';

/** The page's cookie choice, and whether the visitor reopened the banner to change it. */
export interface ConsentSnapshot {
  consent: CookieConsent | undefined;
  settingsOpen: boolean;
}

/** The line a reopened banner shows: the choice it would change. */
export const currentChoiceText = (consent: CookieConsent) =>
  `Your current choice: ${consent === 'accepted' ? 'accepted' : 'rejected'}.`;

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The page's one choice, outside any framework: every part that reads it (the banner, the footer's 'Cookie settings',
 * the popup waiting for an answer, the embeds) sees the same choice, whether it is React (consent.tsx) or a page's
 * own script (islands/parts/frame-scripts.ts), and however many React roots the page has. Browser only: one module
 * serves every visitor's render on the server.
 */
let current: ConsentSnapshot | undefined;
const listeners = new Set<() => void>();

function update(next: ConsentSnapshot) {
  current = next;
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change; answers the function that stops it. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The choice now, or undefined before anything seeded it. */
export function readConsent(): ConsentSnapshot | undefined {
  return current;
}

/** The choice the server rendered the page with, unless the page already holds one. */
export function seedConsent(rendered: ConsentSnapshot): void {
  current ??= rendered;
}

export function chooseConsent(choice: CookieConsent): void {
  // First-party and readable by the server, so the next page renders with the choice already made. Over HTTPS
  // it is never sent in clear text.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${YEAR_IN_SECONDS}; Path=/; SameSite=Lax${secure}`;
  update({ consent: choice, settingsOpen: false });
  visitConsentChanged(choice);
}

/**
 * A new page: nothing seeded yet, as when a document loads. The tests call it before each page they render, since
 * the files of a worker share one module (vitest's isolate: false).
 */
export function forgetConsentForNewPage(): void {
  current = undefined;
  listeners.clear();
}

export function openConsentSettings(): void {
  update({ consent: current?.consent, settingsOpen: true });
}
