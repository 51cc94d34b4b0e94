import { dismissDialog, expect, expectLinks, gotoHydrated, test } from './fixtures.ts';
import { fillTextboxes, storedEnquiry, textbox, uniqueEmail } from './support/forms.ts';

const policyHeadings = [
  ['who-it-applies-to', 'Who this policy applies to'],
  ['information-we-collect', 'What information we collect'],
  ['how-we-use-information', 'How we collect and use your information'],
  ['protection', 'How we protect your information'],
  ['retention', 'How long we keep your information'],
  ['sharing', 'Who we share your information with'],
  ['your-rights', 'Your rights'],
  ['cookies', 'Cookies'],
  ['types-of-cookies', 'Types of cookies'],
  ['cookie-choices', 'Your cookie choices'],
  ['contact', 'Contact us'],
] as const;

test.describe('Privacy policy', () => {
  test('has a banner, the date and every section of the policy', async ({ page }) => {
    await gotoHydrated(page, '/privacy-policy');
    await expect(page).toHaveTitle('Privacy Policy | SME Compare');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated: 21 November 2026')).toBeVisible();
    for (const [id, name] of policyHeadings) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toHaveAttribute('id', id);
    }
    const main = page.getByRole('main');
    await expect(main).toContainText('your name, phone number and e-mail address');
    await expect(main).toContainText('Technical data:');
    await expect(main).toContainText('We share it only with service providers');
    await expect(main).toContainText('UK GDPR');
    await expect(main.getByRole('link', { name: 'ico.org.uk' })).toHaveAttribute('href', 'https://ico.org.uk');
    for (const type of ['Essential cookies', 'Performance cookies', 'Functional cookies', 'Advertising cookies']) {
      await expect(page.getByRole('heading', { level: 3, name: type })).toBeVisible();
    }
  });

  test('its table of contents jumps to each section', async ({ page }) => {
    test.slow(); // eleven jumps
    await gotoHydrated(page, '/privacy-policy');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link')).toHaveCount(policyHeadings.length);
    for (const [id, name] of policyHeadings) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await contents.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/privacy-policy#${id}$`));
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeInViewport();
    }
  });

  test('opened at #cookies (the cookie banner link), it shows the cookies section', async ({ page }) => {
    await gotoHydrated(page, '/privacy-policy#cookies');
    await expect(page.locator('h2#cookies')).toHaveText('Cookies');
    await expect(page.locator('h2#cookies')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("shows our contact details from the site's settings", async ({ page }) => {
    await gotoHydrated(page, '/privacy-policy');
    const contact = page.getByRole('region', { name: 'Contact us' });
    await expectLinks(contact, {
      'hello@smecompare.co.uk': 'mailto:hello@smecompare.co.uk',
      '0333 880 1234': 'tel:03338801234',
    });
    await expect(contact).toContainText('71-75 Shelton Street, London WC2H 9JQ');
  });
});

test.describe('Free consultation', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/get-free-consultancy');
  });

  test('explains the consultation, with a call option and both broker disclosures', async ({ page }) => {
    await expect(page).toHaveTitle('Free Consultation | SME Compare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a free consultation with a specialist');
    for (const name of [
      'What the consultation covers',
      'What to have ready',
      'How long it takes',
      'Request your free consultation',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    for (const name of ['Business energy', 'Water and waste', 'Business funding', 'Card payments']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main).toContainText('Your most recent gas, electricity and water bills');
    await expect(main).toContainText('The end dates of your current contracts');
    await expect(main).toContainText('Your turnover figures');
    await expect(main).toContainText('Allow up to 30 minutes');
    await expect(main.getByRole('link', { name: 'Call us on 0333 880 1234' })).toHaveAttribute(
      'href',
      'tel:03338801234',
    );
    await expect(page.getByTestId('energy-disclosure')).toContainText('We are an energy broker, not a supplier.');
    await expect(page.getByTestId('energy-disclosure')).toContainText(
      'Complaints we cannot resolve can go to the Energy Ombudsman (energyombudsman.org), free of charge.',
    );
    await expect(page.getByTestId('funding-disclosure')).toContainText('We are a credit broker, not a lender.');
  });

  test('stores the request as a contact enquiry and thanks the visitor', async ({ page, staff }, testInfo) => {
    const email = uniqueEmail(testInfo, 'consult', 'patel-pharmacy.co.uk');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await fillTextboxes(form, {
      Name: 'Anita Patel',
      Email: email,
      Phone: '07700 900321',
      'Business Name': 'Patel Pharmacy',
      Message: 'Electricity ends in March; card fees.',
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await dismissDialog(page, 'Thank you for reaching out!');
    await expect(textbox(form, 'Name')).toHaveValue('');
    const labels = ['Name', 'Phone', 'Business name', 'Message', 'Sent from the page'] as const;
    expect(await storedEnquiry(staff, email, labels)).toEqual({
      Name: 'Anita Patel',
      Phone: '07700 900321',
      'Business name': 'Patel Pharmacy',
      Message: 'Electricity ends in March; card fees.',
      'Sent from the page': 'contact',
    });
  });
});

const channels = [
  ['Facebook', 'https://www.facebook.com/smecompareuk'],
  ['LinkedIn', 'https://www.linkedin.com/company/smecompare'],
  ['Instagram', 'https://www.instagram.com/smecompareuk'],
  ['X', 'https://x.com/smecompareuk'],
] as const;

test.describe('Community and social', () => {
  test('links to our four social channels', async ({ page }) => {
    await gotoHydrated(page, '/social-sponge-ifram');
    await expect(page).toHaveTitle('Community | SME Compare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community and social');
    const list = page.getByRole('main').getByRole('region', { name: 'Follow us' }).getByRole('link');
    await expect(list).toHaveCount(channels.length);
    for (const [index, [name, href]] of channels.entries()) {
      await expect(list.nth(index)).toContainText(name);
      await expect(list.nth(index)).toHaveAttribute('href', href);
    }
  });

  test('its cookies link opens the privacy policy at the cookies section', async ({ page }) => {
    await gotoHydrated(page, '/social-sponge-ifram');
    await page.getByRole('main').getByRole('link', { name: 'How we use cookies' }).click();
    await expect(page).toHaveURL(/\/privacy-policy#cookies$/);
    await expect(page.locator('h2#cookies')).toBeInViewport();
  });

  for (const cookieChoice of ['rejected', 'none'] as const) {
    test.describe(`with cookies ${cookieChoice === 'none' ? 'not yet chosen' : 'rejected'}`, () => {
      test.use({ cookieChoice });

      test('shows a placeholder for the Facebook feed, not the iframe', async ({ page }) => {
        const framed: string[] = [];
        page.on('request', (request) => request.url().includes('facebook.com/plugins') && framed.push(request.url()));
        await gotoHydrated(page, '/social-sponge-ifram');
        const placeholder = page.getByTestId('consent-placeholder');
        await expect(placeholder).toContainText('Our latest posts on Facebook');
        await expect(placeholder.getByRole('button', { name: 'Load Facebook' })).toBeVisible();
        await expect(page.locator('iframe')).toHaveCount(0);
        expect(framed).toEqual([]);
      });
    });
  }
});
