import type { Page } from '@playwright/test';

/**
 * Holds back the built code of a part that loads after the page (app/later-part.ts, or an island: `chunk` is its file's
 * path under /assets/ before the hash, `islands/ShortContactFormIsland`) until the answer is called, as on a slow phone:
 * what a visitor does before then must not be lost.
 */
export async function holdCode(page: Page, chunk: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${chunk}[-.][^/]+\\.js$`), async (route) => {
    await released;
    // The page it was for may be gone by now (reloaded): nothing is waiting for it.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** How late an islands page's code is in `codeArrivesLate`: a phone on a slow network. */
const CODE_DELAY_MS = 3_000;

/**
 * Holds back every script of an islands page: it arrives 3 s late, and not before the test lets it (`arrive`), so
 * what a test does "before the code" is before it however slow the machine.
 */
export async function codeArrivesLate(page: Page): Promise<{ arrive: () => void }> {
  let arrive!: () => void;
  const allowed = new Promise<void>((resolve) => (arrive = resolve));
  await page.route('**/assets/islands/**/*.js', async (route) => {
    await Promise.all([allowed, new Promise((resolve) => setTimeout(resolve, CODE_DELAY_MS))]);
    // The page it was for may be gone by now (the form was sent): nothing is waiting for it.
    await route.continue().catch(() => undefined);
  });
  return { arrive };
}
