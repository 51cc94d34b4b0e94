import type { Page } from '@playwright/test';

/**
 * Holds back the built code of a part that loads after the page (app/deferred.tsx, or an island: `chunk` is its file's
 * path under /assets/ before the hash, `islands/EnquiryFormIsland`) until the answer is called, as on a slow phone:
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
