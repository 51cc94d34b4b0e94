import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { dialog, dismissDialog, expect, gotoHydrated, test, toasts } from './fixtures.ts';
import {
  expectRefusedInDialog,
  fillTextboxes,
  sendRefusedEnquiry,
  storedEnquiry,
  textbox,
  uniqueEmail,
} from './support/forms.ts';

// A postcode of the built-in address dataset the server uses without a lookup key.
const demoPostcode = (
  JSON.parse(readFileSync('packages/api/src/services/address/demo-addresses.json', 'utf8')) as { postcode: string }[]
)[0]!.postcode;
const postcodeBox = (page: Page) => page.getByRole('textbox', { name: 'Business Postcode', exact: true });

test.describe('Contact page', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/contact');
  });

  test('shows the heading, the claim and a phone link', async ({ page }) => {
    await expect(page).toHaveTitle('Contact Us | SME Compare');
    await expect(page.getByRole('heading', { name: "Let's talk" })).toBeVisible();
    await expect(page.getByText('under 3 minutes')).toBeVisible();
    await expect(page.getByRole('link', { name: /Call us on 0333 880 1234/ })).toHaveAttribute(
      'href',
      'tel:03338801234',
    );
    const main = page.getByRole('main');
    await expect(main.getByText('Commercial Utility', { exact: true })).toBeVisible();
    await expect(main.getByText('Business Loan', { exact: true })).toBeVisible();
  });

  test('asks for the required fields in a dialog and sends nothing', async ({ page }) => {
    await fillTextboxes(page, { Name: 'Jo Bloggs', Email: 'jo@example.com' });
    await expectRefusedInDialog(page, page.getByRole('button', { name: 'Send Message' }), [
      'Please fill out the required fields!',
      'Name, Phone, and Business Name are required.',
    ]);
    await expect(textbox(page, 'Name')).toHaveValue('Jo Bloggs');
  });

  test(
    'thanks the visitor, clears the form and stores the enquiry',
    { tag: '@phone' },
    async ({ page, staff }, testInfo) => {
      // Each project (desktop, phone) and run sends its own enquiry.
      const email = uniqueEmail(testInfo, 'sam', 'carter-bakery.co.uk');
      await fillTextboxes(page, {
        Name: 'Sam Carter',
        Email: email,
        Phone: '07700 900456',
        'Business Name': 'Carter Bakery',
        'Business Address': '3 Mill Lane, York YO1 7HH',
        Message: 'Our gas contract ends in June.',
      });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await dismissDialog(page, 'Thank you for reaching out!', "We'll be in touch soon.");
      for (const label of ['Name', 'Email', 'Phone', 'Business Name', 'Business Address', 'Message']) {
        await expect(textbox(page, label)).toHaveValue('');
      }
      expect(await storedEnquiry(staff, email)).toEqual({
        Name: 'Sam Carter',
        Phone: '07700 900456',
        'Business name': 'Carter Bakery',
        'Business address': '3 Mill Lane, York YO1 7HH',
        Message: 'Our gas contract ends in June.',
        'Sent from the page': 'contact',
      });
    },
  );

  test('shows each message the server sends as a toast and keeps what was typed', async ({ page }) => {
    await sendRefusedEnquiry(page);
    await expect(textbox(page, 'Email')).toHaveValue('lee@');
    await expect(textbox(page, 'Business Name')).toHaveValue('Wong Noodles');
    await expect(dialog(page)).toBeHidden();
  });

  test.describe('postcode and Find Address', () => {
    test('asks for a postcode before searching', async ({ page }) => {
      await page.getByRole('button', { name: 'Find Address' }).click();
      await expect(dialog(page)).toContainText('Please enter post code !');
    });

    test('says when a postcode has no addresses', async ({ page }) => {
      await postcodeBox(page).fill('ZZ9 9ZZ');
      await page.getByRole('button', { name: 'Find Address' }).click();
      await expect(dialog(page)).toContainText('No data found for this post code !');
      await expect(page.getByRole('combobox', { name: 'Select your address' })).toHaveCount(0);
    });

    test('fills the business address and name from the chosen address', async ({ page }) => {
      await postcodeBox(page).fill(demoPostcode.toLowerCase().replace(' ', ''));
      await page.getByRole('button', { name: 'Find Address' }).click();
      const select = page.getByRole('combobox', { name: 'Select your address' });
      await expect(select).toBeVisible();
      await expect(page.getByRole('button', { name: 'Find Address' })).toHaveCount(0);
      const options = select.locator('option:not([disabled])');
      expect(await options.count()).toBeGreaterThan(1);
      const summary = (await options.nth(1).textContent())!;
      await select.selectOption({ index: 2 });
      await expect(textbox(page, 'Business Address')).toHaveValue(summary);
      await expect(textbox(page, 'Business Name')).toHaveValue(summary.split(',')[0]!);
      // A new postcode brings the button back.
      await postcodeBox(page).fill('LS1 4AP');
      await expect(page.getByRole('button', { name: 'Find Address' })).toBeVisible();
    });

    test.describe('when the lookup fails', () => {
      test.use({ expectedConsoleErrors: [/status of 502/] });

      test('toasts "Can\'t load data !" and the button comes back', async ({ page }) => {
        await page.route('**/trpc/address.lookup**', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
        await postcodeBox(page).fill('LS1 4AP');
        await page.getByRole('button', { name: 'Find Address' }).click();
        await expect(toasts(page)).toContainText("Can't load data !");
        await expect(page.getByRole('button', { name: 'Find Address' })).toBeVisible();
      });
    });

    test('passes on the server’s message for a postcode in the wrong format', async ({ page }) => {
      await postcodeBox(page).fill('NOT A POSTCODE');
      await page.getByRole('button', { name: 'Find Address' }).click();
      await expect(toasts(page)).toContainText('Please enter a valid UK postcode.');
    });
  });
});

test.describe('Contact page while the server cannot be reached', () => {
  // The refused tries are failed requests the browser logs: on purpose.
  test.use({ expectedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });

  test('sends the enquiry again by itself, saying so, keeps what was typed, and stores it once', async ({
    page,
    staff,
  }, testInfo) => {
    await gotoHydrated(page, '/contact');
    const email = uniqueEmail(testInfo, 'sam', 'retry-bakery.co.uk');
    let tries = 0;
    // A failover: the first two tries find nobody listening.
    await page.route('**/trpc/forms.contactUs**', (route) => {
      tries += 1;
      return tries <= 2 ? route.abort('connectionrefused') : route.continue();
    });
    await fillTextboxes(page, {
      Name: 'Sam Retry',
      Email: email,
      Phone: '07700 900456',
      'Business Name': 'Retry Bakery',
      'Business Address': '3 Mill Lane, York YO1 7HH',
      Message: 'Sent through a failover.',
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: "Saving… we'll keep trying." })).toBeVisible();
    await expect(textbox(page, 'Business Name')).toHaveValue('Retry Bakery');
    await expectNoViolations(page);
    // Tried again after 2 s, then 4 s.
    await expect(dialog(page)).toContainText('Thank you for reaching out!', { timeout: 15_000 });
    await dismissDialog(page, 'Thank you for reaching out!', "We'll be in touch soon.");
    await expect(page.getByText("Saving… we'll keep trying.")).toBeHidden();
    expect(tries).toBe(3);
    expect(await storedEnquiry(staff, email)).toMatchObject({ 'Business name': 'Retry Bakery' });
  });
});
