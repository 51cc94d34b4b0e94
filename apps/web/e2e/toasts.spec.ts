import type { Page } from '@playwright/test';
import { dialog, expect, gotoHydrated, test, toasts } from './fixtures.ts';
import { sendRefusedEnquiry } from './support/forms.ts';

// A toast belongs to the screen that raised it: it goes when the visitor moves on or a dialog takes the screen.
async function refusedEnquiry(page: Page) {
  await gotoHydrated(page, '/contact');
  await sendRefusedEnquiry(page);
}

test.describe('Toasts', { tag: '@phone' }, () => {
  test('go when the success dialog opens', async ({ page }) => {
    await refusedEnquiry(page);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('lee@wong-noodles.co.uk');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog(page)).toContainText('Thank you for reaching out!');
    await expect(toasts(page)).toHaveCount(0);
  });

  test('go when the visitor moves to another page', async ({ page }) => {
    await refusedEnquiry(page);
    await page.getByRole('link', { name: 'privacy policy' }).first().click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(toasts(page)).toHaveCount(0);
  });
});
