import type { Page } from '@playwright/test';

/**
 * Holds back the built code of a part that loads after the page (app/deferred.tsx; `chunk` is its file's name before
 * the hash) until the answer is called, as on a slow phone: what a visitor does before then must not be lost.
 */
export async function holdCode(page: Page, chunk: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
