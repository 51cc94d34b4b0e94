import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CashAdvanceCatalogue } from '@sme/db';
import { expect, gotoHydrated, test, toasts } from './fixtures.ts';
import { expectNoSidewaysScroll, expectNoViolations } from './axe.ts';
import { expectRefusedInDialog } from './support/forms.ts';
import { failUntilRecovered } from './support/network.ts';
import { applicationSummary, startQuote } from './support/quotes.ts';
import { cardProviders } from './support/spec-lists.ts';
import { answersOf } from './support/staff.ts';
import { bookingHeading } from './support/booking-screen.ts';

/** The seeded catalogue: expected products and lists are worked out from it, not hard-coded. */
const seed = JSON.parse(readFileSync('prisma/seed/cash-advance.json', 'utf8')) as CashAdvanceCatalogue;
type SeedProduct = CashAdvanceCatalogue['products'][number];

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const providerGroup = (page: Page) => page.getByRole('group', { name: 'Who is your current card payment provider?' });
const paymentGroup = (page: Page) => page.getByRole('group', { name: 'How do you take payments?' });
const locationGroup = (page: Page) => page.getByRole('group', { name: 'Where is your business located?' });
const companyName = (page: Page) => page.getByRole('textbox', { name: 'Registered company name' });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

/** The four answers of the merchant-service form; a part left out stays unanswered. */
interface Answers {
  provider?: string;
  payment?: string;
  location?: string;
  name?: string;
}

async function answer(page: Page, answers: Answers) {
  if (answers.provider) await providerGroup(page).getByRole('radio', { name: answers.provider }).check();
  if (answers.payment) await paymentGroup(page).getByRole('radio', { name: answers.payment }).check();
  if (answers.location) await locationGroup(page).getByRole('radio', { name: answers.location }).check();
  if (answers.name !== undefined) await companyName(page).fill(answers.name);
}

/** An application made through the REST API, as the merchant-service form would. */
const createApplication = (request: APIRequestContext, businessName = 'Mill Lane Deli') =>
  startQuote(request, '/api/cash-advance/store', {
    take_payment: 'Face To Face',
    business_location: 'Store',
    business_name: businessName,
    card_provider: 'Dojo',
  });

// ── Choose your product ────────────────────────────────────────────────────────

type FilterLabel = 'Product term' | 'Product acquirer' | 'Product manufacturer' | 'Product feature';
const filterLabels: FilterLabel[] = ['Product term', 'Product acquirer', 'Product manufacturer', 'Product feature'];
type Chosen = Partial<Record<FilterLabel, string>>;

const filterGroup = (page: Page, label: FilterLabel) =>
  page.getByRole('region', { name: 'Product filters' }).getByRole('group', { name: label });
const productCards = (page: Page) => page.getByTestId('product-card');
const productCount = (page: Page) => page.getByTestId('product-count');

/** The seeded products every chosen filter lets through. */
function matching(chosen: Chosen): SeedProduct[] {
  return seed.products.filter(
    (product) =>
      (!chosen['Product term'] || product.term === chosen['Product term']) &&
      (!chosen['Product acquirer'] || product.acquirer === chosen['Product acquirer']) &&
      (!chosen['Product manufacturer'] || product.manufacturer === chosen['Product manufacturer']) &&
      (!chosen['Product feature'] || product.features.includes(chosen['Product feature'])),
  );
}

/** Every amount of money a text gives a month ('£25.00/month', '£3.20 a month'). */
const monthlyFigures = (text: string) => text.match(/£[\d,]+\.\d\d\s*(?:\/month|a month)/g) ?? [];

const countText = (count: number) => (count === 1 ? '1 product' : `${count} products`);

/** The cards shown are exactly the seeded products the filters let through, and each chosen value is a chip. */
async function expectProducts(page: Page, chosen: Chosen) {
  const expected = matching(chosen).map((product) => product.name);
  await expect(productCount(page)).toHaveText(countText(expected.length));
  await expect(page.getByTestId('product-list')).not.toHaveAttribute('aria-busy');
  const names = await productCards(page).getByRole('heading').allTextContents();
  expect(names.toSorted()).toEqual(expected.toSorted());
  const values = filterLabels.flatMap((label) => (chosen[label] ? [chosen[label]] : []));
  const chips = page.getByRole('list', { name: 'Selected filters' }).getByRole('button');
  await expect(chips).toHaveText(values);
  for (const value of values) {
    await expect(page.getByRole('button', { name: `Remove ${value}`, exact: true })).toBeVisible();
  }
}

/** On a phone the filters fold away behind a Filters button. */
async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if (await toggle.isVisible()) {
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(page.getByRole('region', { name: 'Product filters' })).toBeVisible();
}

async function chooseFilter(page: Page, chosen: Chosen, label: FilterLabel, value: string) {
  await filterGroup(page, label).getByRole('radio', { name: value, exact: true }).check();
  chosen[label] = value;
  await expectProducts(page, chosen);
}

test.describe('Merchant service', () => {
  test(
    'offers the 15 providers, then payment, location and name; Next creates the application',
    { tag: '@phone' },
    async ({ page, request, staff }, testInfo) => {
      // Each project and run names its own business, so the console's search finds this one lead.
      const businessName = `Magpie Vintage ${testInfo.project.name} ${Date.now()}`;
      await gotoHydrated(page, '/merchant-service');
      await expect(page).toHaveTitle('Merchant cash advance | SME Compare');
      await expect(providerGroup(page).getByRole('radio')).toHaveCount(cardProviders.length);
      for (const [index, provider] of cardProviders.entries()) {
        await expect(providerGroup(page).getByRole('radio').nth(index)).toHaveAccessibleName(provider);
      }
      await expect(paymentGroup(page).getByRole('radio')).toHaveCount(2);
      await expect(paymentGroup(page).getByRole('radio').nth(0)).toHaveAccessibleName('Face To Face');
      await expect(paymentGroup(page).getByRole('radio').nth(1)).toHaveAccessibleName('Online E-Commerce');
      await expect(locationGroup(page).getByRole('radio')).toHaveCount(2);
      await expect(locationGroup(page).getByRole('radio').nth(0)).toHaveAccessibleName('Store');
      await expect(locationGroup(page).getByRole('radio').nth(1)).toHaveAccessibleName('Online');

      // The tiles are a radio group: the arrow keys move the choice.
      await providerGroup(page).getByRole('radio', { name: 'Clover' }).check();
      await page.keyboard.press('ArrowRight');
      await expect(providerGroup(page).getByRole('radio', { name: 'Dojo' })).toBeChecked();
      await expect(providerGroup(page).getByRole('radio', { name: 'Clover' })).not.toBeChecked();
      await expect(providerGroup(page).getByRole('radio', { checked: true })).toHaveCount(1);

      await answer(page, { payment: 'Online E-Commerce', location: 'Online', name: businessName });
      await next(page).click();
      await expect(page).toHaveURL(new RegExp(`/merchant-service/choose-product/${uuid.source}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your product');
      await expect(page.getByText(businessName)).toBeVisible();
      const id = page.url().split('/').pop()!;
      // As the next page reads it back, and the country the visit came from as staff see it.
      expect(await applicationSummary(request, 'cashAdvance', id)).toEqual({
        id,
        business_name: businessName,
        card_provider: 'Dojo',
        take_payment: 'Online E-Commerce',
        business_location: 'Online',
        product_id: null,
        product_name: null,
        // No estimate used: the booking screen names no advance.
        advance_pounds: null,
      });
      const lead = await staff.lead({ q: businessName });
      // No CDN tells the test server where the visit came from: staff see no country rather than "Unknown".
      expect(answersOf(lead, ['Country'])).toEqual({ Country: null });
      expect(lead.answers.map((answer) => answer.value)).not.toContain('Unknown');
    },
  );

  const complete: Required<Answers> = {
    provider: 'Barclaycard',
    payment: 'Face To Face',
    location: 'Store',
    name: 'Carter Bakery Ltd',
  };
  const missing: [string, Answers][] = [
    ['any answer', {}],
    ['the card provider', { ...complete, provider: undefined }],
    ['how payments are taken', { ...complete, payment: undefined }],
    ['the business location', { ...complete, location: undefined }],
    ['the company name', { ...complete, name: undefined }],
    ['a blank company name', { ...complete, name: '   ' }],
  ];
  for (const [part, answers] of missing) {
    test(`without ${part}: 'Please fill up all the options !' and nothing is sent`, async ({ page }) => {
      await gotoHydrated(page, '/merchant-service');
      await answer(page, answers);
      await expectRefusedInDialog(page, next(page), ['Please fill up all the options !'], 'cashAdvance.');
      await expect(page).toHaveURL('/merchant-service');
    });
  }

  test.describe('when the store fails', () => {
    test.use({ expectedConsoleErrors: [/status of 500/] });

    test("toasts 'Something wrong !' and keeps what was typed", async ({ page }) => {
      await gotoHydrated(page, '/merchant-service');
      const recover = await failUntilRecovered(page, '**/trpc/cashAdvance.create**', {
        status: 500,
        body: 'Internal Server Error',
      });
      await answer(page, complete);
      await next(page).click();
      await expect(toasts(page)).toHaveText(['Something wrong !']);
      await expect(page).toHaveURL('/merchant-service');
      await expect(providerGroup(page).getByRole('radio', { name: 'Barclaycard' })).toBeChecked();
      await expect(paymentGroup(page).getByRole('radio', { name: 'Face To Face' })).toBeChecked();
      await expect(locationGroup(page).getByRole('radio', { name: 'Store' })).toBeChecked();
      await expect(companyName(page)).toHaveValue('Carter Bakery Ltd');

      // The same answers go through once the server is back.
      recover();
      await next(page).click();
      await expect(page).toHaveURL(new RegExp(`/merchant-service/choose-product/${uuid.source}$`));
    });
  });
});

test.describe('Choose your product', () => {
  test('shows every product card and every filter list', async ({ page, request }) => {
    const id = await createApplication(request);
    await gotoHydrated(page, `/merchant-service/choose-product/${id}`);
    await expect(page).toHaveTitle('Choose your product | SME Compare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your product');
    await expectProducts(page, {});

    for (const product of seed.products) {
      const card = productCards(page).filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
      await expect(card.locator('img')).toHaveAttribute('src', `/storage/${product.image}`);
      // One monthly figure, and its VAT basis; the breakdown is folded.
      await expect(card.getByTestId('product-price')).toHaveText(`£${product.monthlyCharge}.00/month`);
      await expect(card.getByTestId('product-vat')).toHaveText('+ VAT');
      expect(monthlyFigures(await card.innerText())).toEqual([`£${product.monthlyCharge}.00/month`]);
      await expect(card).toContainText('£0 Upfront');
      const features = (await card.getByTestId('product-features').textContent()) ?? '';
      expect(features.split(' | ').toSorted()).toEqual(product.features.toSorted());
      await expect(card.getByRole('button', { name: `Select ${product.name}` })).toBeEnabled();
    }
    const notSure = page.getByTestId('not-sure-card');
    await expect(notSure.getByRole('heading', { name: 'Not sure' })).toBeVisible();
    await expect(notSure.getByRole('button', { name: /^Select Not sure/ })).toBeEnabled();
    // The intro says '£0 upfront' of every machine only because none has a set-up fee, and what carries VAT.
    await expect(page.getByTestId('chooser-intro')).toContainText(
      'each with £0 upfront, a monthly charge and fees on card payments. Monthly charges and set-up fees exclude VAT at 20%; card fees carry no VAT.',
    );

    await openFilters(page);
    const lists: [FilterLabel, string[]][] = [
      ['Product term', seed.terms.map((term) => term.name)],
      ['Product acquirer', seed.acquirers.map((acquirer) => acquirer.name)],
      ['Product manufacturer', seed.manufacturers.map((manufacturer) => manufacturer.name)],
      ['Product feature', seed.features.map((feature) => feature.name)],
    ];
    for (const [label, names] of lists) {
      const radios = filterGroup(page, label).getByRole('radio');
      await expect(radios).toHaveCount(names.length);
      for (const name of names) {
        await expect(filterGroup(page, label).getByRole('radio', { name, exact: true })).not.toBeChecked();
      }
      await expect(filterGroup(page, label).getByRole('button', { name: `Clear all ${label}` })).toBeDisabled();
    }
    // Acquirers are shown by their logos, named for the acquirer.
    for (const acquirer of seed.acquirers) {
      await expect(filterGroup(page, 'Product acquirer').getByRole('img', { name: acquirer.name })).toHaveAttribute(
        'src',
        `/storage/${acquirer.logo}`,
      );
    }
  });

  test('each filter reloads the products, one value per kind; chips and Clear all remove them', async ({
    page,
    request,
  }) => {
    const id = await createApplication(request);
    await gotoHydrated(page, `/merchant-service/choose-product/${id}`);
    await openFilters(page);
    const chosen: Chosen = {};

    // Each kind on its own narrows the list.
    const [firstTerm, secondTerm] = [seed.products[0]!.term, seed.products[1]!.term];
    await chooseFilter(page, chosen, 'Product term', firstTerm);
    // A second value of the same kind replaces the first.
    await chooseFilter(page, chosen, 'Product term', secondTerm);
    await expect(filterGroup(page, 'Product term').getByRole('radio', { name: firstTerm })).not.toBeChecked();
    await expect(filterGroup(page, 'Product term').getByRole('radio', { checked: true })).toHaveCount(1);
    await page.getByRole('button', { name: `Clear all Product term` }).click();
    delete chosen['Product term'];
    await expectProducts(page, chosen);

    for (const [label, value] of [
      ['Product acquirer', seed.products[0]!.acquirer],
      ['Product manufacturer', seed.products[3]!.manufacturer],
      ['Product feature', 'Tipping'],
    ] as const) {
      await chooseFilter(page, chosen, label, value);
      await page.getByRole('button', { name: `Clear all ${label}` }).click();
      delete chosen[label];
      await expectProducts(page, chosen);
      await expect(filterGroup(page, label).getByRole('radio', { checked: true })).toHaveCount(0);
    }

    // Together they all apply, and the radios work from the keyboard.
    const target = seed.products.find(
      (product) => product.features.includes('Tipping') && product.term !== seed.terms[0]!.name,
    )!;
    await chooseFilter(page, chosen, 'Product term', seed.terms[0]!.name);
    await page.keyboard.press('ArrowDown');
    chosen['Product term'] = seed.terms[1]!.name;
    await expectProducts(page, chosen);
    await chooseFilter(page, chosen, 'Product term', target.term);
    await chooseFilter(page, chosen, 'Product acquirer', target.acquirer);
    await chooseFilter(page, chosen, 'Product manufacturer', target.manufacturer);
    await chooseFilter(page, chosen, 'Product feature', 'Tipping');
    expect(matching(chosen).length).toBeGreaterThan(0);
    const missingFeature = seed.features.find(
      (feature) => !matching(chosen).some((p) => p.features.includes(feature.name)),
    )!;
    await chooseFilter(page, chosen, 'Product feature', missingFeature.name);
    await expect(page.getByText('No card machines match these filters.')).toBeVisible();
    await expect(page.getByTestId('not-sure-card')).toBeVisible();

    // A chip removes its own filter only.
    await page.getByRole('button', { name: `Remove ${missingFeature.name}` }).click();
    delete chosen['Product feature'];
    await expectProducts(page, chosen);
    await expect(filterGroup(page, 'Product feature').getByRole('radio', { checked: true })).toHaveCount(0);
    await page.getByRole('button', { name: `Remove ${target.acquirer}`, exact: true }).click();
    delete chosen['Product acquirer'];
    await expectProducts(page, chosen);
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expectProducts(page, {});
  });

  test('Select stores the product and goes on to booking', { tag: '@phone' }, async ({ page, request }) => {
    const id = await createApplication(request, 'Harbour Fish Bar');
    await gotoHydrated(page, `/merchant-service/choose-product/${id}`);
    const product = seed.products.find((candidate) => candidate.manufacturer === 'Clover')!;
    await openFilters(page);
    await chooseFilter(page, {}, 'Product manufacturer', product.manufacturer);
    await page.getByRole('button', { name: `Select ${product.name}` }).click();
    await expect(page).toHaveURL(`/calendly/cash-advance/${id}`);
    await expect(bookingHeading(page)).toBeVisible();
    // The booking screen names the machine the call is about.
    await expect(page.getByTestId('booking-subject')).toContainText(`Card machine: ${product.name}`);
    expect(await applicationSummary(request, 'cashAdvance', id)).toMatchObject({
      product_id: expect.any(Number),
      product_name: product.name,
    });

    // Back on the page, the choice is marked.
    await gotoHydrated(page, `/merchant-service/choose-product/${id}`);
    const card = productCards(page).filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
    await expect(card).toContainText('Your current choice');
  });

  test(
    'keeps the chosen filters in the address: a reload and Back from booking keep them',
    { tag: '@phone' },
    async ({ page, request }) => {
      const id = await createApplication(request, 'Quay Cafe');
      await gotoHydrated(page, `/merchant-service/choose-product/${id}`);
      const product = seed.products.find((candidate) => candidate.manufacturer === 'Clover')!;
      const chosen: Chosen = {};
      await openFilters(page);
      await chooseFilter(page, chosen, 'Product manufacturer', product.manufacturer);
      await expect(page).toHaveURL(/\?manufacturer_id=\d+$/);

      await page.reload();
      await expectProducts(page, chosen);

      await page.getByRole('button', { name: `Select ${product.name}` }).click();
      await expect(page).toHaveURL(`/calendly/cash-advance/${id}`);
      await page.goBack();
      await expect(page).toHaveURL(/\?manufacturer_id=\d+$/);
      await expectProducts(page, chosen);
    },
  );

  test("'Not sure' stores that and goes on to booking", async ({ page, request }) => {
    const id = await createApplication(request);
    await gotoHydrated(page, `/merchant-service/choose-product/${id}`);
    await page
      .getByTestId('not-sure-card')
      .getByRole('button', { name: /^Select Not sure/ })
      .click();
    await expect(page).toHaveURL(`/calendly/cash-advance/${id}`);
    await expect(page.getByTestId('booking-subject')).toContainText(
      'Card machine: not chosen yet, we help you choose on the call',
    );
    expect(await applicationSummary(request, 'cashAdvance', id)).toMatchObject({
      product_id: 'Not sure',
      product_name: null,
    });
  });

  test.describe('when the product choice fails', () => {
    test.use({ expectedConsoleErrors: [/status of 500/] });

    test("toasts 'Something wrong !' and stays", async ({ page, request }) => {
      const id = await createApplication(request);
      await gotoHydrated(page, `/merchant-service/choose-product/${id}`);
      await page.route('**/trpc/cashAdvance.update**', (route) =>
        route.fulfill({ status: 500, body: 'Internal Server Error' }),
      );
      await page.getByRole('button', { name: `Select ${seed.products[0]!.name}` }).click();
      await expect(toasts(page)).toHaveText(['Something wrong !']);
      await expect(page).toHaveURL(`/merchant-service/choose-product/${id}`);
      await expect(page.getByRole('button', { name: `Select ${seed.products[0]!.name}` })).toBeEnabled();
      // Neither a product nor 'Not sure' was stored.
      expect(await applicationSummary(request, 'cashAdvance', id)).toMatchObject({
        product_id: null,
        product_name: null,
      });
    });
  });

  test("a refused product list shows the server's message as a toast", async ({ page, request }) => {
    const id = await createApplication(request);
    await gotoHydrated(page, `/merchant-service/choose-product/${id}`);
    // The filter the visitor picks is swapped, on its way, for one the catalogue does not hold.
    await page.route('**/trpc/cashAdvance.catalogue**', (route) => {
      const url = new URL(route.request().url());
      const input = url.searchParams.get('input') ?? '';
      if (!input.includes('term_id')) return route.continue();
      url.searchParams.set('input', input.replace(/"term_id":\d+/, '"term_id":999999'));
      return route.continue({ url: url.toString() });
    });
    await openFilters(page);
    await filterGroup(page, 'Product term').getByRole('radio', { name: seed.terms[0]!.name }).check();
    await expect(toasts(page)).toHaveText(['That filter is not in our catalogue.']);
    await expect(page.getByText("We couldn't load the card machines for these filters.")).toBeVisible();
    await expect(productCards(page)).toHaveCount(0);
    // The sidebar keeps its lists, so the filter can be taken off again.
    await page.getByRole('button', { name: 'Clear all Product term' }).click();
    await expectProducts(page, {});
  });

  test('an unknown application is a 404 with a way to start again', async ({ page }) => {
    const response = await gotoHydrated(page, '/merchant-service/choose-product/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found !' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose your product' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Start again' }).click();
    await expect(page).toHaveURL('/merchant-service');
    await expect(providerGroup(page)).toBeVisible();
  });
});

test.describe('Cash advance pages on a narrow phone and for assistive technology', { tag: '@phone' }, () => {
  test('nothing overflows at 360 px, and the filters fold away', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoHydrated(page, '/merchant-service');
    await expectNoSidewaysScroll(page);
    const id = await createApplication(request, 'Aldermanbury Wholesale Provisions Limited');
    await gotoHydrated(page, `/merchant-service/choose-product/${id}`);
    await expect(page.getByRole('region', { name: 'Product filters' })).toBeHidden();
    await expectNoSidewaysScroll(page);
    await openFilters(page);
    await filterGroup(page, 'Product feature').getByRole('radio', { name: 'Apple Pay and Google Pay' }).check();
    await filterGroup(page, 'Product acquirer').getByRole('radio', { name: 'Global Payments' }).check();
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Show products' }).click();
    await expect(page.getByRole('region', { name: 'Product filters' })).toBeHidden();
    await expectProducts(page, {
      'Product acquirer': 'Global Payments',
      'Product feature': 'Apple Pay and Google Pay',
    });
    await expectNoSidewaysScroll(page);
  });

  test('the merchant-service form passes an accessibility scan', async ({ page }) => {
    // axe scans of a whole page take a while on a busy machine.
    test.slow();
    await gotoHydrated(page, '/merchant-service');
    await expectNoViolations(page);
    await answer(page, { provider: 'Stripe', payment: 'Online E-Commerce' });
    await expectNoViolations(page);
  });

  test("'Choose your product' passes an accessibility scan, with its filters open and chosen", async ({
    page,
    request,
  }) => {
    test.slow();
    const id = await createApplication(request);
    await gotoHydrated(page, `/merchant-service/choose-product/${id}`);
    await expectNoViolations(page);
    await openFilters(page);
    await chooseFilter(page, {}, 'Product acquirer', seed.acquirers[0]!.name);
    await expectNoViolations(page);
  });
});
