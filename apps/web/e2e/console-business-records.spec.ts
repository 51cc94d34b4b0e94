import type { APIRequestContext } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe.ts';
import { expect, gotoHydrated, test, toasts } from './fixtures.ts';
import { signIn } from './support/console-sign-in.ts';
import { inboxEntry } from './support/console-menu.ts';

// Signed out, the console asks who is there (401): on purpose.
test.use({ expectedConsoleErrors: [/status of 401/] });

/** One café's three enquiries, sent as the site's forms send them: the same phone number, written three ways. */
async function sendThreeEnquiries(request: APIRequestContext, business: string, digits: string) {
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  const tag = business.toLowerCase().replace(/[^a-z0-9]+/g, '.');
  const sent = [
    request.post('/api/form-submit/contact-us', {
      headers,
      data: {
        first_name: 'Rosa Reed',
        email: `rosa.${tag}@example.co.uk`,
        phone: `07700 ${digits}`,
        business_name: business,
        business_address: '12 High Street, Leeds LS1 4AP',
        message: 'Please call about our energy bills',
        page: 'contact',
      },
    }),
    request.post('/api/form-submit/popup', {
      headers,
      data: { name: 'Rosa Reed', email: `popup.${tag}@example.co.uk`, phone: `+44 7700 ${digits}`, page: '/about-us' },
    }),
    request.post('/api/form-submit/register', {
      headers,
      data: {
        name: 'Rosa Reed',
        email: `partner.${tag}@example.co.uk`,
        phone: `07700${digits}`,
        business_address: '12 High Street, Leeds LS1 4AP',
      },
    }),
  ];
  for (const response of sent) expect((await response).ok()).toBe(true);
}

test.describe('One business, one record, on the lead page', () => {
  test(
    'three enquiries from one business list each other; an answer corrected shows on the timeline',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      // A long flow: three enquiries, sign-in, an answer corrected, a call logged on three leads and the next lead
      // opened, with three axe scans.
      test.setTimeout(120_000);
      const stamp = Date.now().toString(36);
      const business = `Rose Cafe ${testInfo.project.name} ${stamp}`;
      // Six digits of its own per run: no other spec's leads share this phone.
      const digits = String(Date.now() % 1_000_000).padStart(6, '0');
      await sendThreeEnquiries(request, business, digits);
      await signIn(page);

      await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
      const inbox = page.getByRole('main');
      await expect(inboxEntry(page, business).entry).toBeVisible();
      // Opened by its address: the inbox's own clicks are console.spec.ts's to test.
      await gotoHydrated(page, (await inbox.getByRole('link', { name: business }).getAttribute('href'))!);
      await expect(page.getByRole('heading', { name: business, level: 1 })).toBeVisible();

      // Who to call comes first, with a link that rings them.
      const who = page.getByRole('region', { name: 'Who to call' });
      await expect(who.getByRole('link', { name: `07700 ${digits}` })).toHaveAttribute('href', `tel:07700${digits}`);

      const others = page.getByRole('region', { name: 'Other enquiries from this business' });
      await expect(others.getByRole('listitem')).toHaveCount(2);
      await expect(others).toContainText("Let's talk popup");
      await expect(others).toContainText('Partner registration');
      await expect(others).toContainText('New · Unassigned');

      // The deliveries are one line until opened: the e-mail to the business is off on this server (no LEAD_NOTIFY_TO).
      const deliveries = page.getByTestId('deliveries');
      await expect(deliveries.locator('summary')).toContainText('E-mail: off: LEAD_NOTIFY_TO is not set');
      await expect(deliveries.getByTestId('delivery').first()).toBeHidden();
      await deliveries.locator('summary').click();
      await expect(deliveries.getByTestId('delivery').first()).toBeVisible();

      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);

      // Correct the e-mail: a bad one is refused by the field, and what was typed stays.
      const answers = page.getByRole('region', { name: 'Answers' });
      await answers.getByRole('button', { name: 'Edit Email' }).click();
      const field = answers.getByRole('textbox', { name: 'Email', exact: true });
      await expect(field).toBeFocused();
      await field.fill('rosa at the cafe');
      await answers.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(answers.getByText('Please enter a valid email address.')).toBeVisible();
      await expect(field).toHaveValue('rosa at the cafe');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page);
      const corrected = `rosa.${stamp}@rosecafe.co.uk`;
      await field.fill(corrected);
      await answers.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toasts(page).filter({ hasText: 'Email corrected' })).toBeVisible();
      await expect(answers).toContainText(corrected);
      const timeline = page.getByRole('region', { name: 'Timeline' });
      await expect(timeline).toContainText(`Email corrected from "rosa.`);
      await expect(timeline).toContainText(`to "${corrected}"`);
      await expect(who.getByRole('link', { name: corrected })).toHaveAttribute('href', `mailto:${corrected}`);

      // Log a call here and on the two other open enquiries: each gets its first contact.
      const contact = page.getByRole('region', { name: 'Contact', exact: true });
      await contact.getByRole('button', { name: 'Log a call' }).click();
      await contact.getByRole('radio', { name: 'Spoke' }).check();
      const also = contact.getByRole('checkbox', {
        name: 'Also log this call on the 2 other open enquiries from this business',
      });
      await expect(also).not.toBeChecked();
      await also.check();
      await contact.getByRole('button', { name: 'Save call' }).click();
      await expect(toasts(page).filter({ hasText: 'and on 2 other enquiries' })).toBeVisible();

      // The popup's page lists the other two, and has its first contact.
      await others.getByRole('link', { name: /Let's talk popup/ }).click();
      await expect(page.getByRole('heading', { name: 'Rosa Reed', level: 1 })).toBeVisible();
      const popupOthers = page.getByRole('region', { name: 'Other enquiries from this business' });
      await expect(popupOthers).toContainText('Contact us');
      await expect(popupOthers).toContainText('Partner registration');
      await expect(page.getByRole('region', { name: 'Contact', exact: true })).toContainText('First contact after');
      // A toast fading out reads as low contrast: the scan waits for it to go (each shows for 5 s, then fades).
      await expect(toasts(page)).toHaveCount(0, { timeout: 15_000 });
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);
    },
  );
});
