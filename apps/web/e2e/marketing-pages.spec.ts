import type { Page, TestInfo } from '@playwright/test';
import { dismissDialog, expect, expectLinks, gotoHydrated, test } from './fixtures.ts';
import { fillTextboxes, storedEnquiry, textbox, uniqueEmail } from './support/forms.ts';
import { energySuppliers } from './support/spec-lists.ts';
import type { Staff } from './support/staff.ts';
import { expectNoViolations } from './axe.ts';

const main = (page: Page) => page.getByRole('main');

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
 * A marketing page's tests, each on the page freshly opened: its own, then the two every such page has (its enquiry
 * form stores the page and the service; axe finds nothing in its content).
 */
function marketingPage(title: string, { path, pageKey, service, disclosure }: MarketingPage, ownTests: () => void) {
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
    test('shows the energy claim, why-choose reasons and hero links', async ({ page }) => {
      await expect(page).toHaveTitle('Business Energy | SME Compare');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Reduce your business gas and electricity costs by up to 40%',
      );
      await expect(page.getByRole('heading', { name: 'Why choose us for your business utilities' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'A panel of vetted UK suppliers' })).toBeVisible();
      await expectLinks(main(page), { 'Get a free quote': '/contact', 'Compare energy prices': '/comercial-utility' });
    });

    test('shows Silver, Gold (Recommended) and Platinum with ticks and crosses read out', async ({ page }) => {
      const tiers = main(page).getByTestId(/^tier-/);
      await expect(tiers.getByRole('heading', { level: 3 })).toHaveText(['Silver', 'Gold', 'Platinum']);
      await expect(page.getByTestId('tier-gold').getByText('Recommended', { exact: true })).toBeVisible();
      await expect(page.getByTestId('tier-silver')).not.toContainText('Recommended');
      await expect(page.getByTestId('tier-platinum')).not.toContainText('Recommended');

      const feature = (tier: string, name: string) =>
        page.getByTestId(`tier-${tier}`).getByRole('listitem').filter({ hasText: name });
      await expect(feature('silver', 'Electricity and gas price comparison')).toHaveText(
        'Included: Electricity and gas price comparison',
      );
      await expect(feature('silver', 'Dedicated account manager')).toHaveText(
        'Not included: Dedicated account manager',
      );
      await expect(feature('gold', 'Water and waste contract review')).toHaveText(
        'Included: Water and waste contract review',
      );
      await expect(feature('gold', 'Dedicated account manager')).toHaveText('Not included: Dedicated account manager');
      await expect(feature('platinum', 'Dedicated account manager')).toHaveText('Included: Dedicated account manager');

      for (const tier of ['Silver', 'Gold', 'Platinum']) {
        await expect(main(page).getByRole('link', { name: `Ask about ${tier}` })).toHaveAttribute('href', '/contact');
      }
    });

    test('a click anywhere on a tier card opens the contact page', async ({ page }) => {
      // On the card's summary text, not on its link.
      await page.getByTestId('tier-platinum').click({ position: { x: 40, y: 30 } });
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole('heading', { name: "Let's talk" })).toBeVisible();
    });

    test('links each service tile to the contact page', async ({ page }) => {
      for (const name of ['Commercial Electricity', 'Commercial Gas', 'Commercial Water & Waste']) {
        await expect(main(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', '/contact');
      }
    });

    test('shows the energy blog cards under their title', async ({ page }) => {
      const section = page.getByRole('region', { name: 'Find business energy efficiency grants and schemes' });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(
        'Find business energy efficiency grants and schemes',
      );
      await expect(section.getByTestId('blog-card').first()).toBeVisible();
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

marketingPage(
  'Payment page',
  { path: '/payment-solution', pageKey: 'payment', service: 'Merchant Cash Advance' },
  () => {
    test('shows the reliability and support claims', { tag: '@phone' }, async ({ page }) => {
      await expect(page).toHaveTitle('Payment Solutions | SME Compare');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Card payments that keep your business trading');
      for (const claim of ['Dual Wi-Fi and 4G', '10-hour battery', '24/7 technical support']) {
        await expect(main(page).getByRole('heading', { name: claim, exact: true })).toBeVisible();
      }
      // The terminal claims come from the catalogue: each says how many machines list it (the seeded catalogue: 4G and
      // Wi-Fi on 5 of 14, the battery on 3), and none claims uptime, which no machine lists.
      await expect(page.getByTestId('reliability-tile')).toHaveText([
        /^Dual Wi-Fi and 4GOn 5 of the 14 card machines we compare: /,
        /^10-hour batteryOn 3 of the 14 card machines we compare: /,
      ]);
      await expect(main(page)).not.toContainText('uptime');
      await expect(main(page)).toContainText('the account helpline is open Monday to Sunday 8am to 6pm');
    });

    test('shows the four benefit tiles', async ({ page }) => {
      await expect(page.getByTestId('benefit-tile').getByRole('heading')).toHaveText([
        'Dependability',
        'Seamless Service',
        'Anywhere anytime',
        'Support and Reliability',
      ]);
    });

    test('links the quote buttons to the card machines flow and to the enquiry form', async ({ page }) => {
      await expectLinks(main(page), {
        'Get a free quote': '/merchant-service',
        'Compare card machines': '/merchant-service',
        'Talk to us first': '#payment-quote',
      });
    });

    test('shows the payment blog cards', async ({ page }) => {
      await expect(
        page.getByRole('region', { name: 'Latest from our blog' }).getByTestId('blog-card').first(),
      ).toBeVisible();
    });
  },
);

marketingPage(
  'Business funding page',
  {
    path: '/bussiness',
    pageKey: 'business',
    service: 'Business Solutions',
    disclosure: { kind: 'funding', text: 'We are a credit broker, not a lender' },
  },
  () => {
    test('shows the loan and cash advance claims', { tag: '@phone' }, async ({ page }) => {
      await expect(page).toHaveTitle('Business Funding | SME Compare');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business funding up to £1 million');
      const loans = page.getByRole('list', { name: 'Business loans' });
      for (const claim of ['Loans up to £1 million', 'Offers within 48 hours', 'No hidden fees']) {
        await expect(loans.getByText(claim, { exact: true })).toBeVisible();
      }
      // How likely credit is stands only beside the representative example (the calculator, with loan figures).
      await expect(page.getByText(/90% acceptance|turned down/)).toHaveCount(0);
      const advance = page.getByRole('list', { name: 'Merchant cash advance' });
      for (const claim of ['Instant cashflow', '95% approval success', 'Offers in under 24 hours']) {
        await expect(advance.getByText(claim, { exact: true })).toBeVisible();
      }
    });

    test('links Request A Quote and the cards to the contact page and the loan wizard', async ({ page }) => {
      await expectLinks(main(page), { 'Request A Quote': '/contact', 'Contact us': '/contact' }, { exact: true });
      await expectLinks(main(page), {
        'Apply for a business loan': '/business-loan',
        'Start your application': '/business-loan',
      });
    });

    test('embeds the two videos with English captions', async ({ page }) => {
      for (const [title, name] of [
        ['How business loans work', 'business-loans-explained'],
        ['How a merchant cash advance works', 'merchant-cash-advance-explained'],
      ] as const) {
        await expect(page.getByRole('heading', { name: title })).toBeVisible();
        const video = page.locator(`video:has(source[src="/videos/${name}.mp4"])`);
        await expect(video).toHaveAttribute('controls', '');
        await expect(video).toHaveAttribute('preload', 'none');
        await expect(video).toHaveAttribute('poster', `/videos/${name}.jpg`);
        await expect(video).toHaveAccessibleName(title);
        const track = video.locator('track');
        await expect(track).toHaveAttribute('kind', 'captions');
        await expect(track).toHaveAttribute('src', `/videos/${name}.vtt`);
        await expect(track).toHaveAttribute('srclang', 'en');
        await expect(track).toHaveAttribute('label', 'English');
        await expect(track).toHaveAttribute('default', '');
      }
    });

    test('shows the partner logo slider', async ({ page }) => {
      const strip = page.getByRole('list', { name: 'Lending and finance partners' });
      await expect(strip.getByRole('img')).toHaveCount(8);
      await expect(strip.getByRole('img', { name: 'Northgate Finance' })).toBeVisible();
      await expectImagesLoaded(page, 'img[src^="/images/logos/partners/"]');
    });

    test('shows the funding blog teaser', async ({ page }) => {
      await expect(
        page.getByRole('region', { name: 'Latest from our blog' }).getByTestId('blog-card').first(),
      ).toBeVisible();
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
