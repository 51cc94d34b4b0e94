import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';

// Every form that takes a visitor's details says, where they are given, what they are used for, with a link to the
// privacy policy (UK GDPR's right to be informed at the point of collection).
const enquiry = 'We use these details only to answer your enquiry and prepare your quote.';
const application = 'We use these details only to prepare your quote and contact you about it.';

async function expectNotice(page: Page, within: Locator, purpose: string) {
  const notice = within.locator('p', { hasText: purpose });
  await expect(notice).toBeVisible();
  const link = notice.getByRole('link', { name: 'privacy policy' });
  await expect(link).toHaveAttribute('href', '/privacy-policy');
  return link;
}

const form = (page: Page, button: string) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: button }) });

test.describe('What a form says about the details it takes', { tag: '@phone' }, () => {
  for (const path of ['/', '/contact', '/utility', '/payment-solution', '/bussiness', '/get-free-consultancy']) {
    test(`the contact form on ${path}`, async ({ page }) => {
      await gotoHydrated(page, path);
      const contact = form(page, 'Send Message');
      await contact.scrollIntoViewIfNeeded();
      await expectNotice(page, contact, enquiry);
    });
  }

  test('the short contact form, and the link leads to the policy', async ({ page }) => {
    await gotoHydrated(page, '/about-us');
    const link = await expectNotice(page, form(page, 'Send Enquiry'), enquiry);
    await link.click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the partner registration', async ({ page }) => {
    await gotoHydrated(page, '/build-your-career');
    await expectNotice(
      page,
      form(page, 'Register Now'),
      'We use these details only to review your partner registration and contact you about it.',
    );
  });

  test("the loan wizard's first step and the merchant service form", async ({ page }) => {
    await gotoHydrated(page, '/business-loan');
    await expectNotice(page, page.locator('form'), application);
    await gotoHydrated(page, '/merchant-service');
    await expectNotice(page, form(page, 'Next'), application);
  });

  test('the callback request on the booking screen', async ({ page }) => {
    const response = await page.request.post('/api/commecial-utility/post-code/submit', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { post_code: 'E1 6QL', full_address: 'Unit 4, 12 Brick Lane, London', bussiness_name: 'Bakery Ltd' },
    });
    const { id } = ((await response.json()) as { collections: { id: string } }).collections;
    await gotoHydrated(page, `/calendly/commercial-utility/${id}`);
    await expectNotice(
      page,
      form(page, 'Call me back'),
      'We use these details only to call you back about your quote.',
    );
  });
});

test.describe("the 'Let's talk' popup", { tag: '@phone' }, () => {
  test.use({ leadPopup: 'open' });
  test('says it too', async ({ page }) => {
    await gotoHydrated(page, '/blogs');
    await expectNotice(page, page.getByRole('dialog', { name: "Let's talk" }), enquiry);
  });
});
