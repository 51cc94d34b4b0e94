import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe.ts';
import { expect, gotoHydrated } from './fixtures.ts';
import { setFinanceFigures, test, visitorSawOnLeadPage } from './support/finance.ts';

// "What you pay now" on the energy wizard's supplier step (issue 32): optional, kept with the lead; the booking
// screen shows the indicative yearly cost at the business's rates for the visitor's usage band, labelled not a
// quote, and nothing when the business has entered no rates for it; the lead page shows what the visitor entered.
// Both sides include VAT and Climate Change Levy, and say so (issue 44): the audit's 20,000 kWh and £641.05 a month is
// £1,276.20 a year more than the band's rates, not £2,500.60.

// The first test walks the energy wizard to the booking screen, then signs in to the console to read the lead,
// with four axe scans.
test.describe.configure({ mode: 'default', timeout: 180_000 });

const energyRates = {
  asOf: '2026-11-02',
  bands: [
    { fuel: 'electricity' as const, fromKwh: 0, toKwh: 15_000, unitRatePence: 27, standingChargePencePerDay: 55 },
    { fuel: 'electricity' as const, fromKwh: 15_000, toKwh: null, unitRatePence: 24.5, standingChargePencePerDay: 80 },
    { fuel: 'gas' as const, fromKwh: 0, toKwh: null, unitRatePence: 6.5, standingChargePencePerDay: 30 },
  ],
};

/** HMRC's main rates from 1 April 2025, as a new database starts with them. */
const climateChangeLevy = { inForceFrom: '2025-04-01', electricityPencePerKwh: 0.775, gasPencePerKwh: 0.791 };

const payNow = (page: Page) => page.getByTestId('what-you-pay-now');
const field = (page: Page, name: string) => payNow(page).getByRole('textbox', { name, exact: true });
const indicative = (page: Page) => page.getByTestId('energy-indicative');

/** Through the wizard to its supplier step for a business of its own, comparing this service. */
async function toSupplierStep(page: Page, business: string, service: 'Gas and Electricity' | 'Electricity') {
  await gotoHydrated(page, '/comercial-utility/main/E1%206QL');
  await page.getByRole('list', { name: 'Addresses' }).getByRole('button').first().click();
  await page.getByRole('textbox', { name: 'Business name' }).fill(business);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: service, exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('#step-heading')).toHaveText('Please select your current supplier');
  await page.getByRole('radio', { name: 'EDF' }).check();
  await page.getByRole('checkbox', { name: 'I am not sure' }).check();
}

test.describe('energy: what you pay now', () => {
  // The console's sign-in form asks for a session first: 401 before signing in.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('@phone shows the indicative yearly cost at the rates for the usage, not a quote, and the lead page shows what was entered', async ({
    page,
    baseURL,
    playwright,
  }) => {
    await setFinanceFigures(baseURL!, { kind: 'energyRates', data: energyRates });
    await setFinanceFigures(baseURL!, { kind: 'climateChangeLevy', data: climateChangeLevy });
    const business = `Kettle Figures ${Date.now()} Ltd`;
    await toSupplierStep(page, business, 'Gas and Electricity');

    // Folded away: the step reads as before until the visitor opens it.
    await expect(field(page, 'Electricity: Yearly usage (kWh)')).toBeHidden();
    await payNow(page).getByText('What you pay now (optional)').click();
    await field(page, 'Electricity: Yearly usage (kWh)').fill('20,000 kWh');
    await field(page, 'Electricity: Monthly bill (£)').fill('£641.05');
    await field(page, 'Electricity: Unit rate (pence per kWh)').fill('30');
    await field(page, 'Electricity: Standing charge (pence per day)').fill('70');
    // A bill is taken as its total, with VAT and CCL, unless the visitor unticks; the rates as bills print them.
    await expect(
      payNow(page).getByRole('checkbox', { name: 'Electricity: my monthly bill includes VAT and CCL' }),
    ).toBeChecked();
    await expect(field(page, 'Electricity: Monthly bill (£)')).toHaveAccessibleDescription(
      'The bill’s total: we take it as including VAT and Climate Change Levy (CCL) unless you untick the box below.',
    );
    await expect(field(page, 'Electricity: Unit rate (pence per kWh)')).toHaveAccessibleDescription(
      'Before VAT and CCL, as business bills print it.',
    );
    await expect(field(page, 'Gas: Standing charge (pence per day)')).toHaveAccessibleDescription(
      'Before VAT and CCL, as business bills print it.',
    );
    await field(page, 'Gas: Monthly bill (£)').fill('£150');
    await field(page, 'Gas: Unit rate (pence per kWh)').fill('7');
    await field(page, 'Gas: Standing charge (pence per day)').fill('35');
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);

    // A figure that is not one: the field says so, keeps the text, and has the focus.
    await page.getByRole('button', { name: 'Next' }).click();
    const usage = field(page, 'Electricity: Yearly usage (kWh)');
    const message = 'Please enter your yearly usage in whole kWh, from 1 to 10,000,000 (e.g. 12000).';
    await expect(usage).toHaveAttribute('aria-invalid', 'true');
    await expect(usage).toHaveAccessibleDescription(message);
    await expect(usage).toBeFocused();
    await expect(usage).toHaveValue('20,000 kWh');
    await expectNoViolations(page);
    await usage.fill('20,000');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/calendly\/commercial-utility\/[0-9a-f-]{36}$/);
    await expect(indicative(page).getByRole('heading', { name: 'Indicative yearly cost: not a quote' })).toBeVisible();
    // Worked by hand: £641.05 × 12 = £7,692.60 now, VAT and CCL included; at the band from 15,000 kWh, 20,000 × 24.5p +
    // 365 × 80p = £5,192.00, + 20,000 × 0.775p CCL = £5,347.00, + 20% VAT = £6,416.40.
    const electricity = indicative(page).getByTestId('indicative-electricity');
    await expect(electricity).toContainText('Electricity, 20,000 kWh a year');
    await expect(electricity).toContainText('You pay now£7,692.60 a year');
    await expect(electricity).toContainText('At indicative rates£6,416.40 a year');
    await expect(electricity).toContainText('Difference£1,276.20 a year less than you pay now');
    await expect(indicative(page).getByTestId('indicative-electricity-basis')).toHaveText(
      'Both figures include VAT at 20% and Climate Change Levy at 0.775p per kWh (the main rate from 1 April 2025).',
    );
    await expect(electricity).toContainText(
      'Indicative rates for your usage, before VAT and Climate Change Levy: 24.5p per kWh and 80p a day.',
    );
    // £150 a month is £1,800 a year; less 5% VAT (under 145 kWh a day: no CCL) and 365 × 35p, ÷ 7p: 22,665 kWh; at 6.5p
    // and 30p a day, £1,582.73, + 5% VAT = £1,661.87.
    const gas = indicative(page).getByTestId('indicative-gas');
    await expect(gas).toContainText('Gas, 22,665 kWh a year');
    await expect(gas).toContainText('You pay now£1,800.00 a year');
    await expect(gas).toContainText('At indicative rates£1,661.87 a year');
    await expect(gas).toContainText('Difference£138.13 a year less than you pay now');
    await expect(indicative(page).getByTestId('indicative-gas-basis')).toHaveText(
      'Both figures include VAT at 5% and no Climate Change Levy, as charged on use of up to 145 kWh a day.',
    );
    await expect(indicative(page)).toContainText('Indicative only, not a quote');
    await expect(indicative(page)).toContainText('as of 2 November 2026');
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);

    // The sales agent sees what the visitor entered and saw.
    const saw = await visitorSawOnLeadPage(page, playwright.request, baseURL!, business);
    await expect(saw).toBeVisible();
    await expect(saw).toContainText('Electricity: what they pay now');
    await expect(saw).toContainText('Yearly usage20,000 kWh');
    await expect(saw).toContainText('Monthly bill£641.05, including VAT and CCL');
    await expect(saw).toContainText('Unit rate30p per kWh, before VAT and CCL');
    await expect(saw).toContainText('Standing charge70p a day, before VAT and CCL');
    await expect(saw).toContainText('Yearly cost now£7,692.60 a year, including VAT and CCL');
    await expect(saw).toContainText('Indicative yearly cost shown£6,416.40 a year, £1,276.20 less than now');
    await expect(saw).toContainText(
      'Basis shownBoth figures include VAT at 20% and Climate Change Levy at 0.775p per kWh (the main rate from 1 April 2025).',
    );
    await expect(saw).toContainText('Gas: what they pay now');
    await expect(saw).toContainText('Monthly bill£150.00, including VAT and CCL');
    await expect(saw).toContainText('Yearly usage22,665 kWh (worked out from the bill and rates)');
    await expect(saw).toContainText(
      'Indicative rates shown6.5p per kWh and 30p a day before VAT and CCL, as of 2 November 2026',
    );
    await expect(saw).toContainText(
      'Basis shownBoth figures include VAT at 5% and no Climate Change Levy, as charged on use of up to 145 kWh a day.',
    );
    await expectNoViolations(page);
  });

  test('shows no indicative figure while the business has entered no rates, and the lead keeps what was entered @phone', async ({
    page,
    baseURL,
    playwright,
  }) => {
    await setFinanceFigures(baseURL!, { kind: 'energyRates', data: null });
    const business = `Kettle No Rates ${Date.now()} Ltd`;
    await toSupplierStep(page, business, 'Electricity');
    await payNow(page).getByText('What you pay now (optional)').click();
    // Only the fuel compared is asked about.
    await expect(payNow(page).getByRole('group')).toHaveText(/^Electricity/);
    await expect(payNow(page).getByRole('textbox')).toHaveCount(4);
    await field(page, 'Electricity: Monthly bill (£)').fill('£320.50');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/calendly\/commercial-utility\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('booking-subject')).toContainText(business);
    await expect(indicative(page)).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('Indicative');
    await expect(page.locator('main')).not.toContainText('£');
    await expectNoViolations(page);

    const saw = await visitorSawOnLeadPage(page, playwright.request, baseURL!, business);
    await expect(saw).toBeVisible();
    await expect(saw).toContainText('Monthly bill£320.50, including VAT and CCL');
    await expect(saw).toContainText('Yearly cost now£3,846.00 a year, including VAT and CCL');
    await expect(saw).toContainText('Indicative yearly cost shownNone');
  });

  test('can be skipped: the step saves as before and the booking screen shows no figure', async ({ page, baseURL }) => {
    await setFinanceFigures(baseURL!, { kind: 'energyRates', data: energyRates });
    await toSupplierStep(page, `Kettle Skipped ${Date.now()} Ltd`, 'Gas and Electricity');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/calendly\/commercial-utility\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('booking-subject')).toBeVisible();
    await expect(indicative(page)).toHaveCount(0);
  });
});
