// The enquiry-style forms (contact, about, home, the marketing pages, partner registration): typed into by label, as
// a visitor would, and stored as a lead that staff read in the console.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { dismissDialog, expect, toasts } from '../fixtures.ts';
import { trpcCalls } from './network.ts';
import { answersOf, type Staff } from './staff.ts';

/** A text field by its exact label. */
export const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** Types each value into the text field of that label, in order. */
export async function fillTextboxes(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await textbox(scope, label).fill(value);
}

/**
 * Pressing `send` is refused in a dialog that says each of the texts (closed with OK), and the page calls no tRPC
 * procedure starting with `procedure` (none at all by default).
 */
export async function expectRefusedInDialog(page: Page, send: Locator, texts: string[], procedure = '') {
  const sent = trpcCalls(page, procedure);
  await send.click();
  await dismissDialog(page, ...texts);
  expect(sent, 'tRPC calls the refused form made').toEqual([]);
}

/** An e-mail address only this test sends, in this project and run: the console's search finds its one lead. */
export const uniqueEmail = (testInfo: TestInfo, who: string, domain: string) =>
  `${who}.${testInfo.project.name}.${Date.now()}@${domain}`;

/** Every answer an enquiry stores, by the label staff read it under. */
const enquiryLabels = ['Name', 'Phone', 'Business name', 'Business address', 'Message', 'Sent from the page'] as const;
type EnquiryAnswers = Record<(typeof enquiryLabels)[number], string | null>;

/** The enquiry sent with this e-mail, as staff read it: its answers under these labels (every one by default). */
export async function storedEnquiry(staff: Staff, email: string): Promise<EnquiryAnswers>;
export async function storedEnquiry<L extends string>(
  staff: Staff,
  email: string,
  labels: readonly L[],
): Promise<Record<L, string | null>>;
export async function storedEnquiry(staff: Staff, email: string, labels: readonly string[] = enquiryLabels) {
  return answersOf(await staff.lead({ q: email, kind: 'contact_us' }), labels);
}

/** On /contact, an enquiry whose e-mail the server refuses: its message shows as a toast. */
export async function sendRefusedEnquiry(page: Page) {
  await fillTextboxes(page, {
    Name: 'Lee Wong',
    Email: 'lee@',
    Phone: '07700 900789',
    'Business Name': 'Wong Noodles',
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toasts(page)).toContainText('Please enter a valid email address.');
}
