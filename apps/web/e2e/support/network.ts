// What a test does to the page's traffic: records the calls a refused form must not make, and fails the calls a
// failure test needs failed.
import type { Page } from '@playwright/test';

/** The URLs of the tRPC calls the page makes from now on to procedures starting with `procedure` (any by default). */
export function trpcCalls(page: Page, procedure = ''): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/trpc/${procedure}`)) sent.push(request.url());
  });
  return sent;
}

/**
 * Answers the page's calls to `url` with this failure until the returned recover() is called; from then on they
 * reach the server, so a test sees the failure and then the same answers going through.
 */
export async function failUntilRecovered(page: Page, url: string, failure: { status: number; body: string }) {
  let failing = true;
  await page.route(url, (route) => (failing ? route.fulfill(failure) : route.continue()));
  return () => {
    failing = false;
  };
}
