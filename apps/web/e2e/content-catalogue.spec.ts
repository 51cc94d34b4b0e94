// Content → Card machines end to end: an editor changes a card machine's monthly price in the console, and the
// public 'Choose your product' page and GET /api/cash-advance/get-data show it; the lists are edited alike; an agent
// reads everything with no control that changes it; axe on the three screens. Runs against a server of its own
// (support/content.ts), so the prices changed here change no other spec's catalogue.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe.ts';
import { expect, gotoHydrated, toasts } from './fixtures.ts';
import { newStaffMember, signInAs, test, type Account } from './support/content.ts';
import { startQuote } from './support/quotes.ts';

// Signed out, the console asks who is there (401): on purpose.
test.use({ expectedConsoleErrors: [/status of 401/] });
// One server per worker: this file's tests share it one after another rather than starting one each.
test.describe.configure({ mode: 'default' });

const xhr = { 'x-requested-with': 'XMLHttpRequest' };
const readOnly = 'Only administrators and editors change the catalogue';

interface WireProduct {
  name: string;
  monthly_charge: number;
}

/** The public catalogue's products, as an integrator reads them. */
async function publicProducts(request: APIRequestContext): Promise<WireProduct[]> {
  const answer = await request.get('/api/cash-advance/get-data', { headers: xhr });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { collections: { products: WireProduct[] } }).collections.products;
}

const productCard = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('Content → Card machines', () => {
  let editor: Account;
  let agent: Account;
  test.beforeAll(async ({ contentServer }) => {
    editor = await newStaffMember(contentServer, 'editor');
    agent = await newStaffMember(contentServer, 'agent');
  });

  test(
    "an editor changes a card machine's monthly price: the choose-product page and get-data show it",
    { tag: '@phone' },
    async ({ page, request }) => {
      // A long flow: an editor changes a price in the console, then the public pages are read, with three axe scans.
      test.setTimeout(120_000);
      const name = 'Clover Mini countertop';
      const price = 30 + Math.floor(Math.random() * 60);
      await signInAs(page, editor);
      await gotoHydrated(page, '/admin/content/card-machines');
      await expect(page.getByRole('heading', { level: 1, name: 'Card machines' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Add a card machine' })).toBeVisible();
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);

      await page.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const monthly = page.getByRole('textbox', { name: 'Monthly charge (£)' });
      await expect(monthly).toHaveValue('35');
      await expect(page.getByRole('table', { name: /^Versions of this card machine/ })).toBeVisible();
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);

      // A price the rules refuse: its message under the field, tied to it, and nothing is sent.
      await monthly.fill('12.50');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(monthly).toHaveAccessibleDescription(/Please enter the monthly charge in whole pounds/);

      await monthly.fill(String(price));
      // A set-up fee: the card then says what is paid upfront rather than '£0 Upfront'.
      await page.getByRole('textbox', { name: 'Set-up fee (£)' }).fill('49.00');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toasts(page).filter({ hasText: 'Card machine saved' })).toBeVisible();
      await expect(page.getByRole('table', { name: /^Versions of this card machine/ }).getByRole('row')).toHaveCount(3);

      // The REST read and the public page, as a visitor who has just started an application.
      await expect
        .poll(async () => (await publicProducts(request)).find((product) => product.name === name)?.monthly_charge)
        .toBe(price);
      const id = await startQuote(request, '/api/cash-advance/store', {
        take_payment: 'Face To Face',
        business_location: 'Store',
        business_name: 'Catalogue Test Bakery',
        card_provider: 'Dojo',
      });
      await gotoHydrated(page, `/merchant-service/choose-product/${id}`);
      const card = productCard(page, name);
      await expect(card.getByTestId('product-price')).toHaveText(`£${price}.00/month`);
      await expect(card.getByTestId('product-vat')).toHaveText('+ VAT');
      await expect(card).toContainText('£49.00 Upfront+ VAT');
      await expect(card).not.toContainText('£0 Upfront');
      // The breakdown, unfolded: the charge and the fee before VAT and with it.
      await card.getByTestId('product-costs').locator('summary').click();
      await expect(card.getByTestId('product-costs')).toContainText(
        `Monthly charge£${price}.00 + VAT (£${(price * 1.2).toFixed(2)} with VAT)`,
      );
      await expect(card.getByTestId('product-costs')).toContainText('Set-up fee£49.00 + VAT (£58.80 with VAT)');
      await expectNoViolations(page);
      // One machine has a set-up fee now: the intro no longer says £0 upfront of them all.
      await expect(page.getByTestId('chooser-intro')).not.toContainText(/£0 upfront/i);
      await expect(page.getByTestId('chooser-intro')).toContainText('13 of the 14 have no set-up fee');
      // The figures a merchant compares, as the seed ships them for this machine.
      await expect(card).toContainText('36 months');
      await expect(card).toContainText('1.25% + 1p');
      await expect(card).toContainText('£349.00');
    },
  );

  test('an editor adds a feature on the catalogue lists and retires it', { tag: '@phone' }, async ({ page }) => {
    const feature = `Loyalty ${Date.now().toString(36)}`;
    await signInAs(page, editor);
    await gotoHydrated(page, '/admin/content/catalogue-lists');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue lists' })).toBeVisible();
    for (const heading of ['Terms', 'Acquirers', 'Manufacturers', 'Features']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.getByRole('table', { name: new RegExp(`^${heading}`) }).getByRole('row')).not.toHaveCount(0);
    }
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);

    const features = page.getByRole('form', { name: 'Add a feature' });
    await features.getByRole('button', { name: 'Add' }).click();
    await expect(features.getByRole('textbox', { name: "New feature's name" })).toHaveAccessibleDescription(
      'Please enter a name.',
    );
    await features.getByRole('textbox', { name: "New feature's name" }).fill(feature);
    await features.getByRole('button', { name: 'Add' }).click();
    await expect(toasts(page).filter({ hasText: `${feature} added` })).toBeVisible();
    const table = page.getByRole('table', { name: /^Features/ });
    const row = table.getByRole('row').filter({ hasText: feature });
    await row.getByRole('button', { name: `Retire the feature ${feature}` }).click();
    await expect(row).toContainText('Retired');

    // A feature current machines use is not retired: the message says how many.
    await table
      .getByRole('row')
      .filter({ hasText: 'Contactless' })
      .getByRole('button', { name: 'Retire the feature Contactless' })
      .click();
    await expect(toasts(page).filter({ hasText: /This feature is used by \d+ current card machines/ })).toBeVisible();
  });

  test('an agent reads the catalogue with no control that changes it', { tag: '@phone' }, async ({ page }) => {
    await signInAs(page, agent);
    await gotoHydrated(page, '/admin/content/card-machines');
    await expect(page.getByRole('link', { name: 'PAX A80 countertop', exact: true })).toBeVisible();
    await expect(page.getByTestId('read-only-note')).toContainText(readOnly);
    await expect(page.getByRole('link', { name: 'Add a card machine' })).toHaveCount(0);
    await expectNoViolations(page);

    await page.getByRole('link', { name: 'PAX A80 countertop', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Monthly charge (£)' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
    for (const control of ['Save', 'Retire', 'Restore']) {
      await expect(page.getByRole('button', { name: control, exact: true })).toHaveCount(0);
    }
    await expect(page.getByTestId('read-only-note')).toContainText(readOnly);
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);

    await gotoHydrated(page, '/admin/content/catalogue-lists');
    await expect(page.getByRole('heading', { level: 2, name: 'Acquirers' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Acquirers/ }).getByRole('cell', { name: 'Worldpay' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Features/ }).getByRole('cell', { name: 'Tipping' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Add|Edit|Retire|Reinstate)/ })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectNoViolations(page);
  });
});
