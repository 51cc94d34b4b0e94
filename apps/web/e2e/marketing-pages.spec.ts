import type { Page, TestInfo } from '@playwright/test';
import { dialog, expect, gotoHydrated, test } from './fixtures.ts';
import { answersOf, type Staff } from './support/staff.ts';
import { expectNoViolations } from './axe.ts';

const suppliers = [
  'Scottish Power',
  'YGP',
  'E-on Next',
  'EDF',
  'Opus Energy',
  'E-on',
  'YU Energy',
  'SSE',
  'BGL',
  'Corona Energy',
  'BGB',
];

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
  const email = `${who}.${testInfo.project.name}.${Date.now()}@example.co.uk`;
  const form = page.getByRole('form', { name: 'Enquiry form' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Priya Shah');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('07700 900123');
  await form.getByRole('textbox', { name: 'Business Name', exact: true }).fill(`Shah ${who} Ltd`);
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Please call me after 2pm.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog(page)).toContainText('Thank you for reaching out!');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  const lead = await staff.lead({ q: email, kind: 'contact_us' });
  return answersOf(lead, ['Business name', 'Sent from the page', 'Service']);
}

test.describe('Utility page', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/utility');
  });

  test('shows the energy claim, why-choose reasons and hero links', async ({ page }) => {
    await expect(page).toHaveTitle('Business Energy | SME Compare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Reduce your business gas and electricity costs by up to 40%',
    );
    await expect(page.getByRole('heading', { name: 'Why choose us for your business utilities' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'A panel of vetted UK suppliers' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Get a free quote' })).toHaveAttribute('href', '/contact');
    await expect(main(page).getByRole('link', { name: 'Compare energy prices' })).toHaveAttribute(
      'href',
      '/comercial-utility',
    );
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
    await expect(feature('silver', 'Dedicated account manager')).toHaveText('Not included: Dedicated account manager');
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
    expect(names).toEqual(suppliers);
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

  test('stores an enquiry as Commercial Utility, beside the energy disclosure', async ({ page, staff }, testInfo) => {
    await expect(page.getByText('Enquiry about: Commercial Utility')).toBeVisible();
    await expect(page.getByTestId('energy-disclosure').last()).toContainText('We are an energy broker');
    expect(await sendEnquiry(page, staff, testInfo, 'utility')).toEqual({
      'Business name': 'Shah utility Ltd',
      'Sent from the page': 'utility',
      Service: 'Commercial Utility',
    });
  });

  test('has no accessibility violations', async ({ page }) => {
    test.slow(); // axe reads the whole page
    await expectNoViolations(page, { include: 'main' });
  });
});

test.describe('Payment page', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/payment-solution');
  });

  test('shows the reliability and support claims', { tag: '@phone' }, async ({ page }) => {
    await expect(page).toHaveTitle('Payment Solutions | SME Compare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Card payments that keep your business trading');
    for (const claim of ['99.999% uptime', 'Dual Wi-Fi and 4G', '10-hour battery', '24/7 technical support']) {
      await expect(main(page).getByRole('heading', { name: claim, exact: true })).toBeVisible();
    }
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
    await expect(main(page).getByRole('link', { name: 'Get a free quote' })).toHaveAttribute(
      'href',
      '/merchant-service',
    );
    await expect(main(page).getByRole('link', { name: 'Compare card machines' })).toHaveAttribute(
      'href',
      '/merchant-service',
    );
    await expect(main(page).getByRole('link', { name: 'Talk to us first' })).toHaveAttribute('href', '#payment-quote');
  });

  test('shows the payment blog cards', async ({ page }) => {
    await expect(
      page.getByRole('region', { name: 'Latest from our blog' }).getByTestId('blog-card').first(),
    ).toBeVisible();
  });

  test('stores an enquiry as Merchant Cash Advance', async ({ page, staff }, testInfo) => {
    await expect(page.getByText('Enquiry about: Merchant Cash Advance')).toBeVisible();
    expect(await sendEnquiry(page, staff, testInfo, 'payment')).toEqual({
      'Business name': 'Shah payment Ltd',
      'Sent from the page': 'payment',
      Service: 'Merchant Cash Advance',
    });
  });

  test('has no accessibility violations', async ({ page }) => {
    test.slow(); // axe reads the whole page
    await expectNoViolations(page, { include: 'main' });
  });
});

test.describe('Business funding page', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/bussiness');
  });

  test('shows the loan and cash advance claims', { tag: '@phone' }, async ({ page }) => {
    await expect(page).toHaveTitle('Business Funding | SME Compare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business funding up to £1 million');
    const loans = page.getByRole('list', { name: 'Business loans' });
    for (const claim of ['Loans up to £1 million', '90% acceptance', 'Offers within 48 hours', 'No hidden fees']) {
      await expect(loans.getByText(claim, { exact: true })).toBeVisible();
    }
    const advance = page.getByRole('list', { name: 'Merchant cash advance' });
    for (const claim of ['Instant cashflow', '95% approval success', 'Offers in under 24 hours']) {
      await expect(advance.getByText(claim, { exact: true })).toBeVisible();
    }
  });

  test('links Request A Quote and the cards to the contact page and the loan wizard', async ({ page }) => {
    await expect(main(page).getByRole('link', { name: 'Request A Quote', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(main(page).getByRole('link', { name: 'Apply for a business loan' })).toHaveAttribute(
      'href',
      '/business-loan',
    );
    await expect(main(page).getByRole('link', { name: 'Start your application' })).toHaveAttribute(
      'href',
      '/business-loan',
    );
    await expect(main(page).getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute('href', '/contact');
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

  test('stores an enquiry as Business Solutions, beside the funding disclosure', async ({ page, staff }, testInfo) => {
    await expect(page.getByText('Enquiry about: Business Solutions')).toBeVisible();
    await expect(page.getByTestId('funding-disclosure').last()).toContainText('We are a credit broker, not a lender');
    expect(await sendEnquiry(page, staff, testInfo, 'business')).toEqual({
      'Business name': 'Shah business Ltd',
      'Sent from the page': 'business',
      Service: 'Business Solutions',
    });
  });

  test('has no accessibility violations', async ({ page }) => {
    test.slow(); // axe reads the whole page
    await expectNoViolations(page, { include: 'main' });
  });
});

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
