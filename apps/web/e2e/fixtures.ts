import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { moveBrowserClock } from './support/moved-clock.ts';
import { signInStaff, type Staff } from './support/staff.ts';
import { writeSidePort } from './support/side-port.ts';

export interface SiteOptions {
  /** 'closed' (default): the session already closed the 'Let's talk' popup, so it does not open on load. */
  leadPopup: 'open' | 'closed';
  /** The cookie choice the visitor already made; 'none' shows the cookie banner. */
  cookieChoice: 'accepted' | 'rejected' | 'none';
  /** Console errors a test causes on purpose (e.g. a failed response it simulates). */
  expectedConsoleErrors: RegExp[];
}

/** Moves a quote's start back by whole days (through the harness's side port): how a test gets a closed quote. */
export type AgeQuote = (quote: 'guest-lead' | 'loan-application', id: string, days: number) => Promise<void>;

export const test = base.extend<SiteOptions & { consoleErrors: string[]; ageQuote: AgeQuote }, { staff: Staff }>({
  leadPopup: ['closed', { option: true }],
  cookieChoice: ['rejected', { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, context, baseURL, leadPopup, cookieChoice }, use) => {
    if (leadPopup === 'closed') {
      await page.addInitScript(() => {
        // Init scripts run in every frame; third-party frames may not touch storage.
        if (window === window.top) sessionStorage.setItem('lead-popup-closed', '1');
      });
    }
    if (cookieChoice !== 'none') {
      await context.addCookies([{ name: 'cookie_consent', value: cookieChoice, url: baseURL! }]);
    }
    await use(page);
  },
  // Under npm run test:clock, every page's clock reads the moved time (support/moved-clock.ts); otherwise unchanged.
  browser: [
    async ({ browser }, use) => {
      moveBrowserClock(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
  // Signed in once per worker: what a form stored is checked as staff see it in the console.
  staff: [
    async ({ playwright }, use, workerInfo) => {
      const { staff, dispose } = await signInStaff(playwright.request, workerInfo.project.use.baseURL!);
      await use(staff);
      await dispose();
    },
    { scope: 'worker' },
  ],
  ageQuote: async ({ baseURL }, use) => {
    await use(async (quote, id, days) => {
      await writeSidePort(baseURL!, '/age', { quote, id, days });
    });
  },
  // Every test fails on a console error or a failed hydration, which a visitor would feel as a broken page.
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      // A 404 page or a refused form answers with an error status on purpose.
      const expected = [
        /Failed to load resource: the server responded with a status of (404|400)/,
        ...expectedConsoleErrors,
      ];
      page.on('console', (message) => {
        if (message.type() === 'error' && !expected.some((pattern) => pattern.test(message.text()))) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Waits until React has hydrated the server-rendered page, so clicks reach its handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** Reloads the page and waits until React has hydrated it again, so the next click reaches its handlers. */
export async function reloadHydrated(page: Page) {
  await page.reload();
  await hydrated(page);
}

/**
 * The app marks <html data-hydrated> once the page's own content (a lazy chunk that hydrates after the root) has
 * hydrated and its effects ran (apps/web/src/app/App.tsx). Used right after a document load: a client-side
 * navigation removes the mark and sets it again when the next page has mounted.
 */
export async function hydrated(
  page: Page,
  { islands = true, laterParts = true }: { islands?: boolean; laterParts?: boolean } = {},
) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // An islands page: its frame answers (above), and each island that hydrates by itself (on load, when the browser
  // is idle) has run, effects and all (PageProviders counts them on <html data-islands-ready>). Islands that wait to
  // be scrolled to are not waited for: a test scrolls to them, as a visitor does. `islands: false` for a test that
  // holds an island back.
  if (!islands) return;
  // And the parts of those islands whose code loads after the island's (laterPart, app/later-part.ts) have it
  // (`laterParts: false` for a test that holds such a part's code back).
  await page.waitForFunction(
    (waitForLaterParts) =>
      Number(document.documentElement.dataset.islandsReady ?? 0) >=
        document.querySelectorAll('astro-island:is([client="load"], [client="idle"])').length &&
      (!waitForLaterParts || Number(document.documentElement.dataset.laterParts ?? 0) === 0),
    laterParts,
  );
}

/** Each name is a visible heading of this level in the scope, matched exactly. */
export async function expectHeadings(scope: Page | Locator, level: number, names: readonly string[]) {
  for (const name of names) await expect(scope.getByRole('heading', { level, name, exact: true })).toBeVisible();
}

/** Each link, found by its name, points to the href the table gives it. */
export async function expectLinks(scope: Page | Locator, hrefs: Record<string, string>, { exact = false } = {}) {
  for (const [name, href] of Object.entries(hrefs)) {
    await expect(scope.getByRole('link', { name, exact })).toHaveAttribute('href', href);
  }
}

export const dialog = (page: Page) => page.locator('.swal2-popup');
/**
 * The dialog once it has grown into place: it opens with a 0.3 s scale animation, and a press computed while it grows
 * can land beside a button that is still moving (once in CI a confirmation stayed open after "Yes, delete").
 */
export async function shownDialog(page: Page): Promise<Locator> {
  const popup = dialog(page);
  await expect(popup).toBeVisible();
  await popup.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  return popup;
}
/** The dialog says each of the texts; OK closes it. */
export async function dismissDialog(page: Page, ...texts: string[]) {
  for (const text of texts) await expect(dialog(page)).toContainText(text);
  await (await shownDialog(page)).getByRole('button', { name: 'OK' }).click();
  await expect(dialog(page)).toBeHidden();
}
export const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/** From the blog index, as a visitor would: Read More on the newest post. */
export async function openNewestBlogPost(page: Page) {
  await gotoHydrated(page, '/blogs');
  await page
    .getByTestId('blog-card')
    .first()
    .getByRole('link', { name: /^Read More/ })
    .click();
  // The blog's list is an islands page: the link loads the post's page, whose own code must have run.
  await page.waitForURL(/\/blog-details\//);
  await hydrated(page);
  await expect(page.locator('.article-body')).toBeVisible();
}
