// The partner programme as people go through it in a browser: a registration on /build-your-career, an admin
// approving it on its lead page, the invitation e-mail (read from the harness's mail server through the side port)
// and the partner choosing a password and signing in at /partner.
import { partnerMessages } from '@sme/domain';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { dismissDialog, expect, gotoHydrated } from '../fixtures.ts';
import { fillTextboxes, uniqueEmail } from './forms.ts';
import type { Staff } from './staff.ts';
import { sidePortUrl } from './side-port.ts';

export const partnerPassword = 'partner portal password 1';

/** A browser context of its own (another person), as the fixtures set up a visitor: cookie choice made, popup closed. */
export async function newPerson(
  browser: Browser,
  baseURL: string,
  options: { permissions?: string[] } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, ...options });
  await context.addCookies([{ name: 'cookie_consent', value: 'rejected', url: baseURL }]);
  await context.addInitScript(() => {
    if (window === window.top) sessionStorage.setItem('lead-popup-closed', '1');
  });
  return { context, page: await context.newPage() };
}

/** The last e-mail the server sent to this address, from the harness's mail server (side port /mail). */
export async function lastMailTo(baseURL: string, to: string): Promise<{ subject: string; text: string }> {
  let mail: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(sidePortUrl(baseURL, `/mail?to=${encodeURIComponent(to)}`));
        mail = response.ok ? ((await response.json()) as { subject: string; text: string }) : undefined;
        return mail?.subject;
      },
      { message: `an e-mail to ${to}` },
    )
    .toBeTruthy();
  return mail!;
}

/** Registers as a partner on /build-your-career, as a visitor would; answers the e-mail address used. */
export async function registerAsPartner(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const email = uniqueEmail(testInfo, name.split(' ')[0]!.toLowerCase(), 'partners-e2e.co.uk');
  await gotoHydrated(page, '/build-your-career');
  await fillTextboxes(page, {
    Name: name,
    Email: email,
    Phone: '07700 900654',
    'Business Address': '9 Quay Street, Bristol BS1 4DB',
  });
  await page.getByRole('button', { name: 'Register Now' }).click();
  await dismissDialog(page, 'Registration Successful!', 'Thank you for registering.');
  return email;
}

/**
 * On the registration's lead page (staff signed in on `consolePage`), Approve as partner: the invitation goes to the
 * registration's address. Answers the partner's code.
 */
export async function approveRegistration(consolePage: Page, staff: Staff, email: string): Promise<string> {
  const lead = await staff.lead({ q: email, kind: 'partner_registration' });
  await gotoHydrated(consolePage, `/admin/leads/${lead.id}`);
  const panel = consolePage.getByRole('region', { name: 'Partner account' });
  await panel.getByRole('button', { name: 'Approve as partner' }).click();
  await expect(panel.getByRole('status').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
  await expect(panel).toContainText('Invitation sent');
  const code = (await panel.getByTestId('partner-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{4,16}$/);
  return code;
}

/**
 * Follows the invitation e-mail's link, chooses a password and signs in at /partner, as the partner would (their own
 * browser context): the portal shows their referral link.
 */
export async function acceptInvitation(partner: Page, baseURL: string, email: string, code: string) {
  const mail = await lastMailTo(baseURL, email);
  expect(mail.subject).toBe(partnerMessages.invitationSubject);
  const link = /https?:\/\/\S+\/partner\/set-password\?token=\S+/.exec(mail.text)?.[0];
  expect(link, 'the set-password link in the invitation').toBeTruthy();
  // The e-mail names the site's public address (PUBLIC_URL); the test server answers on 127.0.0.1.
  const { pathname, search } = new URL(link!);
  await gotoHydrated(partner, `${pathname}${search}`);
  await expect(partner.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await partner.getByLabel('New password', { exact: true }).fill(partnerPassword);
  await partner.getByLabel('New password again', { exact: true }).fill(partnerPassword);
  await partner.getByRole('button', { name: 'Set password' }).click();

  await expect(partner).toHaveURL(/\/partner$/);
  await expect(partner.getByRole('heading', { level: 1, name: 'Sign in to your partner portal' })).toBeVisible();
  await expect(partner.getByRole('status')).toHaveText(partnerMessages.passwordSet);
  await expect(partner.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await partner.getByLabel('Password', { exact: true }).fill(partnerPassword);
  await partner.getByRole('button', { name: 'Sign in' }).click();
  await expect(partner.getByRole('heading', { level: 1, name: 'Partner portal' })).toBeVisible();
  await expect(partner.getByRole('textbox', { name: 'Referral link' })).toHaveValue(new RegExp(`/\\?ref=${code}$`));
}
