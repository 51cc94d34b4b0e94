import { markHydrated } from '../../app/after-hydration.ts';

/** Frame islands that have hydrated on this page. */
let hydratedIslands = 0;

/**
 * Called by each island that loads with the page once React has adopted its markup: when the last of them has, the
 * page is interactive. Then what waits for hydration (the 'Let's talk' popup) may go, and <html data-hydrated>
 * tells the browser tests so, as the single-page app's does.
 */
export function islandHydrated(): void {
  hydratedIslands += 1;
  if (hydratedIslands < document.querySelectorAll('astro-island[client="load"]').length) return;
  markHydrated();
  document.documentElement.dataset.hydrated = '';
}
