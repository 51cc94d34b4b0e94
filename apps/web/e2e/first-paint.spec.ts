import { readFileSync } from 'node:fs';
import { dismissDialog, expect, hydrated, test } from './fixtures.ts';
import { storedEnquiry, uniqueEmail } from './support/forms.ts';
import { holdCode } from './support/held-code.ts';

// The first paint is the page's own content, and hydration keeps it: React adopts the server's elements (and the
// parts that load after the page, such as the forms below the fold) instead of replacing them with "Loading..." and
// drawing them again, which is what made the footer jump on a slow phone. Images carry their size, so nothing moves
// when they arrive. How much a page moves on a throttled phone is measured by `npm run measure:cls`. The pages: those a
// first visit lands on (whose script `npm run measure:first-load` weighs), and two marketing pages.
const firstVisitPages = JSON.parse(readFileSync('scripts/first-visit-pages.json', 'utf8')) as string[];
const pages = [...firstVisitPages, '/utility', '/about-us'];

declare global {
  interface Window {
    __firstPaint?: { first: Element | null; forms: Element[]; loadingSeen: boolean };
  }
}

test.describe('First paint', () => {
  for (const path of pages) {
    test(`${path} is served with its content, and hydration keeps the same elements`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
      expect(main).toMatch(/<h1\b/);
      expect(main).not.toContain('Loading...');
      for (const image of main.match(/<img\b[^>]*>/g) ?? []) {
        expect(image, 'an image without its size moves the page when it arrives').toMatch(/\bwidth="\d+"/);
        expect(image, 'an image without its size moves the page when it arrives').toMatch(/\bheight="\d+"/);
      }

      // Remember the server's elements as the browser parses them, before any script runs.
      await page.addInitScript(() => {
        const record = { first: null as Element | null, forms: [] as Element[], loadingSeen: false };
        window.__firstPaint = record;
        new MutationObserver(() => {
          const main = document.querySelector('main');
          if (!main) return;
          record.first ??= main.firstElementChild;
          for (const form of main.querySelectorAll('form')) if (!record.forms.includes(form)) record.forms.push(form);
          if (main.textContent?.trim() === 'Loading...') record.loadingSeen = true;
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      await page.goto(path);
      await hydrated(page);
      // Everything the page loads after hydrating (forms on idle) has arrived and been adopted.
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => {
        const record = window.__firstPaint!;
        const main = document.querySelector('main')!;
        return {
          loadingSeen: record.loadingSeen,
          sameFirst: record.first !== null && record.first === main.firstElementChild,
          formsKept: record.forms.every((form) => form.isConnected),
          // The app's own mark: the page's content has hydrated and its effects ran (still set, so kept).
          hydrated: document.documentElement.hasAttribute('data-hydrated'),
        };
      });
      expect(kept).toEqual({
        loadingSeen: false,
        sameFirst: true,
        formsKept: true,
        hydrated: true,
      });
    });
  }

  test('a form filled in and sent before its code has arrived keeps what was typed and is sent once', async ({
    page,
    staff,
  }, testInfo) => {
    // Hold the home page's quote form code back until the visitor has typed and pressed Send, as on a slow phone.
    const release = await holdCode(page, 'ContactForm');
    await page.goto('/');
    await page.waitForFunction(() => performance.getEntriesByName('sme:hydrated').length > 0);
    const form = page.getByRole('region', { name: 'Request a free quote' });
    const box = (name: string) => form.getByRole('textbox', { name, exact: true });
    const email = uniqueEmail(testInfo, 'early', 'corner-cafe.co.uk');
    await box('Name').fill('Priya Early');
    await box('Email').fill(email);
    await box('Phone').fill('07700 900321');
    await box('Business Name').fill('Early Café');
    await form.getByRole('button', { name: 'Send Message' }).click();
    // The browser did not send the form itself (that would reload the page with the answers in its address).
    expect(new URL(page.url()).search).toBe('');
    release();
    await dismissDialog(page, 'Thank you for reaching out!');
    expect(await storedEnquiry(staff, email, ['Name', 'Business name'])).toEqual({
      Name: 'Priya Early',
      'Business name': 'Early Café',
    });
  });
});
