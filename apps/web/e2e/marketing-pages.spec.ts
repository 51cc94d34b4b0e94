import type { Page, TestInfo } from '@playwright/test';
import { dismissDialog, expect, gotoHydrated, test } from './fixtures.ts';
import { fillTextboxes, storedEnquiry, textbox, uniqueEmail } from './support/forms.ts';
import { energySuppliers } from './support/spec-lists.ts';
import type { Staff } from './support/staff.ts';
import { expectNoViolations } from './axe.ts';

// What the pages say and link to, as the server sends it, is checked without a browser:
// apps/server/test/pages/marketing-pages.test.ts. Here: what needs one (forms, clicks, animation, images, axe, layout).

/** Every image in the list has loaded (the file exists and is a picture). */
async function expectImagesLoaded(page: Page, selector: string) {
  await page
    .locator(selector)
    .evaluateAll((images) =>
      Promise.all(
        (images as HTMLImageElement[]).map((img) =>
          img.complete ? null : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
        ),
      ),
    );
  const widths = await page
    .locator(selector)
    .evaluateAll((images) => (images as HTMLImageElement[]).map((img) => img.naturalWidth));
  expect(widths.length).toBeGreaterThan(0);
  for (const width of widths) expect(width).toBeGreaterThan(0);
}

/** Sends the page's enquiry form and returns the stored business name, page and service label, as staff see them. */
async function sendEnquiry(page: Page, staff: Staff, testInfo: TestInfo, who: string) {
  const email = uniqueEmail(testInfo, who, 'example.co.uk');
  const form = page.getByRole('form', { name: 'Enquiry form' });
  await fillTextboxes(form, {
    Name: 'Priya Shah',
    Email: email,
    Phone: '07700 900123',
    'Business Name': `Shah ${who} Ltd`,
    Message: 'Please call me after 2pm.',
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await dismissDialog(page, 'Thank you for reaching out!');
  await expect(textbox(form, 'Name')).toHaveValue('');
  return storedEnquiry(staff, email, ['Business name', 'Sent from the page', 'Service']);
}

interface MarketingPage {
  path: string;
  /** The page as staff read it under 'Sent from the page'. */
  pageKey: string;
  /** What the page's enquiry is about, as staff read it under 'Service'. */
  service: string;
  /** The broker disclosure shown beside the enquiry form. */
  disclosure?: { kind: 'energy' | 'funding'; text: string };
}

/**
 * A marketing page's tests, each on the page freshly opened: its own, if any, then the two every such page has (its
 * enquiry form stores the page and the service; axe finds nothing in its content).
 */
function marketingPage(
  title: string,
  { path, pageKey, service, disclosure }: MarketingPage,
  ownTests: () => void = () => {},
) {
  test.describe(title, () => {
    test.beforeEach(async ({ page }) => {
      await gotoHydrated(page, path);
    });

    ownTests();

    const beside = disclosure ? `, beside the ${disclosure.kind} disclosure` : '';
    test(`stores an enquiry as ${service}${beside}`, async ({ page, staff }, testInfo) => {
      await expect(page.getByText(`Enquiry about: ${service}`)).toBeVisible();
      if (disclosure) {
        await expect(page.getByTestId(`${disclosure.kind}-disclosure`).last()).toContainText(disclosure.text);
      }
      expect(await sendEnquiry(page, staff, testInfo, pageKey)).toEqual({
        'Business name': `Shah ${pageKey} Ltd`,
        'Sent from the page': pageKey,
        Service: service,
      });
    });

    test('has no accessibility violations', async ({ page }) => {
      test.slow(); // axe reads the whole page
      await expectNoViolations(page, { include: 'main' });
    });
  });
}

marketingPage(
  'Utility page',
  {
    path: '/utility',
    pageKey: 'utility',
    service: 'Commercial Utility',
    disclosure: { kind: 'energy', text: 'We are an energy broker' },
  },
  () => {
    test('a click anywhere on a tier card opens the contact page', async ({ page }) => {
      // On the card's summary text, not on its link.
      await page.getByTestId('tier-platinum').click({ position: { x: 40, y: 30 } });
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole('heading', { name: "Let's talk" })).toBeVisible();
    });

    test('shows the 11 suppliers in a scrolling strip that can be paused', async ({ page }) => {
      const strip = page.getByRole('list', { name: 'Energy suppliers we compare' });
      await expect(strip.getByRole('img')).toHaveCount(11);
      const names = await strip.getByRole('img').evaluateAll((images) => images.map((img) => img.getAttribute('alt')));
      expect(names).toEqual(energySuppliers);
      await expectImagesLoaded(page, 'img[src^="/images/logos/suppliers/"]');

      const track = strip.locator('xpath=..');
      await expect(track).toHaveCSS('animation-play-state', 'running');
      await expect(track).not.toHaveCSS('animation-name', 'none');
      await page.getByRole('button', { name: 'Pause logos' }).click();
      await expect(track).toHaveCSS('animation-play-state', 'paused');
      await page.getByRole('button', { name: 'Play logos' }).click();
      await expect(track).toHaveCSS('animation-play-state', 'running');
    });

    test('keeps the supplier strip still and wrapped for reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const strip = page.getByRole('list', { name: 'Energy suppliers we compare' });
      await expect(strip.locator('xpath=..')).toHaveCSS('animation-name', 'none');
      await expect(strip).toHaveCSS('flex-wrap', 'wrap');
      await expect(page.getByRole('button', { name: 'Pause logos' })).toBeHidden();
      // The copy that makes the loop seamless is gone.
      await expect(page.locator('ul[aria-hidden="true"] img[src^="/images/logos/suppliers/"]').first()).toBeHidden();
    });
  },
);

marketingPage('Payment page', { path: '/payment-solution', pageKey: 'payment', service: 'Merchant Cash Advance' });

marketingPage(
  'Business funding page',
  {
    path: '/bussiness',
    pageKey: 'business',
    service: 'Business Solutions',
    disclosure: { kind: 'funding', text: 'We are a credit broker, not a lender' },
  },
  () => {
    test('shows the partner logo slider', async ({ page }) => {
      const strip = page.getByRole('list', { name: 'Lending and finance partners' });
      await expect(strip.getByRole('img')).toHaveCount(8);
      await expect(strip.getByRole('img', { name: 'Northgate Finance' })).toBeVisible();
      await expectImagesLoaded(page, 'img[src^="/images/logos/partners/"]');
    });
  },
);

test.describe('Marketing pages at phone size', { tag: '@phone' }, () => {
  for (const path of ['/utility', '/payment-solution', '/bussiness']) {
    test(`${path} does not scroll sideways at 360 px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await gotoHydrated(page, path);
      await page.waitForLoadState('load');
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  }
});
