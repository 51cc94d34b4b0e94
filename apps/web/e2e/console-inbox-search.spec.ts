import type { Browser } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { dialog, expect, gotoHydrated, test } from './fixtures.ts';
import { signIn } from './support/console-sign-in.ts';

// Signed out, the console asks who is there (401): on purpose.
test.use({ expectedConsoleErrors: [/status of 401/] });

/** A visitor's enquiry from the contact page, in a browser of their own. */
async function sendEnquiry(browser: Browser, enquiry: { business: string; phone: string; address: string }) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'cookie_consent', value: 'rejected', url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('lead-popup-closed', '1'));
  await gotoHydrated(page, '/contact');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Search');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`sam.${Date.now().toString(36)}@example.co.uk`);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(enquiry.phone);
  await page.getByRole('textbox', { name: 'Business Name', exact: true }).fill(enquiry.business);
  await page.getByRole('textbox', { name: 'Business Address', exact: true }).fill(enquiry.address);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog(page)).toContainText('Thank you for reaching out!');
  await context.close();
}

/** Today in the UK, as a date input holds it. */
const ukToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date())
    .slice(0, 10);

test.describe('Finding leads in the inbox', () => {
  test("a postcode finds every enquiry of the business at it; Today shows today's leads", async ({
    page,
    browser,
  }, testInfo) => {
    const run = `${testInfo.project.name} ${Date.now().toString(36)}`;
    // A postcode and a phone of this run's own, so other tests' leads never link to these.
    const unique = Date.now() % 900;
    const postcode = `YO${(unique % 9) + 1} ${(unique % 9) + 1}HH`;
    const phone = `07700 91${String(unique).padStart(4, '0')}`;
    const atAddress = `Postcode Pantry ${run}`;
    const noPostcode = `Pantry Catering ${run}`;
    await signIn(page);
    await sendEnquiry(browser, { business: atAddress, phone, address: `3 Mill Lane, York ${postcode}` });
    await sendEnquiry(browser, { business: noPostcode, phone, address: 'The Old Mill, York' });

    const inbox = page.getByRole('main');
    await page.getByRole('searchbox', { name: 'Search' }).fill(postcode);
    // The second enquiry gave no postcode: it is found through the phone it shares with the first.
    await expect(inbox.getByRole('link', { name: atAddress })).toBeVisible();
    await expect(inbox.getByRole('link', { name: noPostcode })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill(run);
    const today = page.getByRole('button', { name: 'Today', exact: true });
    await expect(today).toHaveAttribute('aria-pressed', 'false');
    await today.click();
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(ukToday());
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(ukToday());
    await expect(page).toHaveURL(new RegExp(`from=${ukToday()}&to=${ukToday()}`));
    await expect(inbox.getByRole('link', { name: atAddress })).toBeVisible();
    await expect(inbox.getByRole('link', { name: noPostcode })).toBeVisible();
    await expectNoViolations(page);
    // Pressed again, the dates go.
    await today.click();
    await expect(today).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('');
  });
});
