import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';

// Every form that takes a visitor's details says, where they are given, what they are used for, with a link to the
// privacy policy (UK GDPR's right to be informed at the point of collection). That each form's notice is there, as the
// server sends it, is checked without a browser (apps/server/test/pages/privacy-notice.test.ts). Here: following the
// link, and the popup that opens in the browser.
const enquiry = 'We use these details only to answer your enquiry and prepare your quote.';

async function expectNotice(page: Page, within: Locator, purpose: string) {
  const notice = within.locator('p', { hasText: purpose });
  await expect(notice).toBeVisible();
  const link = notice.getByRole('link', { name: 'privacy policy' });
  await expect(link).toHaveAttribute('href', '/privacy-policy');
  return link;
}

const form = (page: Page, button: string) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: button }) });

test.describe('What a form says about the details it takes', { tag: '@phone' }, () => {
  test('the short contact form, and the link leads to the policy', async ({ page }) => {
    await gotoHydrated(page, '/about-us');
    const link = await expectNotice(page, form(page, 'Send Enquiry'), enquiry);
    await link.click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe("the 'Let's talk' popup", { tag: '@phone' }, () => {
  test.use({ leadPopup: 'open' });
  test('says it too', async ({ page }) => {
    await gotoHydrated(page, '/blogs');
    await expectNotice(page, page.getByRole('dialog', { name: "Let's talk" }), enquiry);
  });
});
