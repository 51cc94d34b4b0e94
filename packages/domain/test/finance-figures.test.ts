import { describe, expect, it } from 'vitest';
import {
  cashAdvanceEstimate,
  currentAnnualCostPence,
  estimatedMonthlyCostPence,
  impliedAprPercent,
  indicativeComparison,
  loanQuote,
  loanSettingsSchema,
  parseTypedPounds,
  representativeExample,
  energyRatesSettingsSchema,
  type EnergyRatesSettings,
  type LoanSettings,
} from '../src/index.ts';

// Worked examples, each checked by hand (and with Python's Decimal) before it was written here.

const loan: LoanSettings = {
  asOf: '2026-11-01',
  representativeAprPercent: 20.5,
  interestRatePercent: 14.9,
  exampleAmountPounds: 10_000,
  exampleTermMonths: 12,
  arrangementFeePounds: 200,
  aprFromPercent: 9.9,
  aprToPercent: 34.9,
};

describe('loan repayments (an annuity at the APR taken as an effective yearly rate)', () => {
  it.each([
    // APR, amount, months → monthly repayment and total repayable, to the penny
    [9.9, 15_000, 12, 131_509, 1_578_108],
    [19.9, 10_000, 24, 50_063, 1_201_512],
    [34.9, 25_000, 36, 106_558, 3_836_088],
  ])('APR %s, £%s over %s months: %s pence a month, %s pence in all', (apr, amount, months, monthly, total) => {
    const quote = loanQuote({ ...loan, aprFromPercent: apr, aprToPercent: apr }, amount, months);
    expect(quote.lowest).toEqual({ aprPercent: apr, monthlyPence: monthly, totalPence: total });
  });

  it('gives the range offered: the lowest APR first', () => {
    const quote = loanQuote(loan, 15_000, 12);
    expect(quote.lowest.monthlyPence).toBe(131_509);
    expect(quote.highest.aprPercent).toBe(34.9);
    expect(quote.highest.monthlyPence).toBeGreaterThan(quote.lowest.monthlyPence);
  });

  it('at 0% repays the amount in equal parts', () => {
    expect(loanQuote({ ...loan, aprFromPercent: 0 }, 6_000, 6).lowest).toEqual({
      aprPercent: 0,
      monthlyPence: 100_000,
      totalPence: 600_000,
    });
  });
});

describe('the representative example', () => {
  it('£10,000 over 12 months at 14.9% fixed with a £200 fee: £902.11 a month, £11,025.32 payable', () => {
    expect(representativeExample(loan)).toEqual({
      amountPence: 1_000_000,
      termMonths: 12,
      interestRatePercent: 14.9,
      aprPercent: 20.5,
      feePence: 20_000,
      monthlyPence: 90_211,
      totalPayablePence: 1_102_532,
    });
  });

  it('its own cash flows give a 20.5% APR, the one entered', () => {
    expect(impliedAprPercent(representativeExample(loan))).toBe(20.5);
  });

  it('refuses an APR range upside down, naming the field', () => {
    const result = loanSettingsSchema.safeParse({ ...loan, aprFromPercent: 40 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['aprFromPercent'],
      message: 'The lowest APR offered cannot be above the highest.',
    });
  });
});

describe('cash advance: factor-rate totals and months to repay', () => {
  const settings = { asOf: '2026-11-01', factorRateFrom: 1.15, factorRateTo: 1.35, takingsSharePercent: 10 };

  it('£10,000 with £20,000 a month of card takings: £11,500 to £13,500, £2,000 a month, 6 to 7 months', () => {
    expect(cashAdvanceEstimate(settings, { advancePounds: 10_000, monthlyTakingsPounds: 20_000 })).toEqual({
      lowest: { factorRate: 1.15, totalPence: 1_150_000, months: 6 },
      highest: { factorRate: 1.35, totalPence: 1_350_000, months: 7 },
      monthlyRepaidPence: 200_000,
    });
  });

  it('£25,000 at 1.2 with 15% of £12,500: £30,000 over 16 months', () => {
    const estimate = cashAdvanceEstimate(
      { ...settings, factorRateFrom: 1.2, factorRateTo: 1.2, takingsSharePercent: 15 },
      { advancePounds: 25_000, monthlyTakingsPounds: 12_500 },
    );
    expect(estimate.lowest).toEqual({ factorRate: 1.2, totalPence: 3_000_000, months: 16 });
    expect(estimate.monthlyRepaidPence).toBe(187_500);
  });
});

describe('card machine: estimated monthly cost', () => {
  const takings = { monthlyTakingsPounds: 12_000, averageSalePounds: 20, creditSharePercent: 10 };

  it.each([
    // charge, debit % and pence, credit % and pence, takings → pence a month
    ['£25, 0.35% + 2.5p debit, 1.5% + 2.5p credit', 25, 0.35, 2.5, 1.5, 2.5, takings, 9_580],
    ['£19, 0.29% debit, 0.99% + 5p credit', 19, 0.29, null, 0.99, 5, takings, 6_520],
    [
      '£35, 0.2% + 5p, all debit, £8,000 at £12.50',
      35,
      0.2,
      5,
      null,
      null,
      { monthlyTakingsPounds: 8_000, averageSalePounds: 12.5, creditSharePercent: 0 },
      8_300,
    ],
  ] as const)('%s', (_, charge, debitRate, debitPence, creditRate, creditPence, given, pence) => {
    const product = {
      monthlyChargePounds: charge,
      debitRatePercent: debitRate,
      debitPencePerTransaction: debitPence,
      creditRatePercent: creditRate,
      creditPencePerTransaction: creditPence,
    };
    expect(estimatedMonthlyCostPence(product, given)).toBe(pence);
  });

  it('no estimate for a product without the rates the takings need', () => {
    const product = {
      monthlyChargePounds: 25,
      debitRatePercent: null,
      debitPencePerTransaction: null,
      creditRatePercent: null,
      creditPencePerTransaction: null,
    };
    expect(estimatedMonthlyCostPence(product, takings)).toBeNull();
    expect(estimatedMonthlyCostPence({ ...product, debitRatePercent: 0.3 }, takings)).toBeNull();
    expect(
      estimatedMonthlyCostPence({ ...product, debitRatePercent: 0.3 }, { ...takings, creditSharePercent: 0 }),
    ).toBe(6_100);
  });
});

describe('energy: what the visitor pays now and at indicative rates', () => {
  const rates: EnergyRatesSettings = {
    asOf: '2026-11-01',
    bands: [
      { fuel: 'electricity', fromKwh: 0, toKwh: 15_000, unitRatePence: 26, standingChargePencePerDay: 60 },
      { fuel: 'electricity', fromKwh: 15_000, toKwh: null, unitRatePence: 24.5, standingChargePencePerDay: 80 },
      { fuel: 'gas', fromKwh: 0, toKwh: null, unitRatePence: 6.2, standingChargePencePerDay: 40 },
    ],
  };

  it('20,000 kWh at 30p and 70p a day costs £6,255.50 a year; at the band’s rates £5,192.00, £1,063.50 less', () => {
    const current = {
      fuel: 'electricity',
      annualKwh: 20_000,
      unitRatePence: 30,
      standingChargePencePerDay: 70,
    } as const;
    expect(currentAnnualCostPence(current)).toBe(625_550);
    expect(indicativeComparison(rates, current)).toMatchObject({
      annualKwh: 20_000,
      currentAnnualPence: 625_550,
      indicativeAnnualPence: 519_200,
      differencePence: 106_350,
    });
  });

  it('a £250 monthly gas bill at 7p and 50p a day is 40,250 kWh a year: £2,641.50 at the band’s rates', () => {
    const current = { fuel: 'gas', monthlyBillPounds: 250, unitRatePence: 7, standingChargePencePerDay: 50 } as const;
    expect(currentAnnualCostPence(current)).toBe(300_000);
    expect(indicativeComparison(rates, current)).toMatchObject({ annualKwh: 40_250, indicativeAnnualPence: 264_150 });
  });

  it('nothing to compare without the usage, or without a band for it', () => {
    expect(indicativeComparison(rates, { fuel: 'gas', monthlyBillPounds: 250 })).toBeNull();
    expect(
      indicativeComparison({ ...rates, bands: rates.bands.slice(2) }, { fuel: 'electricity', annualKwh: 1 }),
    ).toBeNull();
  });

  it('refuses two bands of one fuel that overlap', () => {
    const overlapping = { ...rates, bands: [rates.bands[0], { ...rates.bands[1]!, fromKwh: 10_000 }] };
    expect(energyRatesSettingsSchema.safeParse(overlapping).error?.issues[0]?.message).toBe(
      'Two bands of the same fuel overlap: each yearly usage must fall in one band only.',
    );
  });
});

describe('amounts as people type them', () => {
  it.each([
    ['15000', 15000],
    ['£15,000', 15000],
    [' £ 15,000 ', 15000],
    ['15 000', 15000],
    ['£12.50', 12.5],
    ['1,000,000', 1000000],
  ])('%j is £%s', (typed, pounds) => expect(parseTypedPounds(typed)).toBe(pounds));

  it.each(['', 'fifteen', '15,00', '-5', '1.2.3', '£'])('%j is not an amount', (typed) =>
    expect(parseTypedPounds(typed)).toBeNull(),
  );
});
