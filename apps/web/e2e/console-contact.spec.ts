import type { Browser } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe.ts';
import { dialog, shownDialog, expect, gotoHydrated, test, toasts } from './fixtures.ts';
import { signIn } from './support/console-sign-in.ts';
import { inboxEntry } from './support/console-menu.ts';

// Signed out, the console asks who is there (401): on purpose.
test.use({ expectedConsoleErrors: [/status of 401/] });

/** A visitor, in a browser of their own: the enquiry form on the contact page. */
async function sendEnquiry(browser: Browser, business: string, person: string, email: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'cookie_consent', value: 'rejected', url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('lead-popup-closed', '1'));
  await gotoHydrated(page, '/contact');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(person);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('07700 900321');
  await page.getByRole('textbox', { name: 'Business Name', exact: true }).fill(business);
  await page.getByRole('textbox', { name: 'Business Address', exact: true }).fill('3 Mill Lane, York YO1 7HH');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog(page)).toContainText('Thank you for reaching out!');
  await context.close();
}

// Office time only: out of hours a new lead has waited "Under 1 min", in hours some minutes.
const waitingTime = /^(Under 1 min|\d+ min|\d+ h( \d+ min)?)/;

test.describe('Speed to lead in the console', () => {
  test(
    'a new lead waits in "To answer" until someone reaches the person; "Do not contact" hides the call links',
    { tag: '@phone' },
    async ({ page, browser }, testInfo) => {
      // A long flow: an enquiry in a browser of its own, then the lead worked call by call through "To answer" to
      // "Do not contact", with seven axe scans.
      test.setTimeout(120_000);
      const run = `${testInfo.project.name} ${Date.now().toString(36)}`;
      const business = `Waiting Works ${run}`;
      const email = `wendy.${Date.now().toString(36)}@example.co.uk`;
      await signIn(page);
      await sendEnquiry(browser, business, 'Wendy Wait', email);

      const inbox = page.getByRole('main');
      await page.getByRole('searchbox', { name: 'Search' }).fill(run);
      // Its row on a desk, its card on a phone.
      const { entry: row, waiting: waitingCell } = inboxEntry(page, business);
      await expect(row).toBeVisible();
      // The Waiting column (after Received), or the card's first detail, shows how long it has waited.
      await expect(waitingCell).toHaveText(waitingTime);
      await expect(
        inbox.getByRole('columnheader', { name: 'Waiting' }).or(row.getByRole('term').filter({ hasText: 'Waiting' })),
      ).toBeVisible();

      // "To answer": the waiting leads, longest waiting first; the view rides in the address.
      const toAnswer = page.getByRole('button', { name: /^To answer \d+$/ });
      await toAnswer.click();
      await expect(toAnswer).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/view=to-answer/);
      await expect(row).toBeVisible();
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);

      await inbox.getByRole('link', { name: business }).click();
      await expect(page.getByRole('heading', { name: business, level: 1 })).toBeVisible();
      const contact = page.getByRole('region', { name: 'Contact' });
      await expect(contact).toContainText('Waiting for a first contact:');
      await expect(contact).toContainText('No calls or e-mails logged yet');
      await expect(page.getByRole('link', { name: '07700 900321' })).toHaveAttribute('href', 'tel:07700900321');

      // Log a call: saving without saying how it went asks for it, in words.
      await contact.getByRole('button', { name: 'Log a call' }).click();
      await expect(contact.getByRole('button', { name: 'Log a call' })).toHaveAttribute('aria-expanded', 'true');
      await expectNoViolations(page);
      await contact.getByRole('textbox', { name: 'Note (optional)' }).fill('Rang at lunchtime');
      await contact.getByRole('button', { name: 'Save call' }).click();
      await expect(contact.getByText('Choose how the call went.')).toBeVisible();
      await expectNoViolations(page);
      await contact.getByRole('radio', { name: 'No answer' }).check();
      await contact.getByRole('button', { name: 'Save call' }).click();
      await expect(toasts(page).filter({ hasText: 'Call logged (1st attempt)' })).toBeVisible();
      // No answer is an attempt: the lead still waits, its next try due in 10 office minutes.
      await expect(contact).toContainText('Waiting for a first contact:');
      await expect(contact).toContainText(/2nd try due (\d\d:\d\d|[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d\d:\d\d)/);
      await expect(contact).toContainText('1 attempt: 1 call. Latest: 1st call, no answer');
      const timeline = page.getByRole('region', { name: 'Timeline' });
      await expect(timeline).toContainText('Call: No answer (1st attempt)');
      await expect(timeline).toContainText('Rang at lunchtime');

      await contact.getByRole('button', { name: 'Log an e-mail' }).click();
      // The scan waits for the call's toast to go (shown 5 s, then it fades): one fading out over the answers' Edit
      // buttons reads as low contrast.
      await expect(toasts(page)).toHaveCount(0, { timeout: 15_000 });
      await expectNoViolations(page);
      await contact.getByRole('radio', { name: 'Sent' }).check();
      await contact.getByRole('button', { name: 'Save e-mail' }).click();
      await expect(contact).toContainText('2 attempts: 1 call, 1 e-mail. Latest: 1st e-mail, sent');
      await expect(timeline).toContainText('E-mail: Sent (2nd attempt)');

      // Spoke: the clock stops, and the first contact is recorded with its office time and who made it.
      await contact.getByRole('button', { name: 'Log a call' }).click();
      await contact.getByRole('radio', { name: 'Spoke' }).check();
      await contact.getByRole('button', { name: 'Save call' }).click();
      await expect(contact).toContainText(
        /First contact after (under 1 min|\d+ min|\d+ h( \d+ min)?) by console\.admin/,
      );
      await expect(contact).toContainText('3 attempts: 2 calls, 1 e-mail. Latest: 2nd call, spoke');

      // Back in the inbox: answered, so no waiting time and out of "To answer".
      await page.getByRole('link', { name: 'Back to leads' }).click();
      await expect(page).toHaveURL(/view=to-answer/);
      await expect(row).toHaveCount(0);
      await expect(inbox.getByRole('status')).toHaveText('Nobody is waiting for a first contact.');
      await page.getByRole('button', { name: /^All \d+$/ }).click();
      await expect(row).toBeVisible();
      await expect(waitingCell).toHaveText(/^—\s*Not waiting$/);
      await expectNoViolations(page);

      // Do not contact, with a reason and after asking: the call and e-mail links go, and so does logging.
      await inbox.getByRole('link', { name: business }).click();
      await contact.getByRole('button', { name: 'Do not contact' }).click();
      await expectNoViolations(page);
      await contact.getByRole('button', { name: 'Mark do not contact' }).click();
      await expect(contact.getByText('Please say why this lead must not be contacted.')).toBeVisible();
      await contact.getByRole('textbox', { name: 'Reason' }).fill('Asked us not to call again');
      await contact.getByRole('button', { name: 'Mark do not contact' }).click();
      await (await shownDialog(page)).getByRole('button', { name: 'Yes, do not contact' }).click();
      await expect(contact).toContainText('Asked us not to call again');
      await expect(page.getByRole('link', { name: '07700 900321' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: email })).toHaveCount(0);
      // The number is still there to read, as text: beside the "Do not contact" mark.
      const who = page.getByRole('region', { name: 'Who to call' });
      await expect(who).toContainText('Do not contact');
      await expect(who).toContainText('07700 900321');
      await expect(contact.getByRole('button', { name: 'Log a call' })).toHaveCount(0);
      await expect(contact.getByRole('button', { name: 'Log an e-mail' })).toHaveCount(0);
      await expect(timeline).toContainText('Marked do not contact: Asked us not to call again');
      // The scan waits for the toasts to go: each shows for 5 s, then fades.
      await expect(toasts(page)).toHaveCount(0, { timeout: 15_000 });
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);
    },
  );
});
