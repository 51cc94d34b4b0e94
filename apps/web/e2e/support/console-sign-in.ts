import type { Page } from '@playwright/test';
import { expect, gotoHydrated } from '../fixtures.ts';
import { consoleAdmin } from './staff.ts';

/** Signs in to the console as a member of staff would, from its sign-in form, and waits for the inbox. */
export async function signIn(page: Page, account: { email: string; password: string } = consoleAdmin) {
  await gotoHydrated(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
}
