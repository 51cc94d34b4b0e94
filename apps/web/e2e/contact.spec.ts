import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { dialog, expect, gotoHydrated, test, toasts } from './fixtures.ts';
import { answersOf } from './support/staff.ts';

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
    const sent: string[] = [];
    page.on('request', (request) => request.url().includes('/trpc/') && sent.push(request.url()));
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Jo Bloggs');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('jo@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog(page)).toContainText('Please fill out the required fields!');
    await expect(dialog(page)).toContainText('Name, Phone, and Business Name are required.');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Jo Bloggs');
    expect(sent).toEqual([]);
  });

  test(
    'thanks the visitor, clears the form and stores the enquiry',
    { tag: '@phone' },
    async ({ page, staff }, testInfo) => {
      // Each project (desktop, phone) and run sends its own enquiry.
      const email = `sam.${testInfo.project.name}.${Date.now()}@carter-bakery.co.uk`;
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Carter');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('07700 900456');
      await page.getByRole('textbox', { name: 'Business Name', exact: true }).fill('Carter Bakery');
      await page.getByRole('textbox', { name: 'Business Address', exact: true }).fill('3 Mill Lane, York YO1 7HH');
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Our gas contract ends in June.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(dialog(page)).toContainText('Thank you for reaching out!');
      await expect(dialog(page)).toContainText("We'll be in touch soon.");
      await page.getByRole('button', { name: 'OK' }).click();
      for (const label of ['Name', 'Email', 'Phone', 'Business Name', 'Business Address', 'Message']) {
        await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue('');
      }
      const lead = await staff.lead({ q: email, kind: 'contact_us' });
      expect(
        answersOf(lead, ['Name', 'Phone', 'Business name', 'Business address', 'Message', 'Sent from the page']),
      ).toEqual({
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
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lee Wong');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('lee@');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('07700 900789');
    await page.getByRole('textbox', { name: 'Business Name', exact: true }).fill('Wong Noodles');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toasts(page)).toContainText('Please enter a valid email address.');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('lee@');
    await expect(page.getByRole('textbox', { name: 'Business Name', exact: true })).toHaveValue('Wong Noodles');
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
      await expect(page.getByRole('textbox', { name: 'Business Address', exact: true })).toHaveValue(summary);
      await expect(page.getByRole('textbox', { name: 'Business Name', exact: true })).toHaveValue(
        summary.split(',')[0]!,
      );
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
