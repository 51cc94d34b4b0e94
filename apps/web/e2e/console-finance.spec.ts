// Finance figures in the console end to end: an admin enters the loan figures (the representative example as the site
// prints it beside the form, and the APR its figures imply), they are there after a reload and on the public read;
// the cash-advance figures are cleared; the energy bands are added and refused when they overlap; an agent reads the
// figures with no control that changes them; an editor is kept out. axe at desktop and phone size. Runs against a
// server of its own (support/finance.ts): the figures are global, and the shared server must stay without them.
import type { APIRequestContext, Page } from '@playwright/test';
import type { PublicFinanceFigures } from '@sme/domain';
import { expectNoSidewaysScroll, expectNoViolations } from './axe.ts';
import { dialog, expect, gotoHydrated, toasts } from './fixtures.ts';
import { newStaffMember, signInAs, type Account } from './support/content.ts';
import { consoleLink } from './support/console-menu.ts';
import { setFinanceFigures, test } from './support/finance.ts';
import { consoleAdmin } from './support/staff.ts';
import { exampleLoanFigures } from '../../../packages/api/test/support/loan-figures.ts';

// Signed out, the console asks who is there (401): on purpose.
test.use({ expectedConsoleErrors: [/status of 401/] });
// One server per worker: this file's tests share it one after another rather than starting one each.
test.describe.configure({ mode: 'default', timeout: 120_000 });

const xhr = { 'x-requested-with': 'XMLHttpRequest' };

const loan = exampleLoanFigures;
const cashAdvance = { asOf: '2026-10-15', factorRateFrom: 1.1, factorRateTo: 1.35, takingsSharePercent: 12 };

/** The figures the public site receives (finance.figures, as its pages ask for them). */
async function publicFigures(request: APIRequestContext): Promise<PublicFinanceFigures> {
  const answer = await request.get('/trpc/finance.figures', { headers: xhr });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { result: { data: PublicFinanceFigures } }).result.data;
}

async function openFinance(page: Page) {
  await (await consoleLink(page, 'Finance figures')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finance figures' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Loan figures' })).toBeVisible();
}

test.describe('Console → Finance figures', () => {
  let agent: Account;
  let editor: Account;
  test.beforeAll(async ({ financeServer }) => {
    agent = await newStaffMember(financeServer, 'agent');
    editor = await newStaffMember(financeServer, 'editor');
  });

  test(
    'an admin enters the loan figures: the example and its APR beside them, kept after a reload',
    { tag: '@phone' },
    async ({ page, request, baseURL }) => {
      await setFinanceFigures(baseURL!, { kind: 'loan', data: null });
      await signInAs(page, consoleAdmin);
      await openFinance(page);
      const form = page.getByRole('form', { name: 'Loan figures' });
      await expect(page.getByTestId('finance-loan-status')).toHaveText(/^Not entered: the loan calculator shows no/);
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);

      // Nothing entered: each figure says what it needs, tied to its field, and nothing is sent.
      await form.getByRole('button', { name: 'Save the loan figures' }).click();
      const apr = form.getByRole('textbox', { name: 'Representative APR (%)' });
      await expect(apr).toHaveAccessibleDescription(/Please enter the representative APR as a per cent from 0 to 100/);
      await expect(apr).toBeFocused();
      await expectNoViolations(page);

      await apr.fill('20.5');
      await form.getByRole('textbox', { name: 'Rate of interest (% a year, fixed)' }).fill('14.9');
      await form.getByRole('textbox', { name: 'Example amount (£)' }).fill('£10,000');
      await form.getByRole('textbox', { name: 'Example term (months)' }).fill('12');
      await form.getByRole('textbox', { name: 'Arrangement fee (£)' }).fill('200');
      await form.getByRole('textbox', { name: 'Lowest APR offered (%)' }).fill('40');
      await form.getByRole('textbox', { name: 'Highest APR offered (%)' }).fill('34.9');
      await form.getByLabel('Figures true as of').fill('2026-11-01');

      // The example as the site prints it, with the APR its own figures give: the one entered.
      const example = page.getByTestId('loan-example-preview');
      await expect(example).toContainText('£902.11');
      await expect(example).toContainText('£11,025.32');
      await expect(page.getByTestId('implied-apr')).toHaveText('The example’s own figures give an APR of 20.5%.');
      await expect(page.getByTestId('apr-warning')).toHaveCount(0);
      // A slip in the APR: the example's figures say otherwise, and the form says so.
      await apr.fill('25');
      await expect(page.getByTestId('apr-warning')).toContainText('the representative APR entered is 25%');
      await expectNoViolations(page);
      await apr.fill('20.5');
      await expect(page.getByTestId('apr-warning')).toHaveCount(0);

      // The range upside down: refused under the lowest APR.
      await form.getByRole('button', { name: 'Save the loan figures' }).click();
      const lowest = form.getByRole('textbox', { name: 'Lowest APR offered (%)' });
      await expect(lowest).toHaveAccessibleDescription(/The lowest APR offered cannot be above the highest\./);
      await lowest.fill('9.9');
      await form.getByRole('button', { name: 'Save the loan figures' }).click();
      await expect(toasts(page).filter({ hasText: 'Loan figures saved' })).toBeVisible();
      await expect(page.getByTestId('finance-loan-status')).toHaveText(/^On the site\. Saved .+ by /);
      await expect.poll(async () => (await publicFigures(request)).loan).toEqual(loan);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Finance figures' })).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Example amount (£)' })).toHaveValue('10000');
      await expect(form.getByRole('textbox', { name: 'Representative APR (%)' })).toHaveValue('20.5');
      await expect(form.getByRole('textbox', { name: 'Arrangement fee (£)' })).toHaveValue('200.00');
      await expect(form.getByLabel('Figures true as of')).toHaveValue('2026-11-01');
      await expect(page.getByTestId('loan-example-preview')).toContainText('£902.11');
      await expect(page.getByTestId('finance-loan-status')).toHaveText(/^On the site\. Saved .+ by /);
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);
    },
  );

  test('an admin clears the cash advance figures: the site shows none of them', async ({ page, request, baseURL }) => {
    await setFinanceFigures(baseURL!, { kind: 'cashAdvance', data: cashAdvance });
    await signInAs(page, consoleAdmin);
    await openFinance(page);
    const form = page.getByRole('form', { name: 'Cash advance figures' });
    await expect(form.getByRole('textbox', { name: 'Lowest factor rate' })).toHaveValue('1.1');
    await expect(form.getByRole('textbox', { name: 'Share of card takings repaid (%)' })).toHaveValue('12');

    await form.getByRole('button', { name: 'Clear the cash advance figures' }).click();
    await expect(dialog(page)).toContainText('Clear the cash advance figures?');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    expect((await publicFigures(request)).cashAdvance).toEqual(cashAdvance);

    await form.getByRole('button', { name: 'Clear the cash advance figures' }).click();
    await dialog(page).getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(toasts(page).filter({ hasText: 'Cash advance figures cleared' })).toBeVisible();
    await expect(page.getByTestId('finance-cashAdvance-status')).toHaveText(/^Not entered/);
    await expect(form.getByRole('textbox', { name: 'Lowest factor rate' })).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Clear the cash advance figures' })).toHaveCount(0);
    await expect.poll(async () => (await publicFigures(request)).cashAdvance).toBeNull();
  });

  test('an admin enters energy bands: overlapping ones are refused, a band removed goes', async ({
    page,
    request,
    baseURL,
  }) => {
    await setFinanceFigures(baseURL!, { kind: 'energyRates', data: null });
    await signInAs(page, consoleAdmin);
    await openFinance(page);
    const form = page.getByRole('form', { name: 'Energy indicative rates' });
    const band = (n: number) => form.getByRole('group', { name: `Band ${n}`, exact: true });
    await form.getByLabel('Rates true as of').fill('2026-11-02');
    // Two bands to start with: electricity and gas, from 0 kWh with no upper limit.
    await expect(band(1).getByLabel('Fuel')).toHaveValue('electricity');
    await expect(band(2).getByLabel('Fuel')).toHaveValue('gas');
    await band(1).getByRole('textbox', { name: 'To (kWh a year)' }).fill('15,000');
    await band(1).getByRole('textbox', { name: 'Unit rate (p/kWh)' }).fill('24.5');
    await band(1).getByRole('textbox', { name: 'Standing charge (p/day)' }).fill('60');
    await band(2).getByRole('textbox', { name: 'Unit rate (p/kWh)' }).fill('6.2');
    await band(2).getByRole('textbox', { name: 'Standing charge (p/day)' }).fill('31.25');
    await form.getByRole('button', { name: 'Add a band' }).click();
    // A third band, electricity from 10,000 kWh: it overlaps the first.
    await band(3).getByRole('textbox', { name: 'From (kWh a year)' }).fill('10000');
    await band(3).getByRole('textbox', { name: 'Unit rate (p/kWh)' }).fill('22.1');
    await band(3).getByRole('textbox', { name: 'Standing charge (p/day)' }).fill('95.5');
    await form.getByRole('button', { name: 'Save the energy rates' }).click();
    await expect(form).toContainText('Two bands of the same fuel overlap');
    await expectNoViolations(page);

    await band(3).getByRole('textbox', { name: 'From (kWh a year)' }).fill('15000');
    await form.getByRole('button', { name: 'Add a band' }).click();
    await form.getByRole('button', { name: 'Remove band 4' }).click();
    await expect(band(4)).toHaveCount(0);
    await form.getByRole('button', { name: 'Save the energy rates' }).click();
    await expect(toasts(page).filter({ hasText: 'Energy rates saved' })).toBeVisible();
    await expect
      .poll(async () => (await publicFigures(request)).energyRates)
      .toEqual({
        asOf: '2026-11-02',
        bands: [
          { fuel: 'electricity', fromKwh: 0, toKwh: 15_000, unitRatePence: 24.5, standingChargePencePerDay: 60 },
          { fuel: 'gas', fromKwh: 0, toKwh: null, unitRatePence: 6.2, standingChargePencePerDay: 31.25 },
          { fuel: 'electricity', fromKwh: 15_000, toKwh: null, unitRatePence: 22.1, standingChargePencePerDay: 95.5 },
        ],
      });
    await page.reload();
    await expect(band(3).getByRole('textbox', { name: 'From (kWh a year)' })).toHaveValue('15000');
  });

  test('an agent reads the figures with nothing to change them', { tag: '@phone' }, async ({ page, baseURL }) => {
    await setFinanceFigures(baseURL!, { kind: 'loan', data: loan });
    await signInAs(page, agent);
    await openFinance(page);
    await expect(page.getByTestId('read-only-note')).toHaveText(/^Only an admin can change these figures\./);
    const form = page.getByRole('form', { name: 'Loan figures' });
    await expect(form.getByRole('textbox', { name: 'Representative APR (%)' })).toHaveValue('20.5');
    await expect(form.getByRole('textbox', { name: 'Representative APR (%)' })).toBeDisabled();
    await expect(page.getByTestId('loan-example-preview')).toContainText('£11,025.32');
    await expect(page.getByRole('button', { name: /^(Save|Clear)/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add a band' })).toHaveCount(0);
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);
  });

  test('an editor has no finance figures: no link, and the address takes them to Posts', async ({ page }) => {
    await signInAs(page, editor);
    await expect(page.getByRole('link', { name: 'Finance figures' })).toHaveCount(0);
    await gotoHydrated(page, '/admin/finance');
    await expect(page).toHaveURL(/\/admin\/content\/posts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Finance figures' })).toHaveCount(0);
  });
});
