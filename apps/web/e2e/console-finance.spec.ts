// Finance figures in the console end to end: an admin enters the loan figures (the representative example as the site
// prints it beside the form, and the APR its figures imply), they are there after a reload and on the public read;
// the cash-advance figures are cleared; the energy bands are added and refused when they overlap; the Climate Change
// Levy rates the energy comparison adds are checked and saved; the evidence of a figure claim is entered, the home page
// makes the claim linked to it on Our figures, and makes none once it is cleared; an agent reads the
// figures with no control that changes them; an editor is kept out. axe at desktop and phone size. Runs against a
// server of its own (support/finance.ts): the figures are global, and the shared server must stay without them.
import type { APIRequestContext, Page } from '@playwright/test';
import { claimMessages, type PublicFinanceFigures } from '@sme/domain';
import { expectNoSidewaysScroll, expectNoViolations } from './axe.ts';
import { dialog, shownDialog, expect, gotoHydrated, toasts } from './fixtures.ts';
import { newStaffMember, signInAs, type Account } from './support/content.ts';
import { consoleLink } from './support/console-menu.ts';
import { setFinanceFigures, test } from './support/finance.ts';
import { consoleAdmin } from './support/staff.ts';
import { exampleLoanFigures } from '../../../packages/api/test/support/loan-figures.ts';

// Signed out, the console asks who is there (401): on purpose.
test.use({ expectedConsoleErrors: [/status of 401/] });
// One server per worker: this file's tests share it one after another rather than starting one each. Each signs in
// and changes figures in the console, then reads them on the public pages, with up to five axe scans.
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

/** A description that includes this message (after the field's hint). */
const saying = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

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
    'an admin enters the loan example: its APR is worked out, must be in the range offered and its 51% basis confirmed, kept after a reload',
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
      const rate = form.getByRole('textbox', { name: 'Rate of interest (% a year, fixed)' });
      await expect(rate).toHaveAccessibleDescription(/Please enter the rate of interest as a per cent from 0 to 100/);
      await expect(rate).toBeFocused();
      await expectNoViolations(page);
      // The representative APR is never typed: it is worked out from the example.
      await expect(form.getByRole('textbox', { name: /Representative APR/ })).toHaveCount(0);

      await rate.fill('14.9');
      await form.getByRole('textbox', { name: 'Example amount (£)' }).fill('£10,000');
      await form.getByRole('textbox', { name: 'Example term (months)' }).fill('12');
      await form.getByRole('textbox', { name: 'Arrangement fee (£)' }).fill('200');
      const lowest = form.getByRole('textbox', { name: 'Lowest APR offered (%)' });
      const highest = form.getByRole('textbox', { name: 'Highest APR offered (%)' });
      await lowest.fill('25');
      await highest.fill('34.9');
      await form.getByLabel('Figures true as of').fill('2026-11-01');

      // The example as the site prints it, with the APR its own figures give.
      const example = page.getByTestId('loan-example-preview');
      await expect(example).toContainText('£902.11');
      await expect(example).toContainText('£11,025.32');
      await expect(example).toContainText('20.5% APR');
      await expect(page.getByTestId('implied-apr')).toHaveText(
        'The representative APR is worked out from the example: 20.5%. The range offered must include it.',
      );

      // The 51% basis not confirmed: refused under its tick box.
      await form.getByRole('button', { name: 'Save the loan figures' }).click();
      const basis = form.getByRole('checkbox', { name: /at least 51% of the loans arranged through this site/ });
      await expect(basis).toHaveAccessibleDescription(
        'Please confirm that at least 51% of the loans you expect to arrange will be at the representative APR or lower.',
      );
      await expectNoViolations(page);
      // The firm a visitor deals with is required with the figures (CONC 3.7.4R), each field saying so.
      const firmName = form.getByRole('textbox', { name: 'Firm’s legal name' });
      await expect(firmName).toHaveAccessibleDescription(/Please enter the firm’s legal name as the FCA register/);
      const frn = form.getByRole('textbox', { name: 'FCA firm reference number' });
      await expect(frn).toHaveAccessibleDescription(/Please enter the firm reference number: 6 or 7 digits/);
      await expect(form.getByRole('group', { name: 'Which lenders you introduce borrowers to' })).toContainText(
        'Please say whether you work with a panel of lenders or the whole market.',
      );
      await firmName.fill('SME Compare Ltd');
      await frn.fill('123456');
      await form.getByRole('radio', { name: 'A limited panel of lenders' }).check();
      // A range that leaves the example's APR out: refused under the highest APR.
      await basis.check();
      await form.getByRole('button', { name: 'Save the loan figures' }).click();
      await expect(highest).toHaveAccessibleDescription(
        /The example's figures give a representative APR of 20\.5%, outside the range offered \(25% to 34\.9%\)\./,
      );
      await expectNoViolations(page);

      // The range upside down: refused under the lowest APR.
      await lowest.fill('40');
      await form.getByRole('button', { name: 'Save the loan figures' }).click();
      await expect(lowest).toHaveAccessibleDescription(/The lowest APR offered cannot be above the highest\./);
      await lowest.fill('9.9');
      await form.getByRole('button', { name: 'Save the loan figures' }).click();
      await expect(toasts(page).filter({ hasText: 'Loan figures saved' })).toBeVisible();
      await expect(page.getByTestId('finance-loan-status')).toHaveText(/^On the site\. Saved .+ by /);
      await expect.poll(async () => (await publicFigures(request)).loan).toEqual(loan);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Finance figures' })).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Example amount (£)' })).toHaveValue('10000');
      await expect(form.getByRole('textbox', { name: 'Rate of interest (% a year, fixed)' })).toHaveValue('14.9');
      await expect(form.getByRole('textbox', { name: 'Arrangement fee (£)' })).toHaveValue('200.00');
      // The 51% basis is confirmed again with each save.
      await expect(form.getByRole('checkbox', { name: /at least 51%/ })).not.toBeChecked();
      await expect(form.getByLabel('Figures true as of')).toHaveValue('2026-11-01');
      await expect(form.getByRole('textbox', { name: 'Firm’s legal name' })).toHaveValue('SME Compare Ltd');
      await expect(form.getByRole('radio', { name: 'A limited panel of lenders' })).toBeChecked();
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
    await (await shownDialog(page)).getByRole('button', { name: 'Cancel' }).click();
    expect((await publicFigures(request)).cashAdvance).toEqual(cashAdvance);

    await form.getByRole('button', { name: 'Clear the cash advance figures' }).click();
    await (await shownDialog(page)).getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(dialog(page)).toBeHidden();
    // The console's notifications as a whole: should the clearing fail, the failure names the toast shown instead
    // (a CI run once found no toast here, and said no more).
    await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText('Cash advance figures cleared');
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

  test('an admin keeps the Climate Change Levy rates the energy comparison adds: checked, saved, on the public read', async ({
    page,
    request,
    baseURL,
  }) => {
    // HMRC's main rates from 1 April 2025, as a new database starts with them.
    const seeded = { inForceFrom: '2025-04-01', electricityPencePerKwh: 0.775, gasPencePerKwh: 0.791 };
    await setFinanceFigures(baseURL!, { kind: 'climateChangeLevy', data: seeded });
    await signInAs(page, consoleAdmin);
    await openFinance(page);
    const form = page.getByRole('form', { name: 'Climate Change Levy rates' });
    const electricity = form.getByRole('textbox', { name: 'Electricity (p/kWh)' });
    await expect(electricity).toHaveValue('0.775');
    await expect(form.getByRole('textbox', { name: 'Gas (p/kWh)' })).toHaveValue('0.791');
    await expect(form.getByLabel('In force from')).toHaveValue('2025-04-01');

    await electricity.fill('12');
    await form.getByRole('button', { name: 'Save the Climate Change Levy rates' }).click();
    await expect(electricity).toHaveAttribute('aria-invalid', 'true');
    await expect(electricity).toHaveAccessibleDescription(
      /Please enter the electricity rate of Climate Change Levy in pence per kWh, from 0 to 10/,
    );
    await expectNoViolations(page);

    // Figures of an example: whatever is entered is what the comparison adds.
    await electricity.fill('0.801');
    await form.getByLabel('In force from').fill('2026-04-01');
    await form.getByRole('button', { name: 'Save the Climate Change Levy rates' }).click();
    await expect(toasts(page).filter({ hasText: 'Climate Change Levy rates saved' })).toBeVisible();
    await expect
      .poll(async () => (await publicFigures(request)).climateChangeLevy)
      .toEqual({ inForceFrom: '2026-04-01', electricityPencePerKwh: 0.801, gasPencePerKwh: 0.791 });
    await setFinanceFigures(baseURL!, { kind: 'climateChangeLevy', data: seeded });
  });

  test('an admin enters the evidence of a claim: the home page makes it, linked to its date and source', async ({
    page,
    baseURL,
  }) => {
    await setFinanceFigures(baseURL!, { kind: 'claims', data: null });
    await signInAs(page, consoleAdmin);
    await openFinance(page);
    const form = page.getByRole('form', { name: 'Claims on the site' });
    const status = page.getByTestId('finance-claims-status');
    await expect(status).toHaveText(/^Not entered/);
    const claim = (name: string) => form.getByRole('group', { name, exact: true });
    const helped = claim('Businesses helped');
    await helped.getByRole('textbox', { name: 'Figure' }).fill('2000');
    await helped.getByLabel('True as of').fill('2026-11-01');
    await helped.getByRole('textbox', { name: 'Source' }).fill('CRM: cases closed since 2019');

    // A claim with its figure alone is refused: it says what it lacks under each field, and nothing is saved.
    const acceptance = claim('Loan acceptance (%)');
    await acceptance.getByRole('textbox', { name: 'Figure' }).fill('90');
    await form.getByRole('button', { name: 'Save the claims on the site' }).click();
    const acceptanceDate = acceptance.getByLabel('True as of');
    await expect(acceptanceDate).toHaveAttribute('aria-invalid', 'true');
    await expect(acceptanceDate).toHaveAccessibleDescription(saying(claimMessages.asOf));
    await expect(acceptance.getByRole('textbox', { name: 'Source' })).toHaveAccessibleDescription(
      saying(claimMessages.source),
    );
    await expect(helped.getByLabel('True as of')).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page);
    await expect(status).toHaveText(/^Not entered/);
    await expect(toasts(page).filter({ hasText: 'Claims saved' })).toHaveCount(0);

    // Blank again, the claim is not made at all: the one entered is saved.
    await acceptance.getByRole('textbox', { name: 'Figure' }).fill('');
    await form.getByRole('button', { name: 'Save the claims on the site' }).click();
    await expect(toasts(page).filter({ hasText: 'Claims saved' })).toBeVisible();
    await expect(status).toHaveText(/^On the site\. Saved .+ by /);
    await expect(acceptanceDate).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page);

    const visitor = await page.context().newPage();
    await gotoHydrated(visitor, '/');
    const made = visitor.getByRole('link', { name: /Over 2000/ });
    await expect(made).toHaveAccessibleName(/Over 2000 businesses helped/);
    await expect(made).toHaveAttribute('href', '/our-figures#businesses-helped');
    await gotoHydrated(visitor, '/our-figures');
    await expect(visitor.getByText('Over 2000 businesses helped')).toBeVisible();
    await expect(visitor.getByText('CRM: cases closed since 2019')).toBeVisible();
    await expect(visitor.getByText(/1 November 2026/)).toBeVisible();

    await form.getByRole('button', { name: 'Clear the claims on the site' }).click();
    await (await shownDialog(page)).getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText('Claims cleared');
    await expect(status).toHaveText(/^Not entered/);
    await expect(helped.getByRole('textbox', { name: 'Figure' })).toHaveValue('');
    await gotoHydrated(visitor, '/');
    await expect(visitor.getByText(/Over 2000/)).toHaveCount(0);
    await visitor.close();

    // Saving no claim at all is not how they are cleared: the form says so, and sends nothing.
    await form.getByRole('button', { name: 'Save the claims on the site' }).click();
    await expect(form).toContainText(claimMessages.none);
    await expect(status).toHaveText(/^Not entered/);
    await expectNoViolations(page);
  });

  test('an agent reads the figures with nothing to change them', { tag: '@phone' }, async ({ page, baseURL }) => {
    await setFinanceFigures(baseURL!, { kind: 'loan', data: loan });
    await signInAs(page, agent);
    await openFinance(page);
    await expect(page.getByTestId('read-only-note')).toHaveText(/^Only an admin can change these figures\./);
    const form = page.getByRole('form', { name: 'Loan figures' });
    await expect(form.getByRole('textbox', { name: 'Rate of interest (% a year, fixed)' })).toHaveValue('14.9');
    await expect(form.getByRole('textbox', { name: 'Rate of interest (% a year, fixed)' })).toBeDisabled();
    await expect(page.getByTestId('loan-example-preview')).toContainText('20.5% APR');
    await expect(page.getByTestId('loan-example-preview')).toContainText('£11,025.32');
    await expect(page.getByRole('button', { name: /^(Save|Clear)/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add a band' })).toHaveCount(0);
    const claims = page.getByRole('form', { name: 'Claims on the site' });
    await expect(
      claims.getByRole('group', { name: 'Businesses helped', exact: true }).getByRole('textbox', { name: 'Figure' }),
    ).toBeDisabled();
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
