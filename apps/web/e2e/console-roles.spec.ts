import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { signIn } from './support/console-sign-in.ts';
import { consoleLink, openConsoleMenu } from './support/console-menu.ts';
import { consoleAdmin } from './support/staff.ts';

// Signed out, the console asks who is there (401): on purpose. Nothing else may fail: a lead procedure asked for by
// an editor's console would answer 403, and fail the test as a console error.
test.use({ expectedConsoleErrors: [/status of 401/] });

const xhr = { 'x-requested-with': 'XMLHttpRequest' };
const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' });
const navLinks = async (page: Page) => (await nav(page).getByRole('link').allInnerTexts()).map((text) => text.trim());
const contentLinks = ['Posts', 'Card machines', 'Catalogue lists'];

/** A visitor's 'Let's talk' popup, from another client: a lead with a person's name and e-mail to keep from editors. */
async function newLead(request: APIRequestContext, staffLeads: (q: string) => Promise<{ id: string }[]>) {
  const tag = randomBytes(3).toString('hex');
  const person = `Priya Private ${tag}`;
  const sent = await request.post('/api/form-submit/popup', {
    headers: xhr,
    data: { name: person, email: `priya.${tag}@example.co.uk`, phone: '07700 900456', page: '/' },
  });
  expect(sent.ok()).toBe(true);
  const [lead] = await staffLeads(person);
  return { id: lead!.id, person };
}

/** Every console procedure the page asks for, by name (a batch names each of its calls). */
function procedureCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/trpc/')) calls.push(...decodeURIComponent(pathname.slice('/trpc/'.length)).split(','));
    if (pathname === '/admin/leads.csv') calls.push('export');
  });
  return calls;
}

test.describe('Console roles', () => {
  test(
    'an admin adds an editor, who signs in to the content only and is kept from every lead page',
    { tag: '@phone' },
    async ({ page, request, staff }, testInfo) => {
      // A long flow: the admin adds an editor on the Users page, then the editor signs in and is turned away from the
      // lead pages, with two axe scans.
      test.setTimeout(90_000);
      const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
      const editor = { name: `Edna Editor ${run}`, email: `edna.${run}@example.co.uk`, password: 'an editor password' };
      const lead = await newLead(request, async (q) => staff.leads({ q }));

      // The admin adds the editor on the Users page, where each role is explained beside its choice.
      await signIn(page);
      await (await consoleLink(page, 'Users')).click();
      await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
      const role = page.getByRole('combobox', { name: 'Role', exact: true });
      await expect(role.getByRole('option')).toHaveText(['Admin', 'Agent', 'Editor']);
      await expect(role).toHaveAccessibleDescription(/Editor: edits the site’s content .*; sees no leads\./);
      await expect(role).toHaveAccessibleDescription(/Agent: works the leads/);
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(editor.name);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(editor.email);
      await page.getByLabel('Password', { exact: true }).fill(editor.password);
      await role.selectOption({ label: 'Editor' });
      await page.getByRole('button', { name: 'Create user' }).click();
      await expect(page.getByText(`${editor.name} can now sign in`)).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: editor.email });
      await expect(row.getByRole('combobox', { name: `Role of ${editor.name}` })).toHaveValue('editor');
      await expect(row.getByRole('combobox', { name: `Role of ${editor.name}` })).toHaveAccessibleDescription(
        /Editor: edits the site’s content/,
      );
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);
      await (await openConsoleMenu(page)).getByRole('button', { name: 'Sign out' }).click();

      // The editor signs in where everyone does, and lands on Posts. Calls are counted from the fresh sign-in page:
      // until Sign out has loaded it, the admin's console is still open and refreshes its counts whenever a lead
      // changes anywhere (seen on CI: the waiting count and follow-ups asked for by the admin's page, not the editor's).
      await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
      const calls = procedureCalls(page);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(editor.email);
      await page.getByLabel('Password', { exact: true }).fill(editor.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/content\/posts$/);
      await expect(page.getByRole('banner')).toContainText(`${editor.name} (Editor)`);
      // Only the content in the navigation (its menu): no leads, follow-ups, calls, reports, partners or users; no lead
      // switches.
      await openConsoleMenu(page);
      expect(await navLinks(page)).toEqual(contentLinks);
      await expect(nav(page).getByRole('list', { name: 'Content' })).toBeVisible();
      await expect(nav(page).getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('button', { name: /^(On|Off) duty$/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /New-lead alerts/ })).toHaveCount(0);
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);

      // A lead's address, the reports, the inbox, typed or followed from a bookmark: back on Posts, nothing shown.
      for (const address of [`/admin/leads/${lead.id}`, '/admin/reports', '/admin/follow-ups', '/admin']) {
        await gotoHydrated(page, address);
        await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/content\/posts$/);
        await expect(page.getByRole('main')).not.toContainText(lead.person);
      }
      // A post's and a product's editor keep their section's link the current one.
      await gotoHydrated(page, '/admin/content/posts/new');
      await expect(await consoleLink(page, 'Posts')).toHaveAttribute('aria-current', 'page');
      await gotoHydrated(page, '/admin/content/card-machines/new');
      await expect(await consoleLink(page, 'Card machines')).toHaveAttribute('aria-current', 'page');
      await expect(nav(page).getByRole('link', { name: 'Posts' })).not.toHaveAttribute('aria-current');

      // Nothing of leads was even asked for: no inbox, no waiting count, no live stream, no follow-ups.
      expect(calls).toEqual(expect.arrayContaining(['admin.session.signIn', 'admin.session.me']));
      expect(calls.filter((call) => !/^admin\.(session|content)\./.test(call))).toEqual([]);
    },
  );

  test("an agent's navigation has the content as well as the leads", async ({ page, playwright, baseURL }) => {
    const email = `agent.roles.${randomBytes(4).toString('hex')}@example.co.uk`;
    const password = 'an agent password ok';
    const admin = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: xhr });
    expect((await admin.post('/trpc/admin.session.signIn', { data: consoleAdmin })).ok()).toBe(true);
    const made = await admin.post('/trpc/admin.users.create', {
      data: { name: 'Aled Agent', email, password, role: 'agent' },
    });
    expect(made.ok()).toBe(true);
    await admin.dispose();

    await signIn(page, { email, password });
    await openConsoleMenu(page);
    expect(await navLinks(page)).toEqual([
      'Leads',
      'My follow-ups',
      'Calls due',
      'Reports',
      'Partners',
      'Finance figures',
      ...contentLinks,
    ]);
    await expect(nav(page).getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
    // A new agent starts off duty, and the switch says so.
    await expect(page.getByRole('button', { name: 'Off duty' })).toBeVisible();
    await expect(page.getByRole('button', { name: /New-lead alerts/ })).toBeVisible();

    await nav(page).getByRole('link', { name: 'Card machines' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/card-machines$/);
    await expect(await consoleLink(page, 'Card machines')).toHaveAttribute('aria-current', 'page');
    await expect(nav(page).getByRole('link', { name: 'Leads' })).not.toHaveAttribute('aria-current');
    await nav(page).getByRole('link', { name: 'Leads' }).click();
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  });
});
