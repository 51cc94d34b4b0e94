import type { Page } from '@playwright/test';
import { expect, expectLinks, gotoHydrated, test } from './fixtures.ts';

// Issue 15, point 10: the water & waste and card machine quote flows can be found from the pages that talk about
// them, and the home page's Gas or Electricity choice is already made at the energy wizard's Service step.

const main = (page: Page) => page.getByRole('main');
const stepHeading = (page: Page) => page.locator('#step-heading');

async function expectWaterWasteLanding(page: Page) {
  await expect(page).toHaveURL(/\/commercial-water-waste$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare business water and waste');
}

async function expectCardMachineFlow(page: Page) {
  await expect(page).toHaveURL(/\/merchant-service$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merchant cash advance');
}

test.describe('Finding the quote flows', { tag: '@phone' }, () => {
  test('the home page leads to the water and waste flow', async ({ page }) => {
    await gotoHydrated(page, '/');
    const whatWeDo = page.getByRole('region', { name: 'What We Do' });
    await whatWeDo.getByRole('link', { name: 'Get a water and waste quote' }).click();
    await expectWaterWasteLanding(page);
  });

  test('the home page leads to the card machines flow', async ({ page }) => {
    await gotoHydrated(page, '/');
    const whatWeDo = page.getByRole('region', { name: 'What We Do' });
    await whatWeDo.getByRole('link', { name: 'Compare card machines' }).click();
    await expectCardMachineFlow(page);
  });

  test("/utility's service tiles start the matching quote flow", async ({ page }) => {
    await gotoHydrated(page, '/utility');
    const tiles = page.getByRole('region', { name: 'What we compare' });
    await expectLinks(tiles, {
      'Start an electricity quote': '/comercial-utility?service=electricity',
      'Start a gas quote': '/comercial-utility?service=gas',
    });
    await tiles.getByRole('link', { name: 'Start a water & waste quote' }).click();
    await expectWaterWasteLanding(page);
  });

  test("/payment-solution's main buttons start the card machines flow", async ({ page }) => {
    await gotoHydrated(page, '/payment-solution');
    const machines = main(page).getByRole('link', { name: 'Compare card machines' });
    for (const link of await machines.all()) await expect(link).toHaveAttribute('href', '/merchant-service');
    await main(page).getByRole('link', { name: 'Get a free quote' }).click();
    await expectCardMachineFlow(page);
  });

  for (const [choice, service] of [
    ['Commercial Gas', 'Gas'],
    ['Commercial Electricity', 'Electricity'],
  ] as const) {
    test(`choosing ${choice} on the home page preselects ${service} at the Service step`, async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.getByRole('button', { name: 'Get Your Free Comparison Today' }).click();
      await page
        .getByRole('list', { name: 'What would you like to compare?' })
        .getByRole('link', { name: new RegExp(`^${choice}`) })
        .click();
      await expect(page).toHaveURL(/\/comercial-utility\?/);
      expect(new URL(page.url()).pathname).toBe('/comercial-utility');

      await page.getByPlaceholder('Enter postcode to start').fill('E1 6QL');
      await page.getByRole('button', { name: 'Start comparing' }).click();
      await page
        .getByRole('list', { name: 'Addresses' })
        .getByRole('button')
        .filter({ hasText: /Saffron Row/ })
        .click();
      await expect(stepHeading(page)).toHaveText('Great, we found your address!');
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(stepHeading(page)).toHaveText('What would you like to compare?');
      await expect(page.getByRole('radio', { name: service, exact: true })).toBeChecked();
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);

      // A stored answer wins over the home page's choice.
      const other = service === 'Gas' ? 'Electricity' : 'Gas';
      await page.getByRole('radio', { name: other, exact: true }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(stepHeading(page)).toHaveText('Please select your current supplier');
      await page.getByRole('link', { name: 'Back', exact: true }).click();
      await expect(stepHeading(page)).toHaveText('What would you like to compare?');
      await expect(page.getByRole('radio', { name: other, exact: true })).toBeChecked();
    });
  }

  test("the navigation's Get Free Quotation menu keeps exactly the spec's three entries", async ({
    page,
    isMobile,
  }) => {
    await gotoHydrated(page, '/');
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const quotation = nav.getByRole('button', { name: 'Get Free Quotation' });
    await quotation.click();
    const menu = page.locator(`[id="${await quotation.getAttribute('aria-controls')}"]`);
    await expect(menu.getByRole('link')).toHaveText(['Commercial Gas', 'Commercial Electricity', 'Business Loan']);
  });
});
