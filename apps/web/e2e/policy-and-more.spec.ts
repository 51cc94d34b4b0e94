import { dismissDialog, expect, gotoHydrated, test } from './fixtures.ts';
import { fillTextboxes, storedEnquiry, textbox, uniqueEmail } from './support/forms.ts';
import { policyHeadings } from '../../server/test/pages/privacy-policy-sections.ts';

// What these pages say and link to, as the server sends it, is checked without a browser:
// apps/server/test/pages/policy-and-more.test.ts. Here: what needs one (jumps, forms, the consent placeholder).

test.describe('Privacy policy', () => {
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
});

test.describe('Free consultation', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/get-free-consultancy');
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

test.describe('Community and social', () => {
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
