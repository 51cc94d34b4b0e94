import type { Page } from '@playwright/test';
import { dialog, expect, gotoHydrated, hydrated, reloadHydrated, test, toasts } from './fixtures.ts';
import { waterWasteQuote } from './support/quotes.ts';
import { bookingHeading } from './support/booking-screen.ts';

// SE1 1TL is in the built-in address dataset: five businesses around Borough Market.
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const stepHeading = (page: Page) => page.locator('#step-heading');
const addressButtons = (page: Page) => page.getByRole('list', { name: 'Addresses' }).getByRole('button');
const next = (page: Page) => page.getByRole('button', { name: 'Next' });
// A link to the page before: it works before the page's code arrives.
const back = (page: Page) => page.getByRole('link', { name: 'Back', exact: true });
const idInPath = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

/**
 * The page at `url` has loaded and its code has run: what these tests check next is what the page's code does (the
 * page before it arrives is late-code.spec.ts's).
 */
async function atPage(page: Page, url: string | RegExp) {
  await expect(page).toHaveURL(url);
  await hydrated(page);
}

/** From the landing to the business name page; returns the lead id the URL now carries. */
async function startAt(page: Page, address: RegExp): Promise<string> {
  await gotoHydrated(page, '/commercial-water-waste');
  await page.getByPlaceholder('Enter postcode to start').fill('se11tl');
  await page.getByRole('button', { name: 'Start comparing' }).click();
  await atPage(page, /\/commercial-water-waste\/select-address\/SE1%201TL$/);
  await addressButtons(page).filter({ hasText: address }).click();
  await atPage(page, new RegExp(`/commercial-water-waste/bussiness-name/${uuid}$`));
  await expect(stepHeading(page)).toHaveText('Great, we found your address!');
  return idInPath(page);
}

test.describe('Water and waste', () => {
  test('the landing asks for a postcode', async ({ page }) => {
    await gotoHydrated(page, '/commercial-water-waste');
    await expect(page).toHaveTitle('Compare business water and waste | SME Compare');
    await page.getByRole('button', { name: 'Start comparing' }).click();
    await expect(dialog(page)).toContainText('Please enter post code !');
  });

  test('Water: address, business name, service and usage, then booking', { tag: '@phone' }, async ({ page }) => {
    const id = await startAt(page, /Stall 14, Borough Market/);
    const businessName = page.getByRole('textbox', { name: 'Business name' });
    await expect(businessName).toHaveValue('Ironbridge Cheese Counter Ltd');
    await businessName.fill('Ironbridge Cheese Ltd');
    await next(page).click();

    await atPage(page, `/commercial-water-waste/select-service/${id}`);
    await expect(stepHeading(page)).toHaveText('What would you like to compare?');
    await next(page).click();
    await expect(page.getByRole('alert')).toHaveText('Please select a service !');
    await page.getByRole('radio', { name: 'Water' }).check();
    await next(page).click();

    await atPage(page, `/commercial-water-waste/average-water-usage/${id}`);
    await page.getByRole('textbox', { name: 'Annual water usage' }).fill('About 900 cubic metres');
    await next(page).click();

    await expect(page).toHaveURL(`/calendly/commercial-water-waste/${id}`);
    await expect(bookingHeading(page)).toBeVisible();
    // The water & waste API finds only its own flow's leads.
    expect(await waterWasteQuote(page.request, id)).toMatchObject({
      post_code: 'SE1 1TL',
      bussiness_name: 'Ironbridge Cheese Ltd',
      service: 'Water',
      annual_usage: 'About 900 cubic metres',
      require_bin: null,
    });
  });

  test(
    'Waste: bins 1 to 4, capacity 1100 to 3300 and collections, then booking',
    { tag: '@phone' },
    async ({ page }) => {
      const id = await startAt(page, /Stall 22, Borough Market/);
      await next(page).click();
      await page.getByRole('radio', { name: 'Waste' }).check();
      await next(page).click();
      await atPage(page, `/commercial-water-waste/get-waste-info/${id}`);

      const bins = page.getByRole('group', { name: 'Number of bins' });
      const capacity = page.getByRole('group', { name: 'Bin capacity' });
      await expect(bins.getByRole('status')).toHaveText('1');
      await expect(bins.getByRole('button', { name: 'Fewer: Number of bins' })).toBeDisabled();
      for (let i = 0; i < 3; i++) await bins.getByRole('button', { name: 'More: Number of bins' }).click();
      await expect(bins.getByRole('status')).toHaveText('4');
      await expect(bins.getByRole('button', { name: 'More: Number of bins' })).toBeDisabled();
      await bins.getByRole('button', { name: 'Fewer: Number of bins' }).click();
      await expect(bins.getByRole('status')).toHaveText('3');

      await expect(capacity.getByRole('status')).toHaveText('1100 L');
      await expect(capacity.getByRole('button', { name: 'Fewer: Bin capacity' })).toBeDisabled();
      await capacity.getByRole('button', { name: 'More: Bin capacity' }).click();
      await expect(capacity.getByRole('status')).toHaveText('2200 L');
      await capacity.getByRole('button', { name: 'More: Bin capacity' }).click();
      await expect(capacity.getByRole('status')).toHaveText('3300 L');
      await expect(capacity.getByRole('button', { name: 'More: Bin capacity' })).toBeDisabled();

      const collection = page.getByRole('combobox', { name: 'How often are your bins collected?' });
      await expect(collection.getByRole('option')).toHaveText(['Once in a week', 'Twice a week', 'Thrice a week']);
      await collection.selectOption('Twice a week');
      await next(page).click();

      await expect(page).toHaveURL(`/calendly/commercial-water-waste/${id}`);
      expect(await waterWasteQuote(page.request, id)).toMatchObject({
        service: 'Waste',
        require_bin: 3,
        bin_capacity: 3300,
        bin_collected_days: 'Twice a week',
      });
    },
  );

  test('Back on every page returns one step, keeping what was saved', async ({ page }) => {
    const id = await startAt(page, /Unit 7, Jubilee Market/);
    await next(page).click();
    await page.getByRole('radio', { name: 'Waste' }).check();
    await next(page).click();
    await page.getByRole('group', { name: 'Number of bins' }).getByRole('button', { name: /^More/ }).click();
    await next(page).click();
    await expect(page).toHaveURL(`/calendly/commercial-water-waste/${id}`);

    await page.goto(`/commercial-water-waste/get-waste-info/${id}`);
    await expect(page.getByRole('group', { name: 'Number of bins' }).getByRole('status')).toHaveText('2');
    await back(page).click();
    await atPage(page, `/commercial-water-waste/select-service/${id}`);
    await expect(page.getByRole('radio', { name: 'Waste' })).toBeChecked();
    // Switching to Water on the way back clears the waste answers.
    await page.getByRole('radio', { name: 'Water' }).check();
    await next(page).click();
    await atPage(page, `/commercial-water-waste/average-water-usage/${id}`);
    expect(await waterWasteQuote(page.request, id)).toMatchObject({ service: 'Water', require_bin: null });
    await back(page).click();
    await atPage(page, `/commercial-water-waste/select-service/${id}`);
    await back(page).click();
    await atPage(page, `/commercial-water-waste/bussiness-name/${id}`);
    await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Tallow Lane Deli Ltd');
    await back(page).click();
    await atPage(page, new RegExp(`/commercial-water-waste/select-address/SE1%201TL\\?id=${id}$`));
    await expect(addressButtons(page).filter({ hasText: '(your current choice)' })).toContainText('Jubilee Market');
    await addressButtons(page)
      .filter({ hasText: /Green Market/ })
      .click();
    await atPage(page, `/commercial-water-waste/bussiness-name/${id}`);
    expect(await waterWasteQuote(page.request, id)).toMatchObject({ bussiness_name: 'Southbank Spice Traders' });
  });

  test('the business name is checked by the server only, and a reload keeps the page', async ({ page }) => {
    const id = await startAt(page, /The Gilded Barrow Inn/);
    await page.getByRole('textbox', { name: 'Business name' }).fill('');
    await next(page).click();
    await expect(toasts(page)).toHaveText(['Please enter business name !']);
    await atPage(page, `/commercial-water-waste/bussiness-name/${id}`);
    await page.getByRole('textbox', { name: 'Business name' }).fill('The Gilded Barrow');
    await next(page).click();
    await atPage(page, `/commercial-water-waste/select-service/${id}`);
    await page.getByRole('radio', { name: 'Water' }).check();
    await next(page).click();
    await atPage(page, `/commercial-water-waste/average-water-usage/${id}`);
    await reloadHydrated(page);
    await expect(stepHeading(page)).toHaveText('What is your average annual water usage?');
    await back(page).click();
    await expect(page.getByRole('radio', { name: 'Water' })).toBeChecked();
  });

  test('an unknown lead id is a 404 on every page', async ({ page }) => {
    for (const step of ['bussiness-name', 'select-service', 'average-water-usage', 'get-waste-info']) {
      const response = await gotoHydrated(page, `/commercial-water-waste/${step}/00000000-0000-4000-8000-000000000000`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found !' })).toBeVisible();
    }
    const response = await gotoHydrated(page, '/commercial-water-waste/bussiness-name/not-an-id');
    expect(response?.status()).toBe(404);
  });
});
