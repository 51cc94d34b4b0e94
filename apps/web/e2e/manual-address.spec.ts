import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expect, gotoHydrated, test, toasts } from './fixtures.ts';
import { applicationSummary, energyQuote, waterWasteQuote } from './support/quotes.ts';

// ZZ1 1ZZ is a well-formed postcode the built-in address dataset has no addresses for: the lookup's dead end.
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The loan step names its two forms for the address they give; the quote flows have one, 'Your address'. */
let formName = 'Your address';
let buttonName = 'Enter the address yourself';
test.beforeEach(() => {
  formName = 'Your address';
  buttonName = 'Enter the address yourself';
});

const enterYourself = (page: Page) => page.getByRole('button', { name: buttonName, exact: true });
const manualForm = (page: Page) => page.getByRole('group', { name: formName, exact: true });
const line1 = (page: Page) => manualForm(page).getByRole('textbox', { name: 'Address line 1' });
const line2 = (page: Page) => manualForm(page).getByRole('textbox', { name: 'Address line 2 (optional)' });
const town = (page: Page) => manualForm(page).getByRole('textbox', { name: 'Town or city' });
const postcode = (page: Page) => manualForm(page).getByRole('textbox', { name: 'Postcode' });
const useAddress = (page: Page) => manualForm(page).getByRole('button', { name: 'Use this address' });

/** Opens the form the lookup's dead end offers and checks what it asks for and refuses. */
async function openAndValidate(page: Page, { quoteFlow = true } = {}) {
  if (quoteFlow) {
    await expect(page.getByText('No address found !')).toBeVisible();
    // The spec's way out stays, next to the new one, and so does the callback request.
    await expect(page.getByRole('link', { name: 'Change postcode' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Prefer we call you?' })).toBeVisible();
  }
  await expect(enterYourself(page)).toHaveAttribute('aria-expanded', 'false');
  await enterYourself(page).click();
  await expect(enterYourself(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(line1(page)).toBeFocused();
  await expect(line1(page)).toHaveAttribute('autocomplete', 'address-line1');
  await expect(line2(page)).toHaveAttribute('autocomplete', 'address-line2');
  await expect(town(page)).toHaveAttribute('autocomplete', 'address-level2');
  await expect(postcode(page)).toHaveAttribute('autocomplete', 'postal-code');
  await expect(postcode(page)).toHaveValue('ZZ1 1ZZ');

  await postcode(page).fill('not a postcode');
  await useAddress(page).click();
  await expect(manualForm(page).getByRole('alert')).toHaveText([
    'Please enter the first line of the address.',
    'Please enter the town or city.',
    'Please enter a valid UK postcode.',
  ]);
  await expect(line1(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(line1(page)).toBeFocused();
  await expect(line1(page)).toHaveAccessibleDescription('Please enter the first line of the address.');
  await expectNoViolations(page, { include: 'main' });

  // Typed with the keyboard, sent with Enter; the postcode is tidied the way the landing page tidies it.
  await line1(page).fill('  Unit 9,  Quarry Road ');
  await line2(page).fill('Hillside Estate');
  await town(page).fill('Zedford');
  await postcode(page).fill('zz11zz');
  await town(page).press('Enter');
}

const typedAddress = 'Unit 9, Quarry Road, Hillside Estate, Zedford, ZZ1 1ZZ';

test.describe('Entering the address by hand when the lookup finds none', { tag: '@phone' }, () => {
  test('energy: the typed address makes the lead and the wizard carries on', async ({ page }) => {
    await gotoHydrated(page, '/comercial-utility/main/ZZ1%201ZZ');
    await openAndValidate(page);
    await expect(page.locator('#step-heading')).toHaveText('Great, we found your address!');
    await expect(page).toHaveURL(new RegExp(uuid));
    const id = new URL(page.url()).searchParams.get('id')!;
    await expect(page.getByText(typedAddress)).toBeVisible();

    // The product's own read of the lead, as an integrator would call it.
    expect(await energyQuote(page.request, id)).toMatchObject({ full_address: typedAddress, post_code: 'ZZ1 1ZZ' });
  });

  test('water and waste: the typed address makes the lead and the flow carries on', async ({ page }) => {
    await gotoHydrated(page, '/commercial-water-waste/select-address/ZZ1%201ZZ');
    await openAndValidate(page);
    await expect(page).toHaveURL(new RegExp(`/commercial-water-waste/bussiness-name/${uuid}$`));
    await expect(page.locator('#step-heading')).toHaveText('Great, we found your address!');
    const id = new URL(page.url()).pathname.split('/').pop()!;

    expect(await waterWasteQuote(page.request, id)).toMatchObject({ full_address: typedAddress, post_code: 'ZZ1 1ZZ' });
  });

  test('the form opens and closes from its button, which keeps the focus', async ({ page }) => {
    await gotoHydrated(page, '/comercial-utility/main/ZZ1%201ZZ');
    await enterYourself(page).click();
    await expect(manualForm(page)).toBeVisible();
    await enterYourself(page).click();
    await expect(manualForm(page)).toHaveCount(0);
    await expect(enterYourself(page)).toBeFocused();
  });

  test('business loan: typed company and trading addresses are saved with the application', async ({ page }) => {
    await gotoHydrated(page, '/business-loan');
    await page.getByRole('textbox', { name: 'How much would you like to borrow?' }).fill('25000');
    await page.getByRole('combobox', { name: 'Over how long?' }).selectOption('12 months');
    await page.getByRole('textbox', { name: 'Company name' }).fill('Zedford Joinery Ltd');
    await page.getByRole('combobox', { name: "What is your business's legal form?" }).selectOption('sole_trader');
    await page.getByRole('textbox', { name: 'Post code', exact: true }).fill('ZZ1 1ZZ');
    // Nothing to type into before a search has come back empty.
    await expect(enterYourself(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Search Address', exact: true }).click();
    await expect(toasts(page)).toHaveText(['No data found for this post code !']);

    formName = 'Company address';
    await openAndValidate(page, { quoteFlow: false });
    await expect(manualForm(page)).toHaveCount(0);
    await expect(enterYourself(page)).toBeFocused();
    await expect(page.getByText(typedAddress)).toBeVisible();

    // The trading address the same way, by its own button and form.
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('textbox', { name: 'Trading post code' }).fill('ZZ1 1ZZ');
    await page.getByRole('button', { name: 'Search Address for the trading post code' }).click();
    formName = 'Trading address';
    buttonName = 'Enter the address yourself for the trading post code';
    await enterYourself(page).click();
    await line1(page).fill('Yard 2, Mill Lane');
    await town(page).fill('Zedford');
    await useAddress(page).click();
    await expect(page.getByText('Yard 2, Mill Lane, Zedford, ZZ1 1ZZ')).toBeVisible();

    // Another post code typed: the way out goes with the search that led to it.
    await page.getByRole('textbox', { name: 'Trading post code' }).fill('LS2 7HY');
    await expect(enterYourself(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('#step-heading')).toHaveText('Which category best suits your business ?');
    const id = new URL(page.url()).searchParams.get('id')!;
    // The application as the wizard reads it back (businessLoan.summary, over the product's tRPC endpoint).
    expect(await applicationSummary(page.request, 'businessLoan', id)).toMatchObject({
      company_address: typedAddress,
      tradding_address: 'Yard 2, Mill Lane, Zedford, ZZ1 1ZZ',
    });
  });
});
