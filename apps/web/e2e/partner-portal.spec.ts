// The partner programme end to end: a registration approved from its lead page, the invitation e-mail (the harness's
// mail server), the partner's password and portal, a referred enquiry, its earning once staff mark it Won, what
// another partner sees (nothing of it), and the console's procedures refused to a partner's session.
import { readFile } from 'node:fs/promises';
import { consoleMessages, partnerMessages } from '@sme/domain';
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe.ts';
import { dialog, shownDialog, dismissDialog, expect, gotoHydrated, reloadHydrated, test, toasts } from './fixtures.ts';
import { signIn } from './support/console-sign-in.ts';
import { consoleLink } from './support/console-menu.ts';
import { fillTextboxes, uniqueEmail } from './support/forms.ts';
import {
  acceptInvitation,
  approveRegistration,
  newPerson,
  partnerPassword,
  registerAsPartner,
} from './support/partners.ts';

const xhr = { 'x-requested-with': 'XMLHttpRequest' };
const referrals = (page: Page) => page.getByRole('region', { name: 'Your referrals' });
const earnings = (page: Page) => page.getByRole('region', { name: 'Your earnings' });

test.describe('Partners', () => {
  // Signed out, the portal and the console ask who is there (401): on purpose.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('a partner is approved, shares their link, and sees the referral and its earning; nobody else does', async ({
    page,
    browser,
    baseURL,
    staff,
  }, testInfo) => {
    // The whole programme in one test: five browsers of their own (two registrants, two partners, a visitor), two
    // invitation e-mails through the server's outbox and the harness's mail server, a lead won, a CSV, the refusals.
    test.setTimeout(180_000);
    const run = `${testInfo.project.name} ${Date.now().toString(36)}`;

    // A registration, approved by an admin from its lead page: the invitation goes out by e-mail.
    const registrant = await newPerson(browser, baseURL!);
    const email = await registerAsPartner(registrant.page, testInfo, 'Priya Partner');
    await signIn(page);
    const code = await approveRegistration(page, staff, email);

    // The partner follows the e-mail's link, chooses a password, signs in and finds their link.
    const partner = await newPerson(browser, baseURL!, { permissions: ['clipboard-read', 'clipboard-write'] });
    await acceptInvitation(partner.page, baseURL!, email, code);
    const portal = partner.page;
    await portal.getByRole('button', { name: 'Copy link' }).click();
    await expect(portal.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await portal.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/\\?ref=${code}$`));
    await expect(portal.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
    await expect(referrals(portal)).toContainText('No referrals yet.');

    // The admin gives this partner a rate of their own for contact-us enquiries, typed in pounds.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Partners' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText(email);
    await expect(row).toContainText('Password set');
    await row.getByRole('link', { name: 'Priya Partner' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Priya Partner' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Contact us commission (£)' }).fill('25.5');
    await page.getByRole('button', { name: 'Save the Contact us commission' }).click();
    await expect(toasts(page).filter({ hasText: 'Rate saved' })).toBeVisible();
    const rateRow = page.getByRole('row').filter({ hasText: 'Contact us' });
    await expect(rateRow).toContainText('£25.50');
    await expect(rateRow).toContainText('Own rate');

    // A business opens the partner's link, then sends a contact-us enquiry in the same visit.
    const visitor = await newPerson(browser, baseURL!);
    const business = `Referred Roastery ${run}`;
    const visitorEmail = uniqueEmail(testInfo, 'rory', 'referred-roastery.co.uk');
    await gotoHydrated(visitor.page, `/?ref=${code}`);
    await visitor.page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(visitor.page).toHaveTitle('Contact Us | SME Compare');
    await fillTextboxes(visitor.page, {
      Name: 'Rory Roaster',
      Email: visitorEmail,
      Phone: '07700 900987',
      'Business Name': business,
      'Business Address': '12 Bean Street, Leeds LS1 4AP',
      Message: 'Our card machine contract ends soon.',
    });
    await visitor.page.getByRole('button', { name: 'Send Message' }).click();
    await dismissDialog(visitor.page, 'Thank you for reaching out!');

    // The partner sees one referral: the business, its kind and status, never the person or their details.
    await reloadHydrated(portal);
    const referral = referrals(portal).getByTestId('referral');
    await expect(referral).toHaveCount(1);
    await expect(referral).toContainText(business);
    await expect(referral).toContainText('Contact us');
    await expect(referral).toContainText('New');
    await expect(referrals(portal)).toContainText('1 referral, 0 won');
    for (const detail of [visitorEmail, '07700 900987', 'Rory Roaster', 'Bean Street']) {
      await expect(portal.locator('body')).not.toContainText(detail);
    }
    await expect(earnings(portal).getByTestId('earnings-total')).toHaveText('£0.00');

    // Staff win the lead: the partner earns their rate.
    const lead = await staff.lead({ q: visitorEmail, kind: 'contact_us' });
    await gotoHydrated(page, `/admin/leads/${lead.id}`);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('won');
    await expect(toasts(page).filter({ hasText: 'Status saved' })).toBeVisible();

    await reloadHydrated(portal);
    await expect(referral).toContainText('Won');
    await expect(earnings(portal).getByTestId('earnings-total')).toHaveText('£25.50');
    const month = earnings(portal).getByTestId('earnings-month').filter({ hasText: business });
    await expect(month).toContainText('£25.50');
    const download = portal.waitForEvent('download');
    await month.getByRole('button', { name: /^Download statement \(CSV\)/ }).click();
    const statement = await download;
    expect(statement.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await statement.path(), 'utf8');
    expect(csv).toContain(business);
    expect(csv).toContain('25.50');
    expect(csv).not.toContain(visitorEmail);

    // Staff see the same on the partner's console page.
    await gotoHydrated(page, '/admin/partners');
    await expect(page.getByRole('row').filter({ hasText: code })).toContainText('£25.50');

    // Another partner sees nothing of it.
    const secondRegistrant = await newPerson(browser, baseURL!);
    const secondEmail = await registerAsPartner(secondRegistrant.page, testInfo, 'Sam Second');
    const secondCode = await approveRegistration(page, staff, secondEmail);
    expect(secondCode).not.toBe(code);
    const second = await newPerson(browser, baseURL!);
    await acceptInvitation(second.page, baseURL!, secondEmail, secondCode);
    await expect(referrals(second.page)).toContainText('No referrals yet.');
    await expect(earnings(second.page).getByTestId('earnings-total')).toHaveText('£0.00');
    await expect(second.page.locator('body')).not.toContainText(business);

    // A partner's session is refused every console procedure.
    for (const path of [
      `/trpc/admin.leads.list?input=${encodeURIComponent('{}')}`,
      '/trpc/admin.partners.list',
      `/trpc/admin.partners.get?input=${encodeURIComponent(JSON.stringify({ partnerId: '00000000-0000-4000-8000-000000000000' }))}`,
    ]) {
      const answer = await portal.request.get(path, { headers: xhr });
      expect(answer.status(), path).toBe(401);
      expect(await answer.text(), path).not.toContain(business);
    }
    const write = await portal.request.post('/trpc/admin.partners.setRate', {
      headers: xhr,
      data: { kind: 'contact_us', amountPence: 1_000_000 },
    });
    expect(write.status()).toBe(401);
    // Their own portal still answers: the refusals were about the console, not their session.
    const own = await portal.request.get('/trpc/partner.referrals', { headers: xhr });
    expect(own.status()).toBe(200);

    for (const person of [registrant, partner, visitor, secondRegistrant, second]) await person.context.close();
  });

  // Issue 45: a partner could not be cut off. An admin turns their access off from the partner's page: the partner's
  // open portal is signed out at its next call, and their sign-in is refused until access is back on.
  test('an admin turns a partner’s portal access off and back on', async ({
    page,
    browser,
    baseURL,
    staff,
  }, testInfo) => {
    // A registration, its approval and the invitation e-mail through the outbox, the partner's sign-in, then access
    // turned off and on again.
    test.setTimeout(120_000);
    const registrant = await newPerson(browser, baseURL!);
    const email = await registerAsPartner(registrant.page, testInfo, 'Otto Offswitch');
    await signIn(page);
    const code = await approveRegistration(page, staff, email);
    const partner = await newPerson(browser, baseURL!);
    await acceptInvitation(partner.page, baseURL!, email, code);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Partners' }).click();
    await page.getByRole('row').filter({ hasText: code }).getByRole('link', { name: 'Otto Offswitch' }).click();
    await expect(page.getByTestId('partner-access')).toHaveText('On');
    await page.getByRole('button', { name: 'Turn off portal access' }).click();
    await expect(dialog(page)).toContainText('Turn off portal access?');
    await (await shownDialog(page)).getByRole('button', { name: 'Turn off', exact: true }).click();
    await expect(toasts(page).filter({ hasText: 'Portal access turned off' })).toBeVisible();
    await expect(page.getByTestId('partner-access')).toHaveText('Off');

    await reloadHydrated(partner.page);
    await expect(partner.page.getByRole('heading', { level: 1, name: 'Sign in to your partner portal' })).toBeVisible();
    await partner.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await partner.page.getByLabel('Password', { exact: true }).fill(partnerPassword);
    await partner.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(partner.page.getByRole('alert')).toHaveText(consoleMessages.disabled);

    await page.getByRole('button', { name: 'Turn portal access back on' }).click();
    await expect(page.getByTestId('partner-access')).toHaveText('On');
    await partner.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(partner.page.getByRole('heading', { level: 1, name: 'Partner portal' })).toBeVisible();
  });

  test(
    'signed out, the portal asks for e-mail and password, and the set-password page checks the password',
    {
      tag: '@phone',
    },
    async ({ page }) => {
      // Rendered on the server as the portal's loading state, whoever asks: never an error page.
      expect((await gotoHydrated(page, '/partner'))?.status()).toBe(200);
      await expect(page).toHaveTitle('Sign in – Partner portal | SME Compare');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your partner portal');
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);
      await page.getByRole('textbox', { name: 'Email' }).fill('nobody@partners-e2e.co.uk');
      await page.getByLabel('Password', { exact: true }).fill('not the password at all');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('nobody@partners-e2e.co.uk');

      expect((await gotoHydrated(page, '/partner/set-password?token=not-a-token-we-ever-sent'))?.status()).toBe(200);
      await expect(page).toHaveTitle('Choose your password – Partner portal | SME Compare');
      const password = page.getByLabel('New password', { exact: true });
      const again = page.getByLabel('New password again', { exact: true });
      const send = page.getByRole('button', { name: 'Set password' });
      await password.fill('short');
      await send.click();
      await expect(page.getByRole('alert')).toHaveText(partnerMessages.passwordTooShort);
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await password.fill('a long enough password');
      await again.fill('another long password');
      await send.click();
      await expect(page.getByRole('alert')).toHaveText(/are not the same/);
      await again.fill('a long enough password');
      await send.click();
      await expect(page.getByRole('alert')).toHaveText(partnerMessages.linkExpired);
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);
    },
  );

  test(
    "the signed-in portal and the console's partner pages are accessible at this size",
    {
      tag: '@phone',
    },
    async ({ page, browser, baseURL, staff }, testInfo) => {
      // A registration, its approval and the invitation e-mail through the outbox in browsers of their own, then the
      // portal and the console's partner pages with three axe scans.
      test.setTimeout(120_000);
      // The admin approves in a browser of their own; the partner uses this page (this project's screen size).
      const registrant = await newPerson(browser, baseURL!);
      const email = await registerAsPartner(registrant.page, testInfo, 'Alex Accessible');
      const admin = await newPerson(browser, baseURL!);
      await signIn(admin.page);
      const code = await approveRegistration(admin.page, staff, email);
      await acceptInvitation(page, baseURL!, email, code);
      await expect(page).toHaveTitle('Partner portal | SME Compare');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectHeadingsInPortal(page);
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your partner portal' })).toBeVisible();
      await reloadHydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your partner portal' })).toBeVisible();

      // The console's Partners page, and the default rates typed in pounds (a kind no other partner test earns on).
      await signIn(page);
      await (await consoleLink(page, 'Partners')).click();
      // The tab title starts with the count of leads waiting, whatever other tests left waiting on the shared server.
      await expect(page).toHaveTitle(/^(\(\d+\) )?Partners – Console \| SME Compare$/);
      await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Password set');
      const popupRate = page.getByRole('textbox', { name: "Let's talk popup commission (£)" });
      await popupRate.fill('twelve');
      await page.getByRole('button', { name: "Save the Let's talk popup commission" }).click();
      await expect(page.getByRole('alert').filter({ hasText: partnerMessages.rateInvalid })).toBeVisible();
      // Scanned before the toast of a saved rate, which fades in over the page.
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);
      await popupRate.fill('£1,012.5');
      await page.getByRole('button', { name: "Save the Let's talk popup commission" }).click();
      await expect(toasts(page).filter({ hasText: 'Default rate saved' })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: "Let's talk popup" })).toContainText('£1,012.50');

      await page.getByRole('row').filter({ hasText: code }).getByRole('link', { name: 'Alex Accessible' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Alex Accessible' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: "Alex Accessible's referral link" })).toHaveValue(
        new RegExp(`/\\?ref=${code}$`),
      );
      await expect(page.getByRole('row').filter({ hasText: "Let's talk popup" })).toContainText('Default');
      await page.getByRole('button', { name: 'Send the invitation again' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);

      for (const person of [registrant, admin]) await person.context.close();
    },
  );
});

/** The portal's outline: one h1, then a section per thing the partner looks for. */
async function expectHeadingsInPortal(page: Page) {
  for (const name of ['Your referral link', 'Your referrals', 'Your earnings']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
}
