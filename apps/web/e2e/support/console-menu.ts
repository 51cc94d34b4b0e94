import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/**
 * Opens the console header's menu, where the sections, the alerts switch and Sign out are (on a phone, all of the
 * header; on a desk, what does not fit its one line). Does nothing when it is open already.
 */
export async function openConsoleMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('navigation', { name: 'Console' });
}

/** The inbox's leads as the agent sees them: the table's rows on a desk (its heading row too), the cards on a phone. */
export function inboxEntries(page: Page): Locator {
  const main = page.getByRole('main');
  return main
    .getByRole('table')
    .getByRole('row')
    .or(main.getByRole('list', { name: /^Leads/ }).getByRole('listitem'));
}

/** The inbox's entry for a lead (its row, or its card) and where its waiting time shows. */
export function inboxEntry(page: Page, text: string): { entry: Locator; waiting: Locator } {
  const entry = inboxEntries(page).filter({ hasText: text });
  // The table's second column; the card's first detail.
  const waiting = entry.getByRole('cell').nth(1).or(entry.getByRole('definition').first());
  return { entry, waiting };
}

/** A link of the console's navigation, ready to click: the menu is opened first when the link is in it. */
export async function consoleLink(page: Page, name: string | RegExp): Promise<Locator> {
  const link = page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name });
  if (!(await link.isVisible())) await openConsoleMenu(page);
  return link;
}
