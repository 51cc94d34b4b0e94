import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });

test.describe('Cookie consent', () => {
  test.describe('before a choice', () => {
    test.use({ cookieChoice: 'none' });

    test(
      'offers Accept and Reject with equal weight and links to the cookie policy',
      { tag: '@phone' },
      async ({ page }) => {
        await gotoHydrated(page, '/contact');
        await expect(banner(page)).toBeVisible();
        const accept = banner(page).getByRole('button', { name: 'Accept' });
        const reject = banner(page).getByRole('button', { name: 'Reject' });
        expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
        await expect(banner(page).getByRole('link', { name: 'How we use cookies' })).toHaveAttribute(
          'href',
          '/privacy-policy#cookies',
        );
      },
    );

    test('Reject keeps the map as a placeholder and is remembered', async ({ page }) => {
      await gotoHydrated(page, '/contact');
      await banner(page).getByRole('button', { name: 'Reject' }).click();
      await expect(banner(page)).toBeHidden();
      await expect(page.getByTestId('consent-placeholder')).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
      await gotoHydrated(page, '/contact');
      await expect(banner(page)).toBeHidden();
    });

    test('Accept loads the map and is remembered', async ({ page }) => {
      await page.route('https://www.openstreetmap.org/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>map</title><p>map</p>' }),
      );
      await gotoHydrated(page, '/contact');
      await expect(page.locator('iframe')).toHaveCount(0);
      await banner(page).getByRole('button', { name: 'Accept' }).click();
      await expect(page.locator('iframe[title="Map of our office"]')).toHaveAttribute('src', /openstreetmap\.org/);
      await gotoHydrated(page, '/contact');
      await expect(banner(page)).toBeHidden();
      await expect(page.locator('iframe[title="Map of our office"]')).toBeAttached();
    });
  });

  test('a click on the placeholder loads that one embed without accepting cookies', async ({ page, context }) => {
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>map</title><p>map</p>' }),
    );
    await gotoHydrated(page, '/contact');
    await page.getByRole('button', { name: 'Load OpenStreetMap' }).click();
    await expect(page.locator('iframe[title="Map of our office"]')).toBeAttached();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'cookie_consent')?.value).toBe('rejected');
  });

  test("'Cookie settings' in the footer reopens the choice", async ({ page }) => {
    await gotoHydrated(page, '/blogs');
    await expect(banner(page)).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Your current choice: rejected.');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
  });
});
