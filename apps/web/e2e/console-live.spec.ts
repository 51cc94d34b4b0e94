import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe.ts';
import { expect, gotoHydrated, reloadHydrated, test, toasts } from './fixtures.ts';
import { consoleAdmin } from './support/staff.ts';
import { signIn } from './support/console-sign-in.ts';
import { writeSidePort } from './support/side-port.ts';
import { openConsoleMenu } from './support/console-menu.ts';

// Signed out, the console asks who is there (401): on purpose.
test.use({ expectedConsoleErrors: [/status of 401/] });

const xhr = { 'x-requested-with': 'XMLHttpRequest' };
const password = 'e2e live console password';

/**
 * An agent of this test's own (the admin made them through the console's procedure), so switching alerts on here
 * changes nobody else's console in the run.
 */
async function newAgent(request: APIRequestContext, name = 'Lena Live') {
  const email = `live.${randomBytes(4).toString('hex')}@example.co.uk`;
  const signedIn = await request.post('/trpc/admin.session.signIn', { headers: xhr, data: consoleAdmin });
  expect(signedIn.ok()).toBe(true);
  const made = await request.post('/trpc/admin.users.create', {
    headers: xhr,
    data: { name, email, password, role: 'agent' },
  });
  expect(made.ok()).toBe(true);
  await request.post('/trpc/admin.session.signOut', { headers: xhr });
  return { email, password };
}

/** A visitor's 'Let's talk' popup, sent by another client (not this page): the lead the console must hear of. */
async function sendPopup(request: APIRequestContext, business: string) {
  const tag = randomBytes(3).toString('hex');
  const sent = await request.post('/api/form-submit/popup', {
    headers: xhr,
    data: { name: `${business} Owner`, email: `owner.${tag}@example.co.uk`, phone: '07700 900456', page: '/' },
  });
  expect(sent.ok()).toBe(true);
}

/** What the console's tab title should start with for the leads waiting now, read as the console reads it. */
async function waitingTitleOf(page: Page) {
  const answer = await page.request.get('/trpc/admin.leads.waitingCount', { headers: xhr });
  const waiting = ((await answer.json()) as { result: { data: { waiting: number } } }).result.data.waiting;
  return waiting > 0 ? `(${waiting}) Leads – Console` : 'Leads – Console';
}

test.describe('The live console', () => {
  test('shows a new lead without a reload and counts it in the tab title', async ({ page, playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL: baseURL! });
    const agent = await newAgent(request);
    await signIn(page, agent);
    // Subscribed: the stream is open before the lead is sent.
    await expect.poll(async () => (await page.title()).startsWith(await waitingTitleOf(page))).toBe(true);

    const business = `Live Bakery ${randomBytes(2).toString('hex')}`;
    await sendPopup(request, `${business}`);
    // The person's name is on the row (the popup has no business name), with no reload. Pushed: well before the
    // 30 s read the console falls back to only while its stream is down. (The 2 s promise is measured across two
    // instances by apps/server/test/console-live-two-instances.test.ts and npm run bench:push.)
    await expect(page.getByRole('row').filter({ hasText: `${business} Owner` })).toBeVisible();
    await expect.poll(async () => (await page.title()).startsWith(await waitingTitleOf(page))).toBe(true);
    expect(await page.title()).toMatch(/^\(\d+\) Leads – Console/);
    await request.dispose();
  });

  test('switches alerts on with a click, notifies of each new lead, and keeps the choice @phone', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({ baseURL: baseURL! });
    const agent = await newAgent(request);
    // What the page shows as notifications and when it asks for them, recorded (the headless browser has no
    // notification centre to look in, and grants without a prompt).
    await page.addInitScript(() => {
      const shown: { title: string; body: string }[] = [];
      const record = window as unknown as { shownNotifications: typeof shown; permissionRequests: number };
      record.shownNotifications = shown;
      record.permissionRequests = 0;
      const Native = window.Notification;
      class Recorded extends Native {
        static override requestPermission() {
          record.permissionRequests += 1;
          return Native.requestPermission();
        }
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          shown.push({ title, body: options?.body ?? '' });
        }
      }
      Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true });
    });
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    await signIn(page, agent);

    // The alerts switch is in the header's menu.
    await openConsoleMenu(page);
    const alerts = page.getByRole('button', { name: /New-lead alerts/ });
    await expect(alerts).toHaveAttribute('aria-pressed', 'false');
    const recorded = () =>
      page.evaluate(() => {
        const { shownNotifications, permissionRequests } = window as unknown as {
          shownNotifications: unknown[];
          permissionRequests: number;
        };
        return { shown: shownNotifications, asked: permissionRequests };
      });
    // Never asked on load: nothing was shown or requested before the click.
    expect(await recorded()).toEqual({ shown: [], asked: 0 });
    await alerts.click();
    await expect(page.getByText('Alerts on: each new lead shows a notification and plays a sound.')).toBeVisible();
    await expect(alerts).toHaveAttribute('aria-pressed', 'true');
    await expect(alerts).toHaveText('New-lead alerts on');

    await sendPopup(request, 'Alerted Cafe');
    await expect
      .poll(async () => (await recorded()).shown)
      .toContainEqual({ title: 'New lead', body: "Let's talk popup" });
    // The toast says it too, with the way to the lead (or, if other tests' leads came with it, "2 new leads").
    await expect(
      toasts(page)
        .filter({ hasText: /^(New lead|\d+ new leads)/ })
        .getByRole('button', { name: 'Open' }),
    ).toBeVisible();

    await reloadHydrated(page);
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    await openConsoleMenu(page);
    await expect(page.getByRole('button', { name: /New-lead alerts/ })).toHaveAttribute('aria-pressed', 'true');
    expect((await recorded()).asked).toBe(0);
    // The console with alerts on. Reduced motion keeps toasts still: axe reads one sliding in (another test's lead)
    // as faint text.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: /New-lead alerts/ }).click();
    await expect(page.getByRole('button', { name: /New-lead alerts/ })).toHaveAttribute('aria-pressed', 'false');
    await request.dispose();
  });

  test('tells an agent opening a lead that another has it open, both ways, and when they leave @phone', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({ baseURL: baseURL! });
    const lena = await newAgent(request);
    const sam = await newAgent(request, 'Sam Present');
    const person = `Presence Deli ${randomBytes(3).toString('hex')} Owner`;
    await sendPopup(request, person.replace(/ Owner$/, ''));

    // Sam opens the lead first, in a browser of his own.
    const samContext = await browser.newContext();
    const samPage = await samContext.newPage();
    await signIn(samPage, sam);
    await samPage.getByRole('searchbox', { name: 'Search' }).fill(person);
    await samPage.getByRole('main').getByRole('link', { name: person }).click();
    await expect(samPage.getByRole('heading', { name: person, level: 1 })).toBeVisible();
    const leadPath = new URL(samPage.url()).pathname;

    await signIn(page, lena);
    await gotoHydrated(page, leadPath);
    await expect(page.getByRole('status').filter({ hasText: 'Sam Present is on this lead' })).toBeVisible();
    // Sam hears that Lena arrived: pushed, well before the 30 s read. Not held to the 2 s promise here: under the
    // suite's load the page's read after the push waits behind the other consoles' reads on the one embedded
    // database (up to 1.7 s measured here with both cores busy and a lead every 100 ms, past 2 s once in CI). The 2 s is
    // measured across two instances by apps/server/test/console-live-two-instances.test.ts.
    await expect(samPage.getByRole('status').filter({ hasText: 'Lena Live is on this lead' })).toBeVisible();
    await expectNoViolations(page);

    // Sam goes back to the inbox: Lena's screen says so, pushed too.
    await samPage.goBack();
    await expect(samPage.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    await expect(page.getByText('Sam Present is on this lead')).toBeHidden();
    await samContext.close();
    await request.dispose();
  });

  test('alerts an agent with alerts on when a lead’s next try falls due while the console is open', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({ baseURL: baseURL! });
    const agent = await newAgent(request);
    const signedIn = await request.post('/trpc/admin.session.signIn', { headers: xhr, data: agent });
    expect(signedIn.ok()).toBe(true);
    expect(
      (await request.post('/trpc/admin.session.setNewLeadAlerts', { headers: xhr, data: { on: true } })).ok(),
    ).toBe(true);
    const person = `Due Soon ${randomBytes(3).toString('hex')} Owner`;
    await sendPopup(request, person.replace(/ Owner$/, ''));
    const found = await request.get('/trpc/admin.leads.list', {
      headers: xhr,
      params: { input: JSON.stringify({ q: person }) },
    });
    const leadId = ((await found.json()) as { result: { data: { rows: { id: string }[] } } }).result.data.rows[0]!.id;
    await signIn(page, agent);

    // Its next try in 4 s: nothing is written then, so the console's own timer alerts.
    await writeSidePort(baseURL!, '/lead-next-try', { leadId, inMs: 4_000 });
    const toast = page
      .getByRole('listitem')
      .filter({ hasText: 'Next try due' })
      .filter({ hasText: "Let's talk popup" });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('heading', { name: person, level: 1 })).toBeVisible();
    await request.dispose();
  });
});
