import { SITE_NAME } from '@sme/domain';
import { expect, gotoHydrated, test } from './fixtures.ts';

// The harness sets SITE_COMPANY_NUMBER, SITE_FCA_FRN and SITE_ICO_NUMBER (playwright.config.ts); the footer without
// them is checked on the server's rendering (apps/server/test/trust-details.test.ts), as one harness serves one set.
const lines = [
  'Registered in England and Wales, company number 12345678',
  'Authorised and regulated by the Financial Conduct Authority for credit broking, firm reference number 123456',
  "Registered with the Information Commissioner's Office, registration number ZA123456",
];

test.describe('Trust details in the footer', { tag: '@phone' }, () => {
  test('shows the company, FCA and ICO numbers beside the broker statements', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/We are a credit broker, not a lender/)).toBeVisible();
    for (const line of lines) await expect(footer.getByText(line, { exact: true })).toBeVisible();
  });

  test('the lines fit a 320 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoHydrated(page, '/contact');
    const footer = page.getByRole('contentinfo');
    for (const line of lines) {
      const text = footer.getByText(line, { exact: true });
      await expect(text).toBeVisible();
      const box = await text.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

// The server's clock writes the year; a visitor's computer set to another year (or a page opened as the year turns)
// must not make the page fail to hydrate, and shows the server's year.
test('a visitor whose clock reads another year gets the page without a hydration error, and the server’s year', async ({
  page,
}) => {
  const serverYear = new Date().getFullYear();
  await page.clock.setFixedTime(new Date(Date.UTC(serverYear + 1, 5, 1, 12)));
  await gotoHydrated(page, '/contact');
  await expect(page.getByRole('contentinfo').getByText(`© ${serverYear} ${SITE_NAME}`, { exact: true })).toBeVisible();
});
