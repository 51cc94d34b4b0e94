import type { Locator, Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { signIn } from './support/console-sign-in.ts';

// Who to call, and when (issue 29): a loan applicant who types her postcode and leaves at the booking screen is on the
// inbox with that postcode and why nobody can call her yet; once she asks for a callback, her phone and the window
// she chose are on the row, and the call is in "Calls due", one click from her lead.

// Signed out, the console asks who is there (401): on purpose.
test.use({ expectedConsoleErrors: [/status of 401/] });

const saffronRow = 'Saffron Row Kitchen Ltd, Ground Floor, 74 Brick Lane, LONDON, E1 6QL';
const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const stepHeading = (page: Page) => page.locator('#step-heading');

/** A phone number no other test (nor the other browser project, on the same database) uses. */
const uniquePhone = () => `07700 9${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;

/** The loan wizard to the booking screen, as a visitor goes through it; answers the application's id. */
async function applyToBookingScreen(page: Page, company: string) {
  await gotoHydrated(page, '/business-loan');
  await page.getByRole('textbox', { name: 'How much would you like to borrow?' }).fill('15000');
  await page.getByRole('combobox', { name: 'Over how long?' }).selectOption('12 months');
  await page.getByRole('textbox', { name: 'Company name' }).fill(company);
  await page.getByRole('combobox', { name: "What is your business's legal form?" }).selectOption('sole_trader');
  await page.getByRole('textbox', { name: 'Post code', exact: true }).fill('e1 6ql');
  await page.getByRole('button', { name: 'Search Address', exact: true }).click();
  await page.getByRole('combobox', { name: 'Company address' }).selectOption(saffronRow);
  await next(page).click();
  await expect(stepHeading(page)).toHaveText('Which category best suits your business ?');
  const id = new URL(page.url()).searchParams.get('id')!;
  await page.getByRole('radio', { name: 'Retail' }).check();
  await next(page).click();
  await expect(stepHeading(page)).toHaveText('What is your estimated monthly turnover in £(GBP) ?');
  await next(page).click();
  await expect(page).toHaveURL(`/calendly/business-loan/${id}`);
  return id;
}

/** The inbox's one row for this search. */
async function inboxRow(page: Page, search: string): Promise<Locator> {
  await gotoHydrated(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(search);
  await expect(page.getByRole('status').filter({ hasText: /^1 lead$/ })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Leads, newest first' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  return rows.nth(1);
}

test.describe('Who to call, and when', () => {
  test('a loan left at the booking screen says why, a callback brings a phone and a window, and is a call due', async ({
    page,
  }) => {
    // A long flow: the loan wizard to the booking screen, a callback asked for there, then the console's calls due,
    // with three axe scans.
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const company = `Calls Due Kitchen ${stamp}`;
    const id = await applyToBookingScreen(page, company);
    await expect(page.getByRole('heading', { name: 'Prefer we call you?', level: 2 })).toBeVisible();

    // She leaves. The inbox has the postcode she typed, and says why nobody can call her, since when.
    await signIn(page);
    let row = await inboxRow(page, stamp);
    await expect(row).toContainText('E1 6QL');
    await expect(row).toContainText('Not reachable yet: left at the booking screen');
    await expect(row).toContainText(/at \d\d:\d\d/);
    await expect(row).toContainText('Booking screen reached');
    await expectNoViolations(page);

    // She comes back and asks to be called at lunchtime instead of booking.
    await gotoHydrated(page, `/calendly/business-loan/${id}`);
    const form = page.getByRole('region', { name: 'Prefer we call you?' });
    const phone = uniquePhone();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Dana Reed');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
    await form.getByRole('combobox', { name: 'Best time to call (optional)' }).selectOption('Lunchtime (12pm to 2pm)');
    await form.getByRole('button', { name: 'Call me back' }).click();
    await expect(form.getByRole('status')).toContainText("We'll call Dana Reed");

    // The row now has who to call, a link that rings her, and the window she chose.
    row = await inboxRow(page, stamp);
    await expect(row.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/\s/g, '')}`);
    await expect(row).toContainText('Dana Reed');
    await expect(row).toContainText(/Callback requested: [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, 12:00–14:00/);
    await expect(row).not.toContainText('Not reachable yet');
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);

    // "Calls due" lists it, with the phone and its reference, one click from the lead.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Calls due' }).click();
    await expect(page.getByRole('heading', { name: 'Calls due', level: 1 })).toBeVisible();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: company }) });
    await expect(item).toContainText('Callback');
    await expect(item).toContainText('12:00–14:00');
    await expect(item).toContainText(/Reference CB-[A-Z0-9]{6}/);
    await expect(item.getByRole('link', { name: phone })).toBeVisible();
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);

    await item.getByRole('link', { name: company }).click();
    await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Post code');
  });
});
