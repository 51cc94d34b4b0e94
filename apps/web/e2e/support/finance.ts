// The finance figures in the browser tests: a server of the worker's own (the figures change what the loan, cash-advance
// and energy pages show to everyone, and one test needs none entered), with the admin's procedure to enter or clear
// one kind of figures as the console's page does.
import { request as requests, type APIRequest, type Locator, type Page } from '@playwright/test';
import type { RouterInputs } from '@sme/api';
import { expect, gotoHydrated, test as base } from '../fixtures.ts';
import { signIn } from './console-sign-in.ts';
import { ownServer } from './own-server.ts';
import { consoleAdmin, signInStaff } from './staff.ts';

const xhr = { 'x-requested-with': 'XMLHttpRequest' };

export const test = base.extend<object, { financeServer: string }>({
  financeServer: ownServer('finance', 20),
  baseURL: async ({ financeServer }, use) => use(financeServer),
});

type FinanceSave = RouterInputs['admin']['finance']['save'];

/** Enters one kind of figures (or clears them with null) through admin.finance.save, signed in as the admin. */
export async function setFinanceFigures(baseURL: string, input: FinanceSave): Promise<void> {
  const http = await requests.newContext({ baseURL, extraHTTPHeaders: xhr });
  try {
    expect((await http.post('/trpc/admin.session.signIn', { data: consoleAdmin })).ok()).toBe(true);
    const saved = await http.post('/trpc/admin.finance.save', { data: input });
    expect(saved.ok(), await saved.text()).toBe(true);
  } finally {
    await http.dispose();
  }
}

/**
 * The console's page of this business's lead, signed in as the admin in the browser: its "What the visitor saw",
 * where the agent reads the figures the visitor was shown.
 */
export async function visitorSawOnLeadPage(
  page: Page,
  http: APIRequest,
  baseURL: string,
  business: string,
): Promise<Locator> {
  const { staff, dispose } = await signInStaff(http, baseURL);
  const lead = await staff.lead({ q: business });
  await dispose();
  await signIn(page);
  await gotoHydrated(page, `/admin/leads/${lead.id}`);
  return page.getByRole('region', { name: 'What the visitor saw' });
}
