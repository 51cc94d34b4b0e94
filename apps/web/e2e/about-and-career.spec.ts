import type { Page } from '@playwright/test';
import { dialog, expect, gotoHydrated, test, toasts } from './fixtures.ts';
import { answersOf } from './support/staff.ts';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Records the tRPC calls the page makes, to prove a refused form sent nothing. */
function trpcCalls(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => request.url().includes('/trpc/') && sent.push(request.url()));
  return sent;
}

test.describe('About us', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/about-us');
  });

  test('shows who we are, the mission, the values, what defines us and the services', async ({ page }) => {
    await expect(page).toHaveTitle('About Us | SME Compare');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of ['Who we are', 'Our Mission', 'Our Values', 'What Defines Us', 'Our Services']) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    const values = page.getByRole('region', { name: 'Our Values' });
    for (const value of ['Sustainability', 'Transparency', 'Innovation', 'Integrity']) {
      await expect(values.getByRole('heading', { level: 3, name: value, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Over 2000 businesses helped')).toBeVisible();
    await expect(page.getByText('More than 1000 clients who were refused elsewhere')).toBeVisible();
    await expect(page.getByText('A panel of vetted UK suppliers', { exact: true })).toBeVisible();

    const services = page.getByRole('region', { name: 'Our Services' });
    for (const service of [
      'Business energy',
      'Water and waste',
      'Business loans',
      'Merchant cash advance',
      'Card machines',
    ]) {
      await expect(services.getByRole('heading', { level: 3, name: service, exact: true })).toBeVisible();
    }
    await expect(services.getByRole('link', { name: 'Compare business energy' })).toHaveAttribute('href', '/utility');
    await expect(services.getByRole('link', { name: 'Compare water and waste' })).toHaveAttribute('href', '/utility');
    await expect(services.getByRole('link', { name: 'Explore business loans' })).toHaveAttribute('href', '/bussiness');
    await expect(services.getByRole('link', { name: 'Explore cash advance' })).toHaveAttribute('href', '/bussiness');
    await expect(services.getByRole('link', { name: 'Compare card machines' })).toHaveAttribute(
      'href',
      '/payment-solution',
    );
    await expect(services.getByTestId('energy-disclosure')).toBeVisible();
    await expect(services.getByTestId('funding-disclosure')).toBeVisible();
  });

  test('refuses an empty enquiry with "Form data missing !" and stores nothing', async ({ page }) => {
    const sent = trpcCalls(page);
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(dialog(page)).toContainText('Form data missing !');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(dialog(page)).toBeHidden();
    // Spaces only count as empty too.
    await textbox(page, 'Business Name').fill('   ');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(dialog(page)).toContainText('Form data missing !');
    expect(sent).toEqual([]);
  });

  test(
    'takes an enquiry with one field, thanks the visitor, clears the form and stores it',
    { tag: '@phone' },
    async ({ page, staff }, testInfo) => {
      const email = `about.${testInfo.project.name}.${Date.now()}@harbour-cafe.co.uk`;
      await textbox(page, 'Email').fill(email);
      await page.getByRole('button', { name: 'Send Enquiry' }).click();
      await expect(dialog(page)).toContainText('Thank you for reaching out!');
      await expect(dialog(page)).toContainText("We'll be in touch soon.");
      await page.getByRole('button', { name: 'OK' }).click();
      for (const label of ['Name', 'Email', 'Phone', 'Business Name', 'Business Address']) {
        await expect(textbox(page, label)).toHaveValue('');
      }
      const lead = await staff.lead({ q: email, kind: 'contact_us' });
      // Blank fields are stored as empty: staff see no answer for them.
      expect(answersOf(lead, ['Name', 'Phone', 'Business name', 'Business address', 'Sent from the page'])).toEqual({
        Name: null,
        Phone: null,
        'Business name': null,
        'Business address': null,
        'Sent from the page': 'about',
      });
    },
  );

  test('sends all five fields and stores them with the page', async ({ page, staff }, testInfo) => {
    const email = `priya.${testInfo.project.name}.${Date.now()}@patel-pharmacy.co.uk`;
    await textbox(page, 'Name').fill('Priya Patel');
    await textbox(page, 'Email').fill(email);
    await textbox(page, 'Phone').fill('07700 900123');
    await textbox(page, 'Business Name').fill('Patel Pharmacy');
    await textbox(page, 'Business Address').fill('12 High Street, Leicester LE1 5YN');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(dialog(page)).toContainText('Thank you for reaching out!');
    const lead = await staff.lead({ q: email, kind: 'contact_us' });
    expect(
      answersOf(lead, ['Name', 'Phone', 'Business name', 'Business address', 'Message', 'Sent from the page']),
    ).toEqual({
      Name: 'Priya Patel',
      Phone: '07700 900123',
      'Business name': 'Patel Pharmacy',
      'Business address': '12 High Street, Leicester LE1 5YN',
      Message: null,
      'Sent from the page': 'about',
    });
  });

  test('shows the server message for a bad e-mail as a toast and keeps what was typed', async ({ page, staff }) => {
    await textbox(page, 'Name').fill('Tom Hughes');
    await textbox(page, 'Email').fill('tom@');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
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

  const fill = async (page: Page, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await textbox(page, label).fill(value);
  };
  const register = (page: Page) => page.getByRole('button', { name: 'Register Now' });

  test('explains the seller programme and how it works', async ({ page }) => {
    await expect(page).toHaveTitle('Become a Partner | SME Compare');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const benefits = page.getByRole('region', { name: 'What you get as a partner' });
    for (const name of [
      'Simple registration',
      'Training',
      'Marketing materials',
      '24/7 support',
      'Earnings report portal',
    ]) {
      await expect(benefits.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    const steps = page.getByRole('region', { name: 'How it works' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(1)).toContainText('Refer businesses');
    await expect(steps.nth(2)).toContainText('We do the comparison');
    await expect(steps.nth(3)).toContainText('You earn commission');
    await expect(page.getByRole('heading', { level: 2, name: 'Who it suits' })).toBeVisible();
    // No commission percentages are promised on the page.
    await expect(page.locator('main')).not.toContainText('%');

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
      const sent = trpcCalls(page);
      await fill(page, { ...complete, [missing]: '' });
      await register(page).click();
      await expect(dialog(page)).toContainText('Please fill out the required fields!');
      await expect(dialog(page)).toContainText('All fields are required to be filled.');
      await page.getByRole('button', { name: 'OK' }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(textbox(page, 'Name')).toHaveValue(missing === 'Name' ? '' : complete.Name);
      expect(sent).toEqual([]);
    });
  }

  test(
    'registers a partner, thanks them, resets the form and stores the registration',
    { tag: '@phone' },
    async ({ page, staff }, testInfo) => {
      const email = `alex.${testInfo.project.name}.${Date.now()}@morgan-accounts.co.uk`;
      await fill(page, { ...complete, Email: email });
      await register(page).click();
      await expect(dialog(page)).toContainText('Registration Successful!');
      await expect(dialog(page)).toContainText('Thank you for registering.');
      await page.getByRole('button', { name: 'OK' }).click();
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
    await fill(page, { ...complete, Name: 'Refused Partner', Email: 'x@' });
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
