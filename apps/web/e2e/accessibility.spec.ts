import type { APIRequestContext } from '@playwright/test';
import { expect, gotoHydrated, openNewestBlogPost, test } from './fixtures.ts';
import { accessibilityViolations, expectNoViolations } from './axe.ts';
import { startQuote } from './support/quotes.ts';

const routes = [
  '/',
  '/utility',
  '/payment-solution',
  '/bussiness',
  '/contact',
  '/about-us',
  '/build-your-career',
  '/privacy-policy',
  '/get-free-consultancy',
  '/social-sponge-ifram',
  '/blogs',
  '/blogs?page=2',
  '/comercial-utility',
  '/comercial-utility/main/E1%206QL',
  '/commercial-water-waste',
  '/commercial-water-waste/select-address/SE1%201TL',
  '/business-loan',
  '/merchant-service',
  '/no-such-page',
];

/** A lead started through the REST API, as the address step would. */
const startLead = (request: APIRequestContext, flow: 'commecial-utility' | 'commecial-water-waste') =>
  startQuote(request, `/api/${flow}/post-code/submit`, {
    post_code: 'E1 6QL',
    full_address: '83 Brick Lane, LONDON, E1 6QL',
    bussiness_name: 'Magpie Vintage',
  });

test.describe('Accessibility (axe, WCAG 2.2 AA)', { tag: '@phone' }, () => {
  for (const path of routes) {
    test(path, async ({ page }) => {
      await gotoHydrated(page, path);
      await expectNoViolations(page);
    });
  }

  test('every step of the energy wizard, with its validation message', async ({ page, request }) => {
    const id = await startLead(request, 'commecial-utility');
    for (const step of ['business', 'service', 'supplier']) {
      await gotoHydrated(page, `/comercial-utility/main/E1%206QL?step=${step}&id=${id}`);
      await expect(page.locator('#step-heading')).not.toHaveText("Let's find your address");
      await expectNoViolations(page);
    }
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Data missing !');
    await expectNoViolations(page);
  });

  test('every page of water and waste after the address', async ({ page, request }) => {
    const id = await startLead(request, 'commecial-water-waste');
    for (const step of ['bussiness-name', 'select-service', 'average-water-usage', 'get-waste-info']) {
      await gotoHydrated(page, `/commercial-water-waste/${step}/${id}`);
      await expectNoViolations(page);
    }
  });

  test("'Choose your product' for an application", async ({ page, request }) => {
    const id = await startQuote(request, '/api/cash-advance/store', {
      take_payment: 'Online E-Commerce',
      business_location: 'Online',
      business_name: 'Kiln Studio',
      card_provider: 'Stripe',
    });
    await gotoHydrated(page, `/merchant-service/choose-product/${id}`);
    await expect(page.getByRole('heading', { name: 'Choose your product' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('a blog post', async ({ page }) => {
    await openNewestBlogPost(page);
    await expectNoViolations(page);
  });

  test.describe('with the cookie banner showing, then the popup it held back', () => {
    test.use({ leadPopup: 'open', cookieChoice: 'none' });
    test('/contact', async ({ page }) => {
      await gotoHydrated(page, '/contact');
      const banner = page.getByRole('region', { name: 'Cookies on this site' });
      await expect(banner).toBeVisible();
      await expectNoViolations(page);
      // The popup waits for the cookie choice, then opens.
      await banner.getByRole('button', { name: 'Reject' }).click();
      await expect(page.getByRole('dialog', { name: "Let's talk" })).toBeVisible();
      await expectNoViolations(page);
    });
  });
});

// The scan itself: it runs one way on a page without frames and another with them (axe.ts), and each must still find
// what it is there to find.
test.describe('The accessibility scan', () => {
  const faults = `<img src="/favicon.ico" width="16" height="16"><p style="color:#bbb;background:#fff">Faint words</p>`;

  test('finds an image without a text alternative and faint text on a page without frames', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await page.locator('main').evaluate((main, html) => main.insertAdjacentHTML('beforeend', html), faults);
    expect(page.frames()).toHaveLength(1);
    const found = (await accessibilityViolations(page)).map((violation) => violation.id);
    expect(found).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
  });

  test('finds them inside a frame of the page too', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await page.locator('main').evaluate((main, html) => {
      const frame = document.createElement('iframe');
      frame.title = 'A frame with faults';
      frame.srcdoc = `<!doctype html><html lang="en"><title>Frame</title><body><main>${html}</main></body></html>`;
      main.append(frame);
    }, faults);
    await expect(page.frameLocator('iframe[title="A frame with faults"]').getByText('Faint words')).toBeVisible();
    const violations = await accessibilityViolations(page);
    const inFrame = violations.filter((violation) => violation.nodes.some((node) => node.target.length > 1));
    expect(inFrame.map((violation) => violation.id)).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
  });

  test('fails when a frame of the page cannot be scanned', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    // A lazy frame far below the fold never loads, so axe's code cannot be put in it: the scan must not pass over it.
    await page.locator('main').evaluate((main) => {
      const frame = document.createElement('iframe');
      frame.title = 'A frame that never loads';
      frame.loading = 'lazy';
      frame.src = '/contact';
      frame.style.marginTop = '10000px';
      main.append(frame);
    });
    expect(page.frames().length).toBeGreaterThan(1);
    await expect(accessibilityViolations(page)).rejects.toThrow(/axe could not scan every frame of the page/);
  });
});
