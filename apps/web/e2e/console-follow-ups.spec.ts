import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe.ts';
import { shownDialog, expect, gotoHydrated, reloadHydrated, test, toasts } from './fixtures.ts';
import { consoleAdmin } from './support/staff.ts';
import { signIn } from './support/console-sign-in.ts';
import { writeSidePort } from './support/side-port.ts';

// Signed out, the console asks who is there (401): on purpose.
test.use({ expectedConsoleErrors: [/status of 401/] });

const xhr = { 'x-requested-with': 'XMLHttpRequest' };
const password = 'e2e follow-ups password';

interface Agent {
  email: string;
  password: string;
  /** A request context signed in as this agent: the console's own procedures, as its browser calls them. */
  api: APIRequestContext;
}

/** An agent of this test's own (made by the admin through the console), so nobody else's follow-ups or duty change. */
async function newAgent(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string,
) {
  const email = `follow.${randomBytes(4).toString('hex')}@example.co.uk`;
  const asAdmin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: xhr });
  expect((await asAdmin.post('/trpc/admin.session.signIn', { data: consoleAdmin })).ok()).toBe(true);
  const made = await asAdmin.post('/trpc/admin.users.create', {
    data: { name: 'Fran Follow', email, password, role: 'agent' },
  });
  expect(made.ok()).toBe(true);
  await asAdmin.dispose();
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: xhr });
  expect((await api.post('/trpc/admin.session.signIn', { data: { email, password } })).ok()).toBe(true);
  return { email, password, api };
}

/** A visitor's enquiry with a business name (what an announcement shows), and its lead's id as the inbox finds it. */
async function newLead(agent: Agent, business: string): Promise<string> {
  const tag = randomBytes(3).toString('hex');
  const sent = await agent.api.post('/api/form-submit/contact-us', {
    data: {
      first_name: 'Robin',
      email: `robin.${tag}@example.co.uk`,
      phone: '07700 900456',
      business_name: business,
      business_address: '3 Mill Lane, York YO1 7HH',
      message: 'Please call me back',
    },
  });
  expect(sent.ok()).toBe(true);
  const found = await agent.api.get('/trpc/admin.leads.list', { params: { input: JSON.stringify({ q: business }) } });
  const rows = ((await found.json()) as { result: { data: { rows: { id: string }[] } } }).result.data.rows;
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

const business = (name: string) => `${name} ${randomBytes(2).toString('hex')}`;

test.describe('Follow-ups, on duty and notes', () => {
  test('a follow-up that is due shows in "My follow-ups", is announced once, and can be done', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const agent = await newAgent(playwright, baseURL!);
    const name = business('Overdue Opticians');
    const leadId = await newLead(agent, name);
    // Set for a minute from now, then made due a minute ago: already due as the console opens.
    const dueAt = new Date(Date.now() + 60_000).toISOString();
    expect((await agent.api.post('/trpc/admin.followUps.set', { data: { leadId, dueAt } })).ok()).toBe(true);
    await writeSidePort(baseURL!, '/follow-up-due', { leadId, msAgo: 60_000 });

    await signIn(page, agent);
    const announcement = toasts(page).filter({ hasText: 'Follow-up due' });
    await expect(announcement).toBeVisible();
    await expect(announcement).toContainText(`${name} · Contact us`);
    const navLink = page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: /^My follow-ups/ });
    await expect(navLink).toHaveText('My follow-ups (1)');

    await navLink.click();
    await expect(page.getByRole('heading', { name: 'My follow-ups', level: 1 })).toBeVisible();
    const due = page.getByRole('region', { name: 'Due (1)' });
    await expect(due.getByRole('link', { name })).toHaveAttribute('href', `/admin/leads/${leadId}`);
    await expect(due).toContainText(/Due (today|yesterday) at \d\d:\d\d/);
    await expect(page.getByRole('region', { name: 'Upcoming (0)' })).toContainText('Nothing coming up.');
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);

    // Announced once per follow-up in this tab: a reload does not say it again.
    await reloadHydrated(page);
    await expect(navLink).toHaveText('My follow-ups (1)');
    await expect(toasts(page).filter({ hasText: 'Follow-up due' })).toHaveCount(0);

    await due.getByRole('button', { name: `Done: ${name}` }).click();
    await expect(page.getByRole('region', { name: 'Due (0)' })).toContainText('Nothing due.');
    await expect(navLink).toHaveText('My follow-ups');
    await agent.api.dispose();
  });

  test('"Remind me" on a lead sets a follow-up with a quick pick, and an author deletes a recent note', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const agent = await newAgent(playwright, baseURL!);
    const name = business('Remind Me Bakery');
    const leadId = await newLead(agent, name);
    await signIn(page, agent);
    await gotoHydrated(page, `/admin/leads/${leadId}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('You have no follow-up on this lead.')).toBeVisible();

    const remindMe = page.getByRole('button', { name: 'Remind me', exact: true });
    await remindMe.click();
    await expect(remindMe).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Or a date and time (UK time)')).toBeVisible();
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);

    // A date in the past is refused before it is sent, in words.
    await page.getByLabel('Or a date and time (UK time)').fill('2020-01-01T09:00');
    await page.getByRole('button', { name: 'Set reminder' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Pick a time in the future.' })).toBeVisible();

    await page.getByRole('button', { name: 'Tomorrow 9:00' }).click();
    await expect(page.getByText('Your follow-up is due tomorrow at 09:00 (UK time).')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
      /Follow-up set for \d\d \w{3} \d{4} 09:00/,
    );
    await expect(page.getByRole('button', { name: 'Done', exact: true })).toBeVisible();
    // Not due yet: the header's link counts only what is due.
    await expect(page.getByRole('link', { name: /^My follow-ups/ })).toHaveText('My follow-ups');

    // A note added by mistake, taken back at once: the timeline keeps that there was one.
    await page.getByRole('textbox', { name: 'Note' }).fill('Wrong lead, sorry');
    await page.getByRole('button', { name: 'Add note' }).click();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText('Wrong lead, sorry', { exact: true })).toBeVisible();
    await timeline.getByRole('button', { name: 'Delete note' }).click();
    await (await shownDialog(page)).getByRole('button', { name: 'Yes, delete' }).click();
    await expect(timeline.getByText('Note deleted', { exact: true })).toBeVisible();
    await expect(timeline.getByText('Wrong lead, sorry')).toHaveCount(0);
    await expect(timeline.getByRole('button', { name: 'Delete note' })).toHaveCount(0);
    await agent.api.dispose();
  });

  test('a follow-up that falls due while the console is open is announced', async ({ page, playwright, baseURL }) => {
    const agent = await newAgent(playwright, baseURL!);
    const name = business('Timer Tailors');
    const leadId = await newLead(agent, name);
    // The browser's clock, moved on an hour below rather than waited for.
    await page.clock.install();
    await signIn(page, agent);
    await gotoHydrated(page, `/admin/leads/${leadId}`);
    await page.getByRole('button', { name: 'Remind me', exact: true }).click();
    await page.getByRole('button', { name: 'In 1 hour' }).click();
    await expect(page.getByText(/Your follow-up is due (today|tomorrow) at \d\d:\d\d/)).toBeVisible();
    await expect(toasts(page).filter({ hasText: 'Follow-up due' })).toHaveCount(0);
    await page.clock.fastForward('01:00:05');
    await expect(toasts(page).filter({ hasText: 'Follow-up due' })).toContainText(`${name} · Contact us`);
    await agent.api.dispose();
  });

  test('the "On duty" switch is kept across a reload', async ({ page, playwright, baseURL }) => {
    const agent = await newAgent(playwright, baseURL!);
    await signIn(page, agent);
    // It says its state in words: "Off duty", then "On duty".
    const offDuty = page.getByRole('button', { name: 'Off duty' });
    await expect(offDuty).toHaveAttribute('aria-pressed', 'false');
    await offDuty.click();
    const onDuty = page.getByRole('button', { name: 'On duty' });
    await expect(onDuty).toHaveAttribute('aria-pressed', 'true');
    await expect(toasts(page).filter({ hasText: 'You are on duty' })).toBeVisible();
    await reloadHydrated(page);
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'On duty' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoViolations(page);
    await agent.api.dispose();
  });
});
