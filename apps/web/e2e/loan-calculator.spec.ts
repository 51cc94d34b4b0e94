import type { Locator, Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe.ts';
import { expect, gotoHydrated, hydrated } from './fixtures.ts';
import { codeArrivesLate } from './support/held-code.ts';
import { setFinanceFigures, test, visitorSawOnLeadPage } from './support/finance.ts';
import { calculatorLoanFigures } from '../../../packages/api/test/support/loan-figures.ts';

// The loan calculator on /bussiness and at the start of /business-loan (issue 32): figures only from the loan
// figures the business entered, the representative example beneath them as large as they are, the amount and term
// handed to the wizard, and what the visitor saw kept for the sales call.

test.describe.configure({ mode: 'default' });

const loanFigures = calculatorLoanFigures;

const calculator = (page: Page) => page.getByTestId('loan-calculator');
const calculatorAmount = (page: Page) => calculator(page).getByRole('textbox', { name: 'Amount to borrow' });
const calculatorTerm = (page: Page) => calculator(page).getByRole('combobox', { name: 'Repaid over' });
const figures = (page: Page) => calculator(page).getByTestId('loan-figures');
const example = (page: Page) => calculator(page).getByTestId('representative-example');
const wizardAmount = (page: Page) => page.getByRole('textbox', { name: 'How much would you like to borrow?' });
/** The calculator folded away at the start of the wizard once its figures are in the application. */
const folded = (page: Page) => page.getByTestId('loan-calculator-folded');
const wizardTerm = (page: Page) => page.getByRole('combobox', { name: 'Over how long?' });

/** The largest font size of the figures in a block, in pixels. */
const fontSizes = (block: Locator) =>
  block
    .locator('[data-figure]')
    .evaluateAll((cells) => cells.map((cell) => parseFloat(getComputedStyle(cell).fontSize)));

async function expectFiguresFor15000Over12(page: Page) {
  await expect(figures(page)).toContainText('£15,000 over 12 months');
  await expect(figures(page)).toContainText('Monthly repayment£1,315.09 to £1,436.21');
  await expect(figures(page)).toContainText('Total repayable£15,781.08 to £17,234.52');
  await expect(figures(page)).toContainText('APR9.9% to 29.9%');
}

/** The calculator folded: no repayment and no representative example in sight (never the one without the other). */
async function expectNoCostShown(page: Page) {
  await expect(calculator(page)).toBeHidden();
  const shown = await page.locator('main').innerText();
  for (const text of ['Monthly repayment', 'Total repayable', 'Representative example', 'APR']) {
    expect(shown).not.toContain(text);
  }
}

async function expectRepresentativeExample(page: Page) {
  for (const text of [
    'Representative APR14.4% APR',
    'Amount of credit£10,000',
    'Duration24 months',
    'Rate of interest12% a year (fixed)',
    'Arrangement fee£150.00',
    '24 monthly repayments of£470.73',
    'Total amount payable£11,447.52',
  ]) {
    await expect(example(page)).toContainText(text);
  }
}

test.describe('the loan calculator', () => {
  // Each test scans whole pages with axe on a server of its own.
  test.beforeEach(() => test.slow());
  test('@phone shows the repayments beside the representative example, which is first and larger, and hands "£15,000" to the wizard as 15000', async ({
    page,
    baseURL,
  }) => {
    await setFinanceFigures(baseURL!, { kind: 'loan', data: loanFigures });
    await gotoHydrated(page, '/bussiness');
    await expect(calculator(page).getByRole('heading', { name: 'What would a business loan cost?' })).toBeVisible();
    await calculatorAmount(page).fill('£15,000');
    await calculatorTerm(page).selectOption('12 months');
    await expectFiguresFor15000Over12(page);
    await expectRepresentativeExample(page);
    await expect(calculator(page)).toContainText(
      'SME Compare Ltd (FCA firm reference number 123456) is a credit broker, not a lender.',
    );
    await expect(calculator(page)).toContainText('We work with a limited panel of lenders, not the whole market.');
    await expect(calculator(page)).toContainText('Business loans of £25,000 or less to sole traders');
    // Claims about access to credit stand beside the example, and nowhere without it (claims.test.ts).
    await expect(calculator(page).getByTestId('credit-access-claims')).toContainText(
      'More than 1000 clients who were refused elsewhere have been helped.',
    );
    await expect(calculator(page)).toContainText('Finance is subject to status');
    await expect(calculator(page)).toContainText('Figures as of 2 November 2026.');

    // Visible together: the figures and the whole example on one screen, the example's figures larger (CONC 3.5.5R).
    await example(page).evaluate((block) => block.scrollIntoView({ block: 'start' }));
    await expect(example(page).getByText('Total amount payable')).toBeInViewport();
    await expect(figures(page).getByText('Monthly repayment')).toBeInViewport();
    const figureSizes = await fontSizes(figures(page));
    const exampleSizes = await fontSizes(example(page));
    expect(figureSizes.length).toBe(3);
    expect(exampleSizes.length).toBe(7);
    expect(Math.min(...exampleSizes)).toBeGreaterThan(Math.max(...figureSizes));

    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);

    await calculator(page).getByRole('link', { name: 'Apply for £15,000 over 12 months' }).click();
    await expect(page).toHaveURL(/\/business-loan\?amount=15000&term=12$/);
    await expect(wizardAmount(page)).toHaveValue('15000');
    await expect(wizardTerm(page)).toHaveValue('12 months');
    // Its figures are in the application: the calculator at the start of the wizard is folded away, not repeated,
    // and opens again with the same figures beside the same example.
    await expect(folded(page)).toContainText('Using £15,000 over 12 months from the calculator.');
    await expectNoCostShown(page);
    await expectNoViolations(page);
    await folded(page)
      .getByRole('button', { name: /^Change/ })
      .click();
    await expect(calculatorAmount(page)).toBeFocused();
    await expect(calculatorAmount(page)).toHaveValue('15000');
    await expectFiguresFor15000Over12(page);
    await expectRepresentativeExample(page);
    await expect(folded(page)).toHaveCount(0);
    await expectNoViolations(page);
  });

  test('@phone folds away once its figures are in the application, and opens again to change them', async ({
    page,
    baseURL,
  }) => {
    await setFinanceFigures(baseURL!, { kind: 'loan', data: loanFigures });
    await gotoHydrated(page, '/business-loan');
    await calculatorAmount(page).fill('£20,000');
    await calculatorTerm(page).selectOption('24 months');
    await expect(figures(page)).toContainText('£20,000 over 24 months');
    await calculator(page).getByRole('button', { name: 'Use £20,000 over 24 months in my application' }).click();
    await expect(wizardAmount(page)).toHaveValue('20000');
    await expect(wizardAmount(page)).toBeFocused();
    await expect(folded(page)).toContainText('Using £20,000 over 24 months from the calculator.');
    // Not above the form again: no repayment, and so no representative example either.
    await expectNoCostShown(page);
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);

    // Another amount typed in the application: the line no longer says the calculator's figures are used.
    await wizardAmount(page).fill('25000');
    await expect(folded(page)).not.toContainText('£20,000');
    await expect(folded(page)).toContainText(
      'The loan calculator shows the monthly repayments for an amount and term.',
    );
    await folded(page).getByRole('button', { name: 'Open the calculator' }).click();
    await expect(calculatorAmount(page)).toBeFocused();
    await expect(calculatorAmount(page)).toHaveValue('£20,000');
    await expect(figures(page)).toContainText('£20,000 over 24 months');
    await expectRepresentativeExample(page);

    await calculatorAmount(page).fill('£25,000');
    await calculator(page).getByRole('button', { name: 'Use £25,000 over 24 months in my application' }).click();
    await expect(wizardAmount(page)).toHaveValue('25000');
    await expect(wizardTerm(page)).toHaveValue('24 months');
    await expect(folded(page)).toContainText('Using £25,000 over 24 months from the calculator.');
    await expectNoCostShown(page);
  });

  test('says a specialist explains the costs, and shows no figure, while the business has entered none @phone', async ({
    page,
    baseURL,
  }) => {
    await setFinanceFigures(baseURL!, { kind: 'loan', data: null });
    for (const path of ['/bussiness', '/business-loan?amount=15000&term=12']) {
      await gotoHydrated(page, path);
      await expect(calculator(page)).toContainText('A funding specialist will explain the costs');
      await expect(calculator(page)).not.toContainText('£');
      await expect(calculator(page)).not.toContainText('%');
      await expect(calculator(page).getByRole('textbox')).toHaveCount(0);
      // Nowhere on the page: no repayment, no APR, no representative example.
      await expect(page.getByTestId('loan-figures')).toHaveCount(0);
      await expect(page.getByTestId('representative-example')).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText('APR');
      await expect(page.locator('main')).not.toContainText('Monthly repayment');
      await expectNoViolations(page);
    }
  });

  test('explains a mistyped amount beside the field, and shows no figure for it', async ({ page, baseURL }) => {
    await setFinanceFigures(baseURL!, { kind: 'loan', data: loanFigures });
    await gotoHydrated(page, '/business-loan');
    await calculatorAmount(page).fill('£2,500');
    await calculator(page).getByRole('button', { name: 'Show the repayments' }).click();
    const message = 'Please enter an amount in whole pounds from £3,000 to £1,000,000, for example £15,000.';
    await expect(calculator(page).getByRole('alert')).toHaveText(message);
    await expect(calculatorAmount(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(calculatorAmount(page)).toHaveAccessibleDescription(message);
    await expect(figures(page)).toHaveCount(0);
    // The example stays: it is the business's, not the visitor's.
    await expectRepresentativeExample(page);
    await calculatorAmount(page).fill('15 000');
    await expectFiguresFor15000Over12(page);
    await expect(calculator(page).getByRole('alert')).toHaveCount(0);
  });

  test('an amount typed and shown before the code arrives gets its repayments, and the code keeps it', async ({
    page,
    baseURL,
  }) => {
    await setFinanceFigures(baseURL!, { kind: 'loan', data: loanFigures });
    // A phone on a slow network: the page's code 3 s behind its HTML (late-code.spec.ts).
    const code = await codeArrivesLate(page);
    await page.goto('/bussiness', { waitUntil: 'commit' });
    await calculatorAmount(page).fill('15,000');
    await calculatorTerm(page).selectOption('12 months');
    await calculator(page).getByRole('button', { name: 'Show the repayments' }).click();
    // A plain form: the page again, at the calculator, with the figures for what was typed.
    await expect(page).toHaveURL(/\/bussiness\?amount=15%2C000&term=12#loan-calculator$/);
    await expectFiguresFor15000Over12(page);
    code.arrive();
    await hydrated(page);
    await expect(calculatorAmount(page)).toHaveValue('15,000');
    await calculatorTerm(page).selectOption('24 months');
    await expect(figures(page)).toContainText('£15,000 over 24 months');
  });

  test.describe('then in the console', () => {
    // The console's sign-in page asks who is signed in before anyone is.
    test.use({ expectedConsoleErrors: [/status of 401/] });

    test('keeps what the visitor saw with the application, and the lead page shows it', async ({
      page,
      baseURL,
      playwright,
    }) => {
      await setFinanceFigures(baseURL!, { kind: 'loan', data: loanFigures });
      await gotoHydrated(page, '/business-loan');
      await calculatorAmount(page).fill('£20,000');
      await calculatorTerm(page).selectOption('24 months');
      await expect(figures(page)).toContainText('Monthly repayment£918.08 to £1,082.00');
      await calculator(page).getByRole('button', { name: 'Use £20,000 over 24 months in my application' }).click();
      await expect(wizardAmount(page)).toHaveValue('20000');
      await expect(wizardAmount(page)).toBeFocused();
      await expect(wizardTerm(page)).toHaveValue('24 months');
      // Folded away, it still tells the application what it showed.
      await expect(folded(page)).toContainText('Using £20,000 over 24 months from the calculator.');

      const business = `Calculator Bakery ${Date.now()} Ltd`;
      await page.getByRole('textbox', { name: 'Company name' }).fill(business);
      await page.getByRole('combobox', { name: "What is your business's legal form?" }).selectOption('sole_trader');
      await page.getByRole('textbox', { name: 'Post code', exact: true }).fill('E1 6QL');
      await page.getByRole('button', { name: 'Search Address', exact: true }).click();
      await page
        .getByRole('combobox', { name: 'Company address' })
        .selectOption('Saffron Row Kitchen Ltd, Ground Floor, 74 Brick Lane, LONDON, E1 6QL');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.locator('#step-heading')).toHaveText('Which category best suits your business ?');

      const saw = await visitorSawOnLeadPage(page, playwright.request, baseURL!, business);
      await expect(saw).toContainText('Loan calculator (figures as of 2 November 2026)');
      await expect(saw).toContainText('Amount£20,000.00');
      await expect(saw).toContainText('Term24 months');
      await expect(saw).toContainText('Monthly repayment£918.08 at 9.9% APR to £1,082.00 at 29.9% APR');
      await expect(saw).toContainText('Total repayable£22,033.92 to £25,968.00');
      await expect(saw).toContainText('Representative 14.4% APR');
    });
  });
});
