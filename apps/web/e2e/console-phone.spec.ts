import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expect, gotoHydrated, reloadHydrated, test, toasts } from './fixtures.ts';
import { signIn } from './support/console-sign-in.ts';
import { openConsoleMenu } from './support/console-menu.ts';
import { consoleAdmin } from './support/staff.ts';

// A console that fits a day's work (issue 42, part 6): on a phone the inbox is a list of cards with a number to tap,
// under a header folded into a menu and filters folded behind one button; at a desk, a one-line header and at least
// eight leads on screen; the duty switch says its state in words; a lead nobody can reach offers nothing to log.

// Signed out, the console asks who is there (401): on purpose.
test.use({ expectedConsoleErrors: [/status of 401/] });

const xhr = { 'x-requested-with': 'XMLHttpRequest' };
const phoneSize = { width: 390, height: 844 };
const deskSize = { width: 1366, height: 768 };

/** An agent of their own for each test, made by the admin: off duty, as every new user starts. */
async function newAgent(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string,
) {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: xhr });
  expect((await api.post('/trpc/admin.session.signIn', { data: consoleAdmin })).ok()).toBe(true);
  const email = `phone.agent.${randomBytes(4).toString('hex')}@example.co.uk`;
  const password = 'an agent password ok';
  const made = await api.post('/trpc/admin.users.create', {
    data: { name: 'Pip Phone', email, password, role: 'agent' },
  });
  expect(made.ok()).toBe(true);
  await api.dispose();
  return { email, password };
}

/** A phone number no other test (nor the other project, on the same database) uses. */
const uniquePhone = () => `07700 9${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;

/** A contact-us enquiry, sent as the site's form sends it. */
async function sendEnquiry(request: APIRequestContext, lead: { business: string; person: string; phone: string }) {
  const sent = await request.post('/api/form-submit/contact-us', {
    headers: xhr,
    data: {
      first_name: lead.person,
      email: `${randomBytes(4).toString('hex')}@example.co.uk`,
      phone: lead.phone,
      business_name: lead.business,
      business_address: '3 Mill Lane, York YO1 7HH',
      message: 'Please call about our energy bills',
      page: 'contact',
    },
  });
  expect(sent.ok()).toBe(true);
}

/** Nothing wider than the phone: the page never scrolls sideways. */
async function expectNoSidewaysScrollAt(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const saffronRow = 'Saffron Row Kitchen Ltd, Ground Floor, 74 Brick Lane, LONDON, E1 6QL';

/** The loan wizard to the booking screen, and away: a lead with no phone or e-mail. Answers the application's id. */
async function loanLeftAtBookingScreen(page: Page, company: string) {
  const next = page.getByRole('button', { name: 'Next' });
  const stepHeading = page.locator('#step-heading');
  await gotoHydrated(page, '/business-loan');
  await page.getByRole('textbox', { name: 'How much would you like to borrow?' }).fill('15000');
  await page.getByRole('combobox', { name: 'Over how long?' }).selectOption('12 months');
  await page.getByRole('textbox', { name: 'Company name' }).fill(company);
  await page.getByRole('combobox', { name: "What is your business's legal form?" }).selectOption('sole_trader');
  await page.getByRole('textbox', { name: 'Post code', exact: true }).fill('e1 6ql');
  await page.getByRole('button', { name: 'Search Address', exact: true }).click();
  await page.getByRole('combobox', { name: 'Company address' }).selectOption(saffronRow);
  await next.click();
  await expect(stepHeading).toHaveText('Which category best suits your business ?');
  await page.getByRole('radio', { name: 'Retail' }).check();
  await next.click();
  await expect(stepHeading).toHaveText('What is your estimated monthly turnover in £(GBP) ?');
  await next.click();
  await expect(page).toHaveURL(/\/calendly\/business-loan\//);
}

const leadCards = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Leads, newest first' });

test.describe('The console on a phone (390×844)', () => {
  test.use({ viewport: phoneSize });
  // A touch screen's layout: tagged @phone-only, so only the phone project runs it (the desk's tests are below).

  test(
    'an agent finds a lead’s card, its number in reach, opens the lead and logs the call',
    { tag: '@phone-only' },
    async ({ page, request, playwright, baseURL }) => {
      // An enquiry, a new agent and their sign-in, then the card found, opened and a call logged, with three axe
      // scans at phone size.
      test.setTimeout(90_000);
      const stamp = randomBytes(3).toString('hex');
      const business = `Pocket Bakery ${stamp}`;
      const phone = uniquePhone();
      await sendEnquiry(request, { business, person: 'Poppy Pocket', phone });
      await signIn(page, await newAgent(playwright, baseURL!));

      // Under a header one button tall, the first card is on screen as the inbox opens.
      const cards = leadCards(page).getByRole('listitem');
      await expect(cards.first().getByRole('heading', { level: 2 }).getByRole('link')).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
      await expectNoSidewaysScrollAt(page, phoneSize.width);
      await expectNoViolations(page);

      await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
      const card = cards.filter({ hasText: business });
      await expect(card).toBeVisible();
      await expect(cards).toHaveCount(1);
      await expect(card).toContainText('Poppy Pocket');
      await expect(card).toContainText(/Waiting\s*(Under 1 min|\d+ min|\d+ h)/);
      await expect(card).toContainText('Enquiry');

      // The number, as a link that rings it, wholly on screen: no sideways scrolling to reach it.
      const call = card.getByRole('link', { name: `Call ${phone}` });
      await expect(call).toHaveAttribute('href', `tel:${phone.replace(/\s/g, '')}`);
      await expect(call).toBeInViewport({ ratio: 1 });
      const box = (await call.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phoneSize.width);
      expect(box.height).toBeGreaterThanOrEqual(44);
      await expectNoSidewaysScrollAt(page, phoneSize.width);
      await expectNoViolations(page);

      // The card's title opens the lead; the call is logged from there.
      await card.getByRole('link', { name: business }).click();
      await expect(page.getByRole('heading', { name: business, level: 1 })).toBeVisible();
      const contact = page.getByRole('region', { name: 'Contact', exact: true });
      await contact.getByRole('button', { name: 'Log a call' }).click();
      await contact.getByRole('radio', { name: 'Spoke' }).check();
      await contact.getByRole('button', { name: 'Save call' }).click();
      await expect(toasts(page).filter({ hasText: /^Call logged/ })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Call: Spoke');
      // The scan waits for the toasts to go: "Call logged" shows for 5 s, then fades.
      await expect(toasts(page)).toHaveCount(0, { timeout: 15_000 });
      await expectNoSidewaysScrollAt(page, phoneSize.width);
      await expectNoViolations(page);
    },
  );

  test(
    'the header folds into a menu and the filters behind one button',
    { tag: '@phone-only' },
    async ({ page, playwright, baseURL }) => {
      // A new agent and their sign-in, the menu and the filters opened and followed, with two axe scans.
      test.setTimeout(90_000);
      await signIn(page, await newAgent(playwright, baseURL!));
      const banner = page.getByRole('banner');
      const menu = banner.getByRole('button', { name: 'Menu', exact: true });
      const nav = page.getByRole('navigation', { name: 'Console' });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: 'Calls due' })).toBeHidden();
      // One line: the site's name and the menu button.
      expect((await banner.boundingBox())!.height).toBeLessThan(80);

      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('list', { name: 'Content' })).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Off duty' })).toHaveAttribute('aria-pressed', 'false');
      await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expectNoSidewaysScrollAt(page, phoneSize.width);
      await expectNoViolations(page);
      // Escape closes it, back on its button.
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();
      // A link followed from it closes it.
      await menu.click();
      await nav.getByRole('link', { name: 'Calls due' }).click();
      await expect(page.getByRole('heading', { name: 'Calls due', level: 1 })).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await openConsoleMenu(page);
      await nav.getByRole('link', { name: 'Leads' }).click();
      await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();

      // The filters: the search shows, the rest is behind "Filters", which counts the ones in use.
      const filters = page.getByRole('button', { name: /^Filters/ });
      await expect(filters).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('combobox', { name: 'Kind' })).toBeHidden();
      await filters.click();
      await expect(filters).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Contact us' });
      await expect(page).toHaveURL(/kind=contact_us/);
      await expect(page.getByRole('button', { name: 'Today', exact: true })).toBeVisible();
      await expectNoSidewaysScrollAt(page, phoneSize.width);
      await expectNoViolations(page);
      await filters.click();
      await expect(page.getByRole('combobox', { name: 'Kind' })).toBeHidden();
      await expect(filters).toHaveText(/^Filters\s*\(1 on\)$/);
    },
  );
});

test.describe('The console at a desk (1366×768)', () => {
  test.use({ viewport: deskSize });

  test('the header is one line and at least eight leads show under it', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    // Ten enquiries sent one after another before a new agent signs in, then two axe scans.
    test.setTimeout(90_000);
    const stamp = randomBytes(3).toString('hex');
    for (let n = 1; n <= 10; n += 1) {
      await sendEnquiry(request, {
        business: `Desk Dairy ${n} ${stamp}`,
        person: `Dee Desk ${n}`,
        phone: uniquePhone(),
      });
    }
    await signIn(page, await newAgent(playwright, baseURL!));
    await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    await expect(page.getByRole('status').filter({ hasText: /^10 leads$/ })).toBeVisible();

    // One line: the site's name, the lead pages, the duty switch and the menu share a line.
    const banner = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: 'Console' });
    const lineOf = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return box.y + box.height / 2;
    };
    const line = await lineOf(nav.getByRole('link', { name: 'Leads' }));
    for (const item of [
      nav.getByRole('link', { name: 'Finance figures' }),
      nav.getByRole('button', { name: 'Off duty' }),
      banner.getByRole('button', { name: 'Menu', exact: true }),
      banner.getByText('Console', { exact: true }),
    ]) {
      expect(Math.abs((await lineOf(item)) - line)).toBeLessThan(8);
    }

    // Eight rows or more wholly on screen under the header, without scrolling.
    const headerBottom = (await banner.boundingBox())!;
    const rows = page.getByRole('table', { name: 'Leads, newest first' }).getByRole('row').filter({ hasText: stamp });
    await expect(rows).toHaveCount(10);
    let onScreen = 0;
    for (const box of await Promise.all((await rows.all()).map((row) => row.boundingBox()))) {
      if (box && box.y >= headerBottom.y + headerBottom.height && box.y + box.height <= deskSize.height) onScreen += 1;
    }
    expect(onScreen).toBeGreaterThanOrEqual(8);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoViolations(page);

    // The rest of the header is in its menu.
    await openConsoleMenu(page);
    await expect(nav.getByRole('list', { name: 'Content' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the duty switch says "Off duty" or "On duty", and keeps it across a reload', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signIn(page, await newAgent(playwright, baseURL!));
    const off = page.getByRole('button', { name: 'Off duty' });
    await expect(off).toHaveAttribute('aria-pressed', 'false');
    await off.click();
    const on = page.getByRole('button', { name: 'On duty' });
    await expect(on).toHaveAttribute('aria-pressed', 'true');
    await expect(toasts(page).filter({ hasText: 'You are on duty' })).toBeVisible();
    await reloadHydrated(page);
    await expect(page.getByRole('button', { name: 'On duty' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Off duty' })).toHaveCount(0);
    await expectNoViolations(page);
  });

  test('a click on the list while a search settles opens no lead; once it has settled, the row clicked opens', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const stamp = randomBytes(3).toString('hex');
    const match = `Settle Match ${stamp}`;
    const other = `Settle Other ${stamp}`;
    // The one the search will drop is the newest, so it is the top row until the search applies.
    await sendEnquiry(request, { business: match, person: 'Sal Match', phone: uniquePhone() });
    await sendEnquiry(request, { business: other, person: 'Sol Other', phone: uniquePhone() });
    await signIn(page, await newAgent(playwright, baseURL!));
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(stamp);
    const table = page.getByRole('table', { name: 'Leads, newest first' });
    await expect(table.getByRole('row').filter({ hasText: stamp })).toHaveCount(2);

    // The narrower search's answer is held back 2 s, so the click surely comes while it settles.
    await page.route('**/trpc/*admin.leads.list*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    const otherLink = table.getByRole('link', { name: other });
    const box = (await otherLink.boundingBox())!;
    await search.fill(match);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(table.getByRole('row').filter({ hasText: stamp })).toHaveCount(1);
    // Nothing opened: still the list, now of the one match.
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    await expect(table.getByRole('link', { name: other })).toHaveCount(0);

    await table.getByRole('link', { name: match }).click();
    await expect(page.getByRole('heading', { name: match, level: 1 })).toBeVisible();
  });
});

test(
  'a lead nobody can reach offers no "Log a call", and says what would make it reachable',
  { tag: '@phone' },
  async ({ page, playwright, baseURL }) => {
    // The loan wizard walked to the booking screen, then a new agent's sign-in and the lead page with an axe scan.
    test.setTimeout(90_000);
    const company = `Unreachable Kitchen ${randomBytes(3).toString('hex')}`;
    await loanLeftAtBookingScreen(page, company);
    await signIn(page, await newAgent(playwright, baseURL!));
    await page.getByRole('searchbox', { name: 'Search' }).fill(company);
    const title = page.getByRole('main').getByRole('link', { name: company });
    await expect(title).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Not reachable yet: left at the booking screen');
    await title.click();

    await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
    const contact = page.getByRole('region', { name: 'Contact', exact: true });
    await expect(contact).toContainText('Not reachable yet: left at the booking screen');
    await expect(contact).toContainText(
      'Calls can be logged once they give a phone number or e-mail: they can still book a call or ask for a callback from the booking screen.',
    );
    await expect(contact.getByRole('button', { name: 'Log a call' })).toHaveCount(0);
    await expect(contact.getByRole('button', { name: 'Log an e-mail' })).toHaveCount(0);
    await expect(contact.getByRole('button', { name: 'Do not contact' })).toHaveCount(0);
    await expectNoViolations(page);
  },
);
