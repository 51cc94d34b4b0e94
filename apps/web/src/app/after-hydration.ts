// Code the server-rendered page does not need to become usable (toasts, the 'Let's talk' popup) waits until React
// has adopted the server's markup, so it never competes with that on a slow phone.

let hydrated = typeof window === 'undefined';
let interacted: Promise<void> | undefined;
const waiting: (() => void)[] = [];

/** Called once the first render in the browser has committed (App's first effect). */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  // A user-timing mark: scripts/first-load.mjs counts what the page fetched before it.
  performance.mark?.('sme:hydrated');
  for (const resolve of waiting.splice(0)) resolve();
}

export function whenHydrated(): Promise<void> {
  return hydrated ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'scroll'] as const;

/** Resolves after hydration at the visitor's first interaction (a touch, a key, focus or scrolling). */
export function whenFirstInteraction(): Promise<void> {
  interacted ??= whenHydrated().then(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          for (const type of interactions) window.removeEventListener(type, done, true);
          resolve();
        };
        for (const type of interactions) window.addEventListener(type, done, { capture: true, passive: true });
      }),
  );
  return interacted;
}
