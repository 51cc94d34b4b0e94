import type { APIRequestContext, Response } from '@playwright/test';
import { fakeCalendly, fakeMapAndFeed } from './fake-embeds.ts';
import { dialog, expect, gotoHydrated, test as site, toasts } from './fixtures.ts';

// The site under its enforced Content-Security-Policy: everything a visitor uses still works, and no frame of
// the page reports a violation (Chromium also logs each one as a console error, which the fixtures fail on).
const test = site.extend<{ violations: string[] }>({
  violations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('reportPolicyViolation', (violation: string) => violations.push(violation));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportPolicyViolation?: (violation: string) => void })
            .reportPolicyViolation;
          const where = `${event.sourceFile || location.href}:${event.lineNumber}`;
          report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${where})`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The page's enforced policy: scripts from this server and the scheduling widget only, plus the page template's own
 * inline script by the hash of its text. No nonce and no 'unsafe-inline', so no other inline script can run; the
 * template's own ran (a refusal would be a violation, which the fixture fails on).
 */
async function expectEnforcedPolicy(response: Response | null) {
  const policy = (await response?.allHeaders())?.['content-security-policy'];
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ') ?? [];
  expect(policy).not.toContain("'nonce-");
  expect(scriptSrc.filter((source) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toEqual([
    "'self'",
    'https://assets.calendly.com',
  ]);
}

async function createLead(request: APIRequestContext, businessName: string) {
  const response = await request.post('/api/commecial-utility/post-code/submit', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { post_code: 'E1 6QL', full_address: 'Unit 4, 12 Brick Lane, London', bussiness_name: businessName },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { collections: { id: string } }).collections.id;
}

test.describe('Content-Security-Policy', () => {
  for (const path of ['/', '/contact', '/blogs', '/business-loan', '/merchant-service']) {
    test(`${path} hydrates under the policy`, async ({ page }) => {
      const response = await gotoHydrated(page, path);
      await expectEnforcedPolicy(response);
    });
  }

  test.describe('an inline script someone manages to put into a page', () => {
    test.use({ expectedConsoleErrors: [/Executing inline script violates the following Content Security Policy/] });

    test('does not run, and the browser reports it', async ({ page, violations }) => {
      await gotoHydrated(page, '/blogs');
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injectedScriptRan = true';
        document.body.append(script);
      });
      await expect.poll(() => violations.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as { injectedScriptRan?: boolean }).injectedScriptRan)).toBeUndefined();
      expect(violations.splice(0)).toEqual([expect.stringMatching(/^script-src-elem refused inline\b/)]);
    });
  });

  test.describe('after Accept', () => {
    test.use({ cookieChoice: 'none' });

    test('the office map and the Facebook feed load', async ({ page }) => {
      await fakeMapAndFeed(page);
      await gotoHydrated(page, '/contact');
      await page.getByRole('button', { name: 'Accept', exact: true }).click();
      await expect(page.frameLocator('iframe[title="Map of our office"]').getByText('Office map')).toBeVisible();

      await gotoHydrated(page, '/social-sponge-ifram');
      await expect(
        page.frameLocator('iframe[title="Our latest posts on Facebook"]').getByText('Latest posts'),
      ).toBeVisible();
    });

    test('the booking calendar loads', async ({ page, request }) => {
      const id = await createLead(request, 'Policy Bakery Ltd');
      await fakeCalendly(page);
      await gotoHydrated(page, `/calendly/commercial-utility/${id}`);
      await page.getByRole('button', { name: 'Accept', exact: true }).click();
      await expect(
        page.frameLocator('iframe[title="Choose a time for your call"]').getByRole('button', { name: 'Book 10:00' }),
      ).toBeVisible();
      await expect(page.getByText('Loading the calendar...')).toBeHidden();
    });
  });

  test('toasts and dialogs show with their own styles', async ({ page }) => {
    // sonner and sweetalert2 bring their styles as <style> elements of their own: blocked, the toast would sit
    // in the page's flow and the dialog would have no box.
    await gotoHydrated(page, '/about-us');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Tom Hughes');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('tom@');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(toasts(page)).toContainText('Please enter a valid email address.');
    expect(
      await page
        .locator('[data-sonner-toaster]')
        .first()
        .evaluate((toaster) => getComputedStyle(toaster).position),
    ).toBe('fixed');

    await gotoHydrated(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog(page)).toContainText('Please fill out the required fields!');
    expect(await page.locator('.swal2-container').evaluate((container) => getComputedStyle(container).position)).toBe(
      'fixed',
    );
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(dialog(page)).toBeHidden();
  });

  test('/api/docs runs Swagger UI under its own policy', async ({ page }) => {
    const response = await page.goto('/api/docs');
    expect((await response?.allHeaders())?.['content-security-policy']).toContain("script-src 'self'");
    // Swagger UI fetches and renders the whole openapi.json (every operation) before its heading shows.
    await expect(page.getByRole('heading', { name: /SME Compare REST API/ })).toBeVisible({ timeout: 15_000 });
  });

  test.describe('the console', () => {
    // Signed out, the console asks who is there: a 401 on purpose.
    test.use({ expectedConsoleErrors: [/status of 401/] });

    test('signs in', async ({ page }) => {
      const response = await gotoHydrated(page, '/admin');
      await expectEnforcedPolicy(response);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('console.admin@example.co.uk');
      await page.getByLabel('Password', { exact: true }).fill('e2e console password');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    });
  });
});

test.describe('A business name with $ patterns and </script>', () => {
  const name = "Dollar $' Sign $` Ltd $& </script><!-- x";

  test('shows once on its booking page, which hydrates', async ({ page, request }) => {
    const id = await createLead(request, name);
    await fakeCalendly(page);
    const response = await gotoHydrated(page, `/calendly/commercial-utility/${id}`);
    await expectEnforcedPolicy(response);
    await expect(page.getByTestId('booking-subject')).toContainText(name);
    await expect(page.getByText(name, { exact: true })).toHaveCount(1);
    // Nothing after the name was swallowed (a comment or a script left open would hide the rest of the page).
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    // Hydrated: the page's buttons answer.
    await page.getByRole('button', { name: 'Load the calendar' }).click();
    await expect(page.getByRole('region', { name: 'Booking calendar' })).toBeVisible();
  });
});
