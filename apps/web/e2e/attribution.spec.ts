import type { Page, TestInfo } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { dismissDialog, expect, gotoHydrated, reloadHydrated, test, toasts } from './fixtures.ts';
import { fakeCalendly } from './fake-embeds.ts';
import { signIn } from './support/console-sign-in.ts';
import { fillTextboxes } from './support/forms.ts';
import type { Staff } from './support/staff.ts';
import { writeSidePort } from './support/side-port.ts';

// Where leads come from (issue 30): the site notes the landing address's campaign tags and sends them with the
// visit's first submission; staff read them on the lead.

const newsletterLanding = '/comercial-utility?utm_source=newsletter&utm_medium=email&utm_campaign=spring';
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const stepHeading = (page: Page) => page.locator('#step-heading');
const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const widgetFrame = (page: Page) => page.frameLocator('iframe[title="Choose a time for your call"]');

/** A business name no other test or project uses: how staff find this test's lead. */
const uniqueBusiness = (testInfo: TestInfo, what: string) =>
  `${what} ${testInfo.project.name} ${testInfo.retry}-${Date.now().toString(36)}`;

/** The energy flow's first page: the landing page's postcode box opens the wizard at its addresses. */
async function startEnergyQuote(page: Page) {
  await page.getByPlaceholder('Enter postcode to start').fill('E1 6QL');
  await page.getByRole('button', { name: 'Start comparing' }).click();
  await expect(stepHeading(page)).toHaveText("Let's find your address");
}

async function chooseAddressAndName(page: Page, business: string) {
  await page
    .getByRole('list', { name: 'Addresses' })
    .getByRole('button')
    .filter({ hasText: /Saffron Row Kitchen/ })
    .click();
  await expect(page).toHaveURL(uuid);
  await expect(stepHeading(page)).toHaveText('Great, we found your address!');
  await page.getByRole('textbox', { name: 'Business name' }).fill(business);
  await next(page).click();
  await expect(stepHeading(page)).toHaveText('What would you like to compare?');
}

async function finishEnergyQuote(page: Page) {
  await page.getByRole('radio', { name: 'Gas and Electricity' }).check();
  await next(page).click();
  await expect(stepHeading(page)).toHaveText('Please select your current supplier');
  await page.getByRole('radio', { name: 'Opus Energy' }).check();
  await page.getByLabel('Date your contract ends').fill('2027-03-31');
  await next(page).click();
  await expect(page).toHaveURL(/\/calendly\/commercial-utility\//);
}

const sourceOf = async (staff: Staff, business: string) => (await staff.lead({ q: business })).attribution;

test.describe('Where a lead came from', () => {
  // Signed out, the console asks who is there (401) before staff sign in: on purpose.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test(
    'a newsletter visit that completes the energy flow: the lead shows that source, and no other site gets it',
    { tag: '@phone' },
    async ({ page, staff, baseURL }, testInfo) => {
      const business = uniqueBusiness(testInfo, 'Newsletter Bakery');
      const calendly = await fakeCalendly(page);
      const otherSites: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).host !== new URL(baseURL!).host) otherSites.push(request.url());
      });

      await gotoHydrated(page, newsletterLanding);
      // Noted, then taken out of the address bar: nothing on the page can pass the tags on.
      await expect(page).toHaveURL(/\/comercial-utility$/);
      await startEnergyQuote(page);
      await chooseAddressAndName(page, business);
      await finishEnergyQuote(page);
      // Without cookie consent the calendar loads when asked; the booking completes the flow.
      await page.getByRole('button', { name: 'Load the calendar' }).click();
      await widgetFrame(page).getByRole('button', { name: 'Book 10:00' }).click();
      await expect(page.getByRole('status').filter({ hasText: "Your call is booked. We'll call you" })).toBeVisible();

      const attribution = await sourceOf(staff, business);
      expect(attribution).toMatchObject({ source: 'newsletter', medium: 'email', campaign: 'spring', lastTouch: null });
      expect(attribution.firstTouch).toMatchObject({ landingPage: newsletterLanding, referrer: null });
      // The scheduling widget and its page were loaded without any of it.
      expect(otherSites.some((url) => url.startsWith('https://calendly.com/'))).toBe(true);
      expect(otherSites.filter((url) => /utm_|newsletter|spring/.test(url))).toEqual([]);
      expect(calendly.scriptRequests()).toBe(1);

      // Staff see it on the lead's page, in the console.
      const lead = await staff.lead({ q: business });
      await signIn(page);
      await gotoHydrated(page, `/admin/leads/${lead.id}`);
      const section = page.getByRole('region', { name: 'Where this lead came from' });
      await expect(section.getByTestId('lead-source')).toContainText('Sourcenewsletter');
      await expect(section.getByTestId('lead-source')).toContainText('Mediumemail');
      await expect(section.getByTestId('lead-source')).toContainText('Campaignspring');
      await expect(section.getByTestId('lead-source')).toContainText(`Landing page${newsletterLanding}`);
      await expect(section.getByTestId('referred-by')).toHaveText('Not referred by a partner');
      await expectNoViolations(page, { include: 'section[aria-labelledby="source-heading"]' });
    },
  );

  test('without cookie consent, a reload before the first submission loses the source: the lead has none', async ({
    page,
    staff,
  }, testInfo) => {
    const business = uniqueBusiness(testInfo, 'Reloaded Bakery');
    await gotoHydrated(page, newsletterLanding);
    await startEnergyQuote(page);
    // The wizard's page is a page load, its address carrying the visit on until its code notes it and takes it out:
    // a reload before then would land again. The visitor's reload comes after, on an address without the campaign.
    await expect(page).not.toHaveURL(/utm_/);
    // Kept in the page's memory only: a reload is a new page, which has nothing of the landing.
    await reloadHydrated(page);
    await expect(stepHeading(page)).toHaveText("Let's find your address");
    expect(await page.evaluate(() => sessionStorage.getItem('sme_visit'))).toBeNull();
    await chooseAddressAndName(page, business);

    expect(await sourceOf(staff, business)).toEqual({
      source: null,
      medium: null,
      campaign: null,
      firstTouch: null,
      lastTouch: null,
    });
  });

  test('without cookie consent, a link to another page carries the source on, out of the address bar and off other sites', async ({
    page,
    staff,
  }, testInfo) => {
    const business = uniqueBusiness(testInfo, 'Linked Bakery');
    const landing = '/utility?utm_source=newsletter&utm_medium=email';
    await gotoHydrated(page, landing);
    // Taken out of the address bar as the page notes it.
    await expect(page).toHaveURL(/\/utility$/);
    // The site's pages are page loads now: the link to the next one carries the visit, and that page takes it out too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveTitle('Contact Us | SME Compare');
    await expect(page).toHaveURL(/\/contact$/);
    expect(await page.evaluate(() => sessionStorage.getItem('sme_visit'))).toBeNull();
    // No link on the page holds it: it is added to the one followed, as it is followed, and only to this site's.
    await expect(page.locator('a[href*="utm_source"], a[href*="landing_page"]')).toHaveCount(0);
    await fillTextboxes(page, { Name: 'Lynn Linked', Phone: '07700 900246', 'Business Name': business });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await dismissDialog(page, 'Thank you for reaching out!');

    const attribution = await sourceOf(staff, business);
    expect(attribution).toMatchObject({ source: 'newsletter', medium: 'email' });
    // Where the visit landed is the first page, not the one the form was on.
    expect(attribution.firstTouch).toMatchObject({ landingPage: landing });
  });

  test.describe('with cookie consent', () => {
    test.use({ cookieChoice: 'accepted' });

    test("a reload keeps the source for the tab's session; rejecting cookies removes it", async ({
      page,
      staff,
    }, testInfo) => {
      const business = uniqueBusiness(testInfo, 'Consented Bakery');
      await gotoHydrated(page, newsletterLanding);
      await startEnergyQuote(page);
      await reloadHydrated(page);
      const kept = JSON.parse((await page.evaluate(() => sessionStorage.getItem('sme_visit'))) ?? '{}') as object;
      expect(kept).toMatchObject({ utm_source: 'newsletter', landing_page: newsletterLanding });
      await chooseAddressAndName(page, business);
      expect(await sourceOf(staff, business)).toMatchObject({
        source: 'newsletter',
        medium: 'email',
        campaign: 'spring',
      });

      // Changing one's mind: Reject in the cookie settings removes what the tab kept.
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
      await page.getByRole('region', { name: 'Cookies on this site' }).getByRole('button', { name: 'Reject' }).click();
      expect(await page.evaluate(() => sessionStorage.getItem('sme_visit'))).toBeNull();
    });
  });

  test("a partner's ref=CODE link attributes the visit's enquiry to them, and staff can correct it", async ({
    page,
    staff,
    baseURL,
  }, testInfo) => {
    const code = `E2E${testInfo.project.name.slice(0, 3).toUpperCase()}${Date.now().toString(36).slice(-6).toUpperCase()}`;
    const name = `Partner ${code}`;
    await writeSidePort(baseURL!, '/partner-fixture', { name, code });

    const business = uniqueBusiness(testInfo, 'Referred Bakery');
    await gotoHydrated(page, `/contact?ref=${code.toLowerCase()}`);
    await expect(page).toHaveURL(/\/contact$/);
    await fillTextboxes(page, {
      Name: 'Ria Referred',
      Email: `ria.${code.toLowerCase()}@example.com`,
      Phone: '07700 900456',
      'Business Name': business,
      Message: 'A partner sent me.',
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await dismissDialog(page, 'Thank you for reaching out!', "We'll be in touch soon.");

    const lead = await staff.lead({ q: business });
    expect(lead.referredBy).toMatchObject({ name, code });
    // The code alone is the visit's: the landing page is noted with it.
    expect(lead.attribution).toMatchObject({ source: '(direct)', medium: '(none)' });

    await signIn(page);
    await gotoHydrated(page, `/admin/leads/${lead.id}`);
    const section = page.getByRole('region', { name: 'Where this lead came from' });
    await expect(section.getByTestId('referred-by')).toHaveText(`Referred by ${name} (${code})`);
    await section.getByRole('combobox', { name: 'Correct who referred it' }).selectOption('No partner');
    await expect(toasts(page)).toContainText('No partner now');
    await expect(section.getByTestId('referred-by')).toHaveText('Not referred by a partner');
    expect((await staff.lead({ q: business })).referredBy).toBeNull();

    // The inbox filters by partner (and by none), and keeps the filter in its address.
    await gotoHydrated(page, '/admin');
    // Behind "More filters" on a desk ("Filters" on a phone).
    await page.getByRole('button', { name: /^(More filters|Filters)/ }).click();
    await page.getByRole('combobox', { name: 'Referred by' }).selectOption('No partner');
    await expect(page).toHaveURL(/partner=none/);
  });
});
