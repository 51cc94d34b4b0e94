import type { APIRequestContext, Page } from '@playwright/test';
import { dialog, expect, gotoHydrated, hydrated, test, toasts } from './fixtures.ts';
import { expectNoViolations } from './axe.ts';
import { applicationSummary } from './support/quotes.ts';
import { businessCategories } from './support/spec-lists.ts';
import { bookingHeading } from './support/booking-screen.ts';
import { holdCode } from './support/held-code.ts';

// The built-in address dataset: E1 6QL (five businesses on Brick Lane) and LS2 7HY (five in and around Kirkgate
// Market, Leeds) have addresses; ZZ1 1ZZ has none.
const saffronRow = 'Saffron Row Kitchen Ltd, Ground Floor, 74 Brick Lane, LONDON, E1 6QL';
const eastgate = 'Eastgate Bagel & Bake, Shop 2, 68 Brick Lane, LONDON, E1 6QL';
const briggate = 'Briggate Brew Cafe, Unit 4, 1904 Hall, Vicar Lane, LEEDS, LS2 7HY';
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const required = '* This field is required';
const chooseLegalForm = '* Please choose your legal form';

const stepHeading = (page: Page) => page.locator('#step-heading');
const currentStep = (page: Page) => page.getByRole('navigation', { name: 'Progress' }).locator('[aria-current="step"]');
const next = (page: Page) => page.getByRole('button', { name: 'Next' });
// A link from step 2 on (it works before the page's code arrives); on step 1, a button that goes back in history.
const back = (page: Page) =>
  page.getByRole('link', { name: 'Back', exact: true }).or(page.getByRole('button', { name: 'Back', exact: true }));
/** Each step is a page of its own: its title names the step (what a screen reader announces as it loads). */
const stepTitle = (step: string) => `Business loan application: ${step} | SME Compare`;
const applicationIdOf = (page: Page) => new URL(page.url()).searchParams.get('id') ?? '';

const amount = (page: Page) => page.getByRole('textbox', { name: 'How much would you like to borrow?' });
const term = (page: Page) => page.getByRole('combobox', { name: 'Over how long?' });
const companyName = (page: Page) => page.getByRole('textbox', { name: 'Company name' });
const legalForm = (page: Page) => page.getByRole('combobox', { name: "What is your business's legal form?" });
const postcode = (page: Page) => page.getByRole('textbox', { name: 'Post code', exact: true });
const searchAddress = (page: Page) => page.getByRole('button', { name: 'Search Address', exact: true });
const companyAddress = (page: Page) => page.getByRole('combobox', { name: 'Company address' });
const tradingName = (page: Page) => page.getByRole('textbox', { name: 'Trading name' });
const tradingPostcode = (page: Page) => page.getByRole('textbox', { name: 'Trading post code' });
const searchTradingAddress = (page: Page) =>
  page.getByRole('button', { name: 'Search Address for the trading post code' });
const tradingAddress = (page: Page) => page.getByRole('combobox', { name: 'Trading address' });
const slider = (page: Page) => page.getByRole('slider', { name: 'Estimated monthly card turnover' });
const turnoverText = (page: Page) => page.getByTestId('turnover-label');

const steps = {
  basic: 'Let us know your basic information',
  category: 'Which category best suits your business ?',
  turnover: 'What is your estimated monthly turnover in £(GBP) ?',
} as const;

/** Step 1 filled in as a visitor would: amount, term, company and its legal form, then an address found by post code. */
async function fillBasicInfo(
  page: Page,
  answers: {
    amount?: string;
    term?: string;
    company?: string;
    legalForm?: string;
    postcode?: string;
    address?: string;
  } = {},
) {
  await amount(page).fill(answers.amount ?? '25000');
  await term(page).selectOption(answers.term ?? '12 months');
  await companyName(page).fill(answers.company ?? 'Saffron Row Kitchen Ltd');
  await legalForm(page).selectOption({ label: answers.legalForm ?? 'Limited company' });
  await postcode(page).fill(answers.postcode ?? 'E1 6QL');
  await searchAddress(page).click();
  await companyAddress(page).selectOption(answers.address ?? saffronRow);
}

/** Step 1's trading address, as a visitor gives it: Yes, a trading name, then an address found by its post code. */
async function fillTradingAddress(page: Page, answers: { name: string; postcode: string; address: string }) {
  await page.getByRole('radio', { name: 'Yes' }).check();
  await tradingName(page).fill(answers.name);
  await tradingPostcode(page).fill(answers.postcode);
  await searchTradingAddress(page).click();
  await tradingAddress(page).selectOption(answers.address);
}

/**
 * The step's page has loaded and its code has run: each step is a document of its own, and what these tests check next
 * is what the step's code does (the step before its code arrives is late-code.spec.ts's). Pressing Next before then
 * sends the form to the server instead, which answers its own way (no toast).
 */
async function onStep(page: Page, heading: string) {
  await expect(stepHeading(page)).toHaveText(heading);
  await hydrated(page);
}

/** A new application through step 1; answers its id. */
async function startApplication(page: Page) {
  await gotoHydrated(page, '/business-loan');
  await fillBasicInfo(page);
  await next(page).click();
  await onStep(page, steps.category);
  await expect(page).toHaveURL(uuid);
  return applicationIdOf(page);
}

async function reachTurnover(page: Page, category = 'Retail') {
  const id = await startApplication(page);
  await page.getByRole('radio', { name: category }).check();
  await next(page).click();
  await onStep(page, steps.turnover);
  return id;
}

/** A reload, waiting (as gotoHydrated does) until React has adopted the server-rendered step again. */
async function reloadHydrated(page: Page) {
  await gotoHydrated(page, new URL(page.url()).pathname + new URL(page.url()).search);
}

/** What the application stored, as the wizard reads it back: labels, and an empty string for a text never given. */
const storedApplication = (request: APIRequestContext, id: string) => applicationSummary(request, 'businessLoan', id);

test.describe('Business loan wizard', () => {
  test('goes from the basic information to booking, saving each step', { tag: '@phone' }, async ({ page, request }) => {
    await gotoHydrated(page, '/business-loan');
    await expect(page).toHaveTitle('Business loan application: Basic information | SME Compare');
    await expect(page.getByRole('navigation', { name: 'Progress' }).getByRole('listitem')).toHaveText([
      'Basic information',
      'Business category',
      'Turnover',
    ]);
    await expect(currentStep(page)).toHaveText('Basic information');
    await onStep(page, steps.basic);
    await expect(amount(page)).toHaveAttribute('placeholder', 'Minimum Value 3000£ (GBP)');
    await expect(term(page).locator('option:not([value=""])')).toHaveText([
      '6 months',
      '12 months',
      '24 months',
      '36 months',
    ]);
    await expect(page.getByTestId('funding-disclosure')).toBeVisible();
    await expect(legalForm(page).locator('option:not([value=""])')).toHaveText([
      'Sole trader',
      'Partnership of 2 or 3 partners',
      'Partnership of 4 or more partners',
      'Limited company',
      'Limited liability partnership (LLP)',
      'Other (e.g. a charity or club)',
    ]);

    await fillBasicInfo(page, {
      amount: '250000',
      term: '24 months',
      company: 'Saffron Row Kitchen Ltd',
      legalForm: 'Partnership of 2 or 3 partners',
    });
    await fillTradingAddress(page, { name: 'Saffron Row Leeds', postcode: 'ls27hy', address: briggate });
    await next(page).click();

    await onStep(page, steps.category);
    await expect(page).toHaveTitle(stepTitle('Business category'));
    await expect(currentStep(page)).toHaveText('Business category');
    await expect(page).toHaveURL(uuid);
    const id = applicationIdOf(page);
    expect(new URL(page.url()).searchParams.get('step')).toBe('category');
    await expect(page.getByRole('radio')).toHaveCount(8);
    await expect(page.getByRole('group', { name: steps.category }).locator('label')).toHaveText(businessCategories);
    await page.getByRole('radio', { name: 'Health & Leisure' }).check();
    await next(page).click();

    await onStep(page, steps.turnover);
    await expect(page).toHaveTitle(stepTitle('Turnover'));
    await expect(currentStep(page)).toHaveText('Turnover');
    await slider(page).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(turnoverText(page)).toHaveText('Monthly Card Turnover of 40 k - 60 k');
    await next(page).click();

    await expect(page).toHaveURL(`/calendly/business-loan/${id}`);
    await expect(bookingHeading(page)).toBeVisible();
    expect(await storedApplication(request, id)).toEqual({
      id,
      company_name: 'Saffron Row Kitchen Ltd',
      legal_form: 'partnership_2_or_3',
      company_address: saffronRow,
      tradding_name: 'Saffron Row Leeds',
      tradding_address: briggate,
      borrow_ammount: '250000',
      borrow_month: '24 months',
      business_cat: 'Health & Leisure',
      monthly_turnover_from: 40,
    });
  });

  test('shows every amount message under the field and lets only a valid amount through', async ({ page, request }) => {
    await gotoHydrated(page, '/business-loan');
    await next(page).click();
    // Every required field says so under itself, and nothing is sent.
    await expect(amount(page)).toHaveAccessibleDescription(required);
    await expect(term(page)).toHaveAccessibleDescription(required);
    await expect(companyName(page)).toHaveAccessibleDescription(required);
    await expect(legalForm(page)).toHaveAccessibleDescription(chooseLegalForm);
    await expect(legalForm(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(postcode(page)).toHaveAccessibleDescription(required);
    await expect(page.getByRole('alert')).toHaveText([required, required, required, chooseLegalForm, required]);
    await expect(amount(page)).toBeFocused();
    await expect(page).toHaveURL('/business-loan');

    const cases: [string, string | null][] = [
      ['', required],
      ['   ', required],
      ['abc', '* Please input numbers only'],
      ['12a00', '* Please input numbers only'],
      ['-5000', '* Please input numbers only'],
      ['2999', '* Value must be greater than 3000'],
      ['0', '* Value must be greater than 3000'],
      ['12345678', '* The maximum limit is 7 digit'],
      ['99999999', '* The maximum limit is 7 digit'],
      ['3000', null],
      ['1234567', null],
    ];
    for (const [value, message] of cases) {
      await amount(page).fill(value);
      if (message) {
        await expect(amount(page), `amount '${value}'`).toHaveAccessibleDescription(message);
        await expect(amount(page)).toHaveAttribute('aria-invalid', 'true');
      } else {
        await expect(amount(page), `amount '${value}'`).not.toHaveAttribute('aria-invalid');
        await expect(page.getByText(/^\* (Please input|Value must|The maximum)/)).toHaveCount(0);
      }
    }

    // An invalid amount still blocks Next once the rest is filled in.
    await fillBasicInfo(page, { amount: '2999' });
    await expect(page.getByRole('alert')).toHaveText(['* Value must be greater than 3000']);
    await next(page).click();
    await expect(page.getByRole('alert')).toHaveText(['* Value must be greater than 3000']);
    await expect(amount(page)).toBeFocused();
    await expect(page).toHaveURL('/business-loan');

    await amount(page).fill('3000');
    await next(page).click();
    await onStep(page, steps.category);
    expect(await storedApplication(request, applicationIdOf(page))).toMatchObject({
      borrow_ammount: '3000',
      borrow_month: '12 months',
      company_address: saffronRow,
    });
  });

  test('requires the term, the company name, its legal form and the post code, but not the company address', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, '/business-loan');
    await amount(page).fill('1234567');
    await next(page).click();
    await expect(page.getByRole('alert')).toHaveText([required, required, chooseLegalForm, required]);
    await expect(term(page)).toHaveAccessibleDescription(required);

    await term(page).selectOption('6 months');
    await expect(term(page)).not.toHaveAttribute('aria-invalid');
    await companyName(page).fill('   ');
    await expect(companyName(page)).toHaveAccessibleDescription(required);
    await companyName(page).fill('Kirkstall Flower Stall');
    await expect(page.getByRole('alert')).toHaveText([chooseLegalForm, required]);
    await legalForm(page).selectOption({ label: 'Sole trader' });
    await expect(legalForm(page)).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('alert')).toHaveText([required]);
    await expect(postcode(page)).toHaveAccessibleDescription(required);
    // A post code is enough: choosing the address found there is up to the visitor.
    await postcode(page).fill('LS2 7HY');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await next(page).click();

    await onStep(page, steps.category);
    const id = applicationIdOf(page);
    // The post code is never sent: this tab remembers it for the way back.
    await back(page).click();
    await expect(postcode(page)).toHaveValue('LS2 7HY');
    await expect(companyAddress(page)).toHaveCount(0);
    expect(await storedApplication(request, id)).toEqual({
      id,
      company_name: 'Kirkstall Flower Stall',
      legal_form: 'sole_trader',
      company_address: '',
      tradding_name: '',
      tradding_address: '',
      borrow_ammount: '1234567',
      borrow_month: '6 months',
      business_cat: null,
      monthly_turnover_from: null,
    });
  });

  test('shows the trading fields only on Yes, and then requires the trading address', async ({ page, request }) => {
    await gotoHydrated(page, '/business-loan');
    const question = page.getByRole('group', { name: 'Does company have a different trading name?' });
    await expect(question.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(tradingName(page)).toHaveCount(0);
    await expect(tradingPostcode(page)).toHaveCount(0);
    await expect(searchTradingAddress(page)).toHaveCount(0);

    await fillBasicInfo(page, { address: eastgate, company: 'Eastgate Bagel & Bake' });
    await question.getByRole('radio', { name: 'Yes' }).check();
    await expect(tradingName(page)).toBeVisible();
    await expect(tradingPostcode(page)).toBeVisible();
    await expect(searchTradingAddress(page)).toBeVisible();
    await expect(tradingAddress(page)).toHaveCount(0);

    // Trading name and trading post code have no rule; the trading address does.
    await next(page).click();
    await expect(page.getByRole('alert')).toHaveText([required]);
    await expect(tradingName(page)).not.toHaveAttribute('aria-invalid');
    await expect(tradingPostcode(page)).not.toHaveAttribute('aria-invalid');
    await expect(page).toHaveURL('/business-loan');

    // No again: the trading fields go, and so does their rule.
    await question.getByRole('radio', { name: 'No' }).check();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(tradingName(page)).toHaveCount(0);
    await question.getByRole('radio', { name: 'Yes' }).check();

    await tradingPostcode(page).fill('LS2 7HY');
    await searchTradingAddress(page).click();
    await expect(tradingAddress(page).locator('option:not([value=""])')).toHaveCount(5);
    await next(page).click();
    await expect(tradingAddress(page)).toHaveAccessibleDescription(required);
    await tradingAddress(page).selectOption(briggate);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await next(page).click();

    await onStep(page, steps.category);
    expect(await storedApplication(request, applicationIdOf(page))).toMatchObject({
      company_name: 'Eastgate Bagel & Bake',
      company_address: eastgate,
      tradding_name: '',
      tradding_address: briggate,
    });
  });

  test('Search Address warns on an empty post code, toasts when it finds nothing, and lists what it finds', async ({
    page,
  }) => {
    await gotoHydrated(page, '/business-loan');
    // The dialog's code, sweetalert2, loads on first use: on two busy cores that alone has taken over 5 s. (A press
    // before the step's code arrives is a plain submission the server answers: late-code.spec.ts.)
    await searchAddress(page).click();
    await expect(dialog(page)).toContainText('Please enter post code !', { timeout: 15_000 });
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(dialog(page)).toBeHidden();

    await postcode(page).fill('ZZ1 1ZZ');
    await searchAddress(page).click();
    await expect(toasts(page)).toHaveText(['No data found for this post code !']);
    await expect(companyAddress(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Close toast' }).click();
    await expect(toasts(page)).toHaveCount(0);

    await postcode(page).fill('e1 6ql');
    await postcode(page).press('Enter');
    await expect(companyAddress(page)).toBeVisible();
    await expect(companyAddress(page).locator('option:not([value=""])')).toHaveText([
      'Copperkettle Coffee House Ltd, Unit 3, Old Truman Brewery, 91 Brick Lane, LONDON, E1 6QL',
      'Lanternfish Print Studio, Studio 12, Old Truman Brewery, 91 Brick Lane, LONDON, E1 6QL',
      saffronRow,
      'Threadbare Magpie Vintage, 83 Brick Lane, LONDON, E1 6QL',
      eastgate,
    ]);
    await expect(page).toHaveURL('/business-loan');
    await companyAddress(page).selectOption(eastgate);
    await expect(companyAddress(page)).toHaveValue(eastgate);

    // Another post code: the list goes, the chosen address stays until another is chosen.
    await postcode(page).fill('LS2 7HY');
    await expect(companyAddress(page)).toHaveCount(0);
    await expect(page.getByText(eastgate)).toBeVisible();
    await searchAddress(page).click();
    await companyAddress(page).selectOption(briggate);
    await expect(companyAddress(page)).toHaveValue(briggate);

    // The trading search behaves the same.
    await page.getByRole('radio', { name: 'Yes' }).check();
    await searchTradingAddress(page).click();
    await expect(dialog(page)).toContainText('Please enter post code !');
    await page.getByRole('button', { name: 'OK' }).click();
    await tradingPostcode(page).fill('ZZ1 1ZZ');
    await searchTradingAddress(page).click();
    await expect(toasts(page)).toHaveText(['No data found for this post code !']);
    await expect(tradingAddress(page)).toHaveCount(0);
  });

  test("holds the typed-address button's place while its code comes, so nothing under it moves", async ({ page }) => {
    const release = await holdCode(page, 'islands/ManualAddressForm');
    await gotoHydrated(page, '/business-loan');
    await postcode(page).fill('E1 6QL');
    await searchAddress(page).click();
    await expect(companyAddress(page)).toBeVisible();
    // A press on the trading question as the button arrived landed on another part of the page, and was lost.
    const yes = page.getByRole('radio', { name: 'Yes' });
    const before = await yes.boundingBox();
    release();
    await expect(page.getByRole('button', { name: "My address isn't listed" })).toBeVisible();
    expect(await yes.boundingBox()).toEqual(before);
  });

  test('step 2 needs a category, chosen with the keyboard if the visitor likes', async ({ page, request }) => {
    const id = await startApplication(page);
    await next(page).click();
    await expect(toasts(page)).toHaveText(['Please select one first !']);
    await onStep(page, steps.category);

    await page.getByRole('radio', { name: 'Retail' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Retail' })).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Food, Catering & Hospitality' })).toBeChecked();
    await next(page).click();

    await onStep(page, steps.turnover);
    // The toast belonged to the step that raised it.
    await expect(toasts(page)).toHaveCount(0);
    expect(await storedApplication(request, id)).toMatchObject({ business_cat: 'Food, Catering & Hospitality' });
  });

  test('the turnover slider moves a band at a time from the keyboard and reads out each band', async ({
    page,
    request,
  }) => {
    const id = await reachTurnover(page);
    const step = page.getByRole('region', { name: steps.turnover });
    await expect(step.getByText('Less', { exact: true })).toBeVisible();
    await expect(step.getByText('More', { exact: true })).toBeVisible();
    await expect(slider(page)).toHaveAttribute('min', '0');
    await expect(slider(page)).toHaveAttribute('max', '100');
    await expect(slider(page)).toHaveAttribute('step', '20');

    await slider(page).focus();
    for (const from of [0, 20, 40, 60, 80, 100]) {
      if (from > 0) await page.keyboard.press('ArrowRight');
      const label = `Monthly Card Turnover of ${from} k - ${from + 20} k`;
      await expect(turnoverText(page)).toHaveText(label);
      await expect(slider(page)).toHaveValue(String(from));
      await expect(slider(page)).toHaveAttribute('aria-valuetext', label);
    }
    // The top of the scale is the top.
    await page.keyboard.press('ArrowRight');
    await expect(turnoverText(page)).toHaveText('Monthly Card Turnover of 100 k - 120 k');
    await page.keyboard.press('ArrowLeft');
    await expect(turnoverText(page)).toHaveText('Monthly Card Turnover of 80 k - 100 k');
    await next(page).click();

    await expect(page).toHaveURL(`/calendly/business-loan/${id}`);
    expect(await storedApplication(request, id)).toMatchObject({ business_cat: 'Retail', monthly_turnover_from: 80 });
  });

  test('Back returns one step at a time with the saved answers, and the same application is updated', async ({
    page,
    request,
  }) => {
    const id = await startApplication(page);
    await page.getByRole('radio', { name: 'Construction' }).check();
    await next(page).click();
    await onStep(page, steps.turnover);

    await back(page).click();
    await onStep(page, steps.category);
    await expect(page).toHaveTitle(stepTitle('Business category'));
    await expect(page.getByRole('radio', { name: 'Construction' })).toBeChecked();
    await back(page).click();
    await onStep(page, steps.basic);
    await expect(page).toHaveTitle(stepTitle('Basic information'));
    await expect(currentStep(page)).toHaveText('Basic information');
    expect(applicationIdOf(page)).toBe(id);
    await expect(amount(page)).toHaveValue('25000');
    await expect(term(page)).toHaveValue('12 months');
    await expect(companyName(page)).toHaveValue('Saffron Row Kitchen Ltd');
    await expect(legalForm(page)).toHaveValue('limited_company');
    await expect(postcode(page)).toHaveValue('E1 6QL');
    await expect(page.getByText(saffronRow)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();

    // Saving step 1 again changes this application rather than starting a second one.
    await amount(page).fill('40000');
    await legalForm(page).selectOption({ label: 'Limited liability partnership (LLP)' });
    await fillTradingAddress(page, { name: 'Saffron Row Express', postcode: 'E1 6QL', address: eastgate });
    await next(page).click();
    await onStep(page, steps.category);
    expect(applicationIdOf(page)).toBe(id);
    await expect(page.getByRole('radio', { name: 'Construction' })).toBeChecked();
    expect(await storedApplication(request, id)).toEqual({
      id,
      company_name: 'Saffron Row Kitchen Ltd',
      legal_form: 'llp',
      company_address: saffronRow,
      tradding_name: 'Saffron Row Express',
      tradding_address: eastgate,
      borrow_ammount: '40000',
      borrow_month: '12 months',
      business_cat: 'Construction',
      monthly_turnover_from: null,
    });

    // Back on step 1 again, even after a reload: the trading answers come back too.
    await back(page).click();
    await onStep(page, steps.basic);
    await reloadHydrated(page);
    await expect(amount(page)).toHaveValue('40000');
    await expect(legalForm(page)).toHaveValue('llp');
    await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(tradingName(page)).toHaveValue('Saffron Row Express');
    await expect(tradingPostcode(page)).toHaveValue('E1 6QL');
    await expect(page.getByText(eastgate)).toBeVisible();
  });

  test('Back on step 1 goes back in the browser history', async ({ page }) => {
    await gotoHydrated(page, '/bussiness');
    await page.getByRole('link', { name: 'Apply for a business loan' }).first().click();
    await onStep(page, steps.basic);
    await back(page).click();
    await expect(page).toHaveURL('/bussiness');
  });

  test('a reload keeps the step and the saved answers', async ({ page, request }) => {
    const id = await reachTurnover(page, 'Adult');
    await reloadHydrated(page);
    await onStep(page, steps.turnover);
    await expect(currentStep(page)).toHaveText('Turnover');
    await expect(turnoverText(page)).toHaveText('Monthly Card Turnover of 0 k - 20 k');

    await slider(page).focus();
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
    await next(page).click();
    await expect(page).toHaveURL(`/calendly/business-loan/${id}`);

    // Back from booking, then a reload: the saved band and category are still there.
    await page.goBack();
    await onStep(page, steps.turnover);
    await reloadHydrated(page);
    await expect(turnoverText(page)).toHaveText('Monthly Card Turnover of 60 k - 80 k');
    await back(page).click();
    await expect(page.getByRole('radio', { name: 'Adult' })).toBeChecked();
    expect(await storedApplication(request, id)).toMatchObject({ business_cat: 'Adult', monthly_turnover_from: 60 });
  });

  test('keeps what the visitor typed when the server refuses it', async ({ page }) => {
    await gotoHydrated(page, '/business-loan');
    const tooLong = 'N'.repeat(201);
    await fillBasicInfo(page, { company: tooLong });
    await next(page).click();
    await expect(toasts(page)).toHaveText(['Company name must be at most 200 characters.']);
    await onStep(page, steps.basic);
    await expect(page).toHaveURL('/business-loan');
    await expect(companyName(page)).toHaveValue(tooLong);
    await expect(legalForm(page)).toHaveValue('limited_company');
    await expect(amount(page)).toHaveValue('25000');
    await expect(companyAddress(page)).toHaveValue(saffronRow);
  });

  test('every step passes an accessibility scan, with its messages and dropdowns showing', async ({ page }) => {
    // Five scans of a full page.
    test.slow();
    const scan = () => expectNoViolations(page);
    await gotoHydrated(page, '/business-loan');
    await scan();
    await page.getByRole('radio', { name: 'Yes' }).check();
    await amount(page).fill('12a');
    await next(page).click();
    await expect(page.getByRole('alert')).toHaveCount(6);
    await scan();
    await fillBasicInfo(page);
    await tradingPostcode(page).fill('LS2 7HY');
    await searchTradingAddress(page).click();
    await tradingAddress(page).selectOption(briggate);
    await scan();
    await next(page).click();
    await onStep(page, steps.category);
    await scan();
    await page.getByRole('radio', { name: 'Other' }).check();
    await next(page).click();
    await onStep(page, steps.turnover);
    await scan();
  });

  test('an unknown application id is a 404 with a way to start again', async ({ page }) => {
    const response = await gotoHydrated(page, '/business-loan?step=category&id=00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found !' })).toBeVisible();
    await expect(page.getByText('We could not find this application. Please start again.')).toBeVisible();
    await page.getByRole('link', { name: 'Start again' }).click();
    await expect(page).toHaveURL('/business-loan');
    await onStep(page, steps.basic);
  });

  test('shows the Our Partners logo strip under the wizard', async ({ page }) => {
    await gotoHydrated(page, '/business-loan');
    await expect(page.getByRole('heading', { name: 'Our Partners' })).toBeVisible();
    const strip = page.getByRole('list', { name: 'Our lending partners' });
    await expect(strip.getByRole('img')).toHaveCount(8);
    await expect(strip.getByRole('img').first()).toHaveAttribute('alt', 'Northgate Finance');
    await expect(page.getByRole('button', { name: 'Pause logos' })).toBeVisible();
  });
});
