import type { Page } from '@playwright/test';
import { dialog, dismissDialog, expect, gotoHydrated, test, toasts } from './fixtures.ts';
import { expectRefusedInDialog, fillTextboxes, storedEnquiry, textbox, uniqueEmail } from './support/forms.ts';
import { answersOf } from './support/staff.ts';

// What the pages say, as the server sends it, is checked without a browser:
// apps/server/test/pages/about-and-career.test.ts. Here: what needs one (the forms, the jump to the registration form).

const sendEnquiry = (page: Page) => page.getByRole('button', { name: 'Send Enquiry' });

test.describe('About us', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/about-us');
  });

  test('refuses an empty enquiry with "Form data missing !" and stores nothing', async ({ page }) => {
    await expectRefusedInDialog(page, sendEnquiry(page), ['Form data missing !']);
    // Spaces only count as empty too.
    await textbox(page, 'Business Name').fill('   ');
    await expectRefusedInDialog(page, sendEnquiry(page), ['Form data missing !']);
  });

  test(
    'takes an enquiry with one field, thanks the visitor, clears the form and stores it',
    { tag: '@phone' },
    async ({ page, staff }, testInfo) => {
      const email = uniqueEmail(testInfo, 'about', 'harbour-cafe.co.uk');
      await textbox(page, 'Email').fill(email);
      await sendEnquiry(page).click();
      await dismissDialog(page, 'Thank you for reaching out!', "We'll be in touch soon.");
      for (const label of ['Name', 'Email', 'Phone', 'Business Name', 'Business Address']) {
        await expect(textbox(page, label)).toHaveValue('');
      }
      // Blank fields are stored as empty: staff see no answer for them.
      const labels = ['Name', 'Phone', 'Business name', 'Business address', 'Sent from the page'] as const;
      expect(await storedEnquiry(staff, email, labels)).toEqual({
        Name: null,
        Phone: null,
        'Business name': null,
        'Business address': null,
        'Sent from the page': 'about',
      });
    },
  );

  test('sends all five fields and stores them with the page', async ({ page, staff }, testInfo) => {
    const email = uniqueEmail(testInfo, 'priya', 'patel-pharmacy.co.uk');
    await fillTextboxes(page, {
      Name: 'Priya Patel',
      Email: email,
      Phone: '07700 900123',
      'Business Name': 'Patel Pharmacy',
      'Business Address': '12 High Street, Leicester LE1 5YN',
    });
    await sendEnquiry(page).click();
    await expect(dialog(page)).toContainText('Thank you for reaching out!');
    expect(await storedEnquiry(staff, email)).toEqual({
      Name: 'Priya Patel',
      Phone: '07700 900123',
      'Business name': 'Patel Pharmacy',
      'Business address': '12 High Street, Leicester LE1 5YN',
      Message: null,
      'Sent from the page': 'about',
    });
  });

  test('shows the server message for a bad e-mail as a toast and keeps what was typed', async ({ page, staff }) => {
    await fillTextboxes(page, { Name: 'Tom Hughes', Email: 'tom@' });
    await sendEnquiry(page).click();
    await expect(toasts(page)).toContainText('Please enter a valid email address.');
    await expect(textbox(page, 'Name')).toHaveValue('Tom Hughes');
    await expect(textbox(page, 'Email')).toHaveValue('tom@');
    await expect(dialog(page)).toBeHidden();
    const stored = await staff.leads({ q: 'tom@', kind: 'contact_us' });
    expect(stored.filter((lead) => lead.email === 'tom@')).toEqual([]);
  });
});

test.describe('Build your career', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/build-your-career');
  });

  const register = (page: Page) => page.getByRole('button', { name: 'Register Now' });

  test("'Register as a partner' jumps to the registration form", async ({ page }) => {
    await page.getByRole('link', { name: 'Register as a partner' }).click();
    await expect(page).toHaveURL(/#register$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Register as a partner' })).toBeInViewport();
  });

  const complete = {
    Name: 'Alex Morgan',
    Email: 'alex@morgan-accounts.co.uk',
    Phone: '07700 900321',
    'Business Address': '4 Castle Street, Cardiff CF10 1BS',
  };

  for (const missing of Object.keys(complete)) {
    test(`asks for every field when ${missing} is missing and sends nothing`, async ({ page }) => {
      await fillTextboxes(page, { ...complete, [missing]: '' });
      await expectRefusedInDialog(page, register(page), [
        'Please fill out the required fields!',
        'All fields are required to be filled.',
      ]);
      await expect(textbox(page, 'Name')).toHaveValue(missing === 'Name' ? '' : complete.Name);
    });
  }

  test(
    'registers a partner, thanks them, resets the form and stores the registration',
    { tag: '@phone' },
    async ({ page, staff }, testInfo) => {
      const email = uniqueEmail(testInfo, 'alex', 'morgan-accounts.co.uk');
      await fillTextboxes(page, { ...complete, Email: email });
      await register(page).click();
      await dismissDialog(page, 'Registration Successful!', 'Thank you for registering.');
      for (const label of Object.keys(complete)) await expect(textbox(page, label)).toHaveValue('');
      const lead = await staff.lead({ q: email, kind: 'partner_registration' });
      expect(answersOf(lead, ['Name', 'Phone', 'Business address'])).toEqual({
        Name: 'Alex Morgan',
        Phone: '07700 900321',
        'Business address': complete['Business Address'],
      });
    },
  );

  test('says the registration failed, with the reason, and keeps what was typed', async ({ page, staff }) => {
    await fillTextboxes(page, { ...complete, Name: 'Refused Partner', Email: 'x@' });
    await register(page).click();
    const toast = toasts(page);
    await expect(toast).toContainText('Registration failed. Try again.');
    await expect(toast).toContainText('Please enter a valid email address.');
    await expect(dialog(page)).toBeHidden();
    await expect(textbox(page, 'Name')).toHaveValue('Refused Partner');
    await expect(textbox(page, 'Email')).toHaveValue('x@');
    const stored = await staff.leads({ q: 'Refused Partner', kind: 'partner_registration' });
    expect(stored.filter((lead) => lead.personName === 'Refused Partner')).toEqual([]);
  });
});
