import { describe, expect, it } from 'vitest';
import {
  cashAdvanceEstimate,
  financeMessages,
  repayMonthsText,
  estimatedMonthlyCostPence,
  impliedAprPercent,
  loanQuote,
  loanSettingsSchema,
  parseTypedPounds,
  representativeExample,
  type LoanSettings,
} from '../src/index.ts';

// Worked examples, each checked by hand (and with Python's Decimal) before it was written here.

const loan: LoanSettings = {
  asOf: '2026-11-01',
  representativeBasisConfirmed: true,
  interestRatePercent: 14.9,
  exampleAmountPounds: 10_000,
  exampleTermMonths: 12,
  arrangementFeePounds: 200,
  aprFromPercent: 9.9,
  aprToPercent: 34.9,
  firmLegalName: 'SME Compare Ltd',
  firmFrn: '123456',
  lenderReach: 'panel',
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

  it('its own cash flows give the APR: 20.5%, never a figure typed beside it', () => {
    expect(impliedAprPercent(representativeExample(loan))).toBe(20.5);
    // The example of the issue: typing 14.9 (the rate of interest) or 20.45 printed either as the APR.
    expect(representativeExample({ ...loan, interestRatePercent: 14.9 }).aprPercent).toBe(20.5);
  });

  it.each([
    // amount, months, rate, fee → APR to one decimal (checked in Python: 20.48, 14.40, 0.0005, 12.31)
    [10_000, 12, 14.9, 200, 20.5],
    [10_000, 24, 12, 150, 14.4],
    [5_000, 36, 0, 0, 0],
    [25_000, 60, 9.9, 995, 12.3],
  ])('£%s over %s months at %s per cent with a £%s fee: APR %s per cent', (amount, months, rate, fee, apr) => {
    const example = representativeExample({
      exampleAmountPounds: amount,
      exampleTermMonths: months,
      interestRatePercent: rate,
      arrangementFeePounds: fee,
    });
    expect(example.aprPercent).toBe(apr);
  });

  it('refuses figures without the 51% confirmation', () => {
    const { representativeBasisConfirmed: _confirmed, ...unconfirmed } = loan;
    const result = loanSettingsSchema.safeParse(unconfirmed);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please confirm that at least 51% of the loans you expect to arrange will be at the representative APR or lower.',
    ]);
  });

  it('refuses figures without the firm a visitor deals with: its legal name, FRN and whether it uses a panel', () => {
    const { firmLegalName: _name, firmFrn: _frn, lenderReach: _reach, ...anonymous } = loan;
    expect(loanSettingsSchema.safeParse(anonymous).error?.issues.map((issue) => issue.path[0])).toEqual([
      'firmLegalName',
      'firmFrn',
      'lenderReach',
    ]);
    const wrong = loanSettingsSchema.safeParse({ ...loan, firmLegalName: ' ', firmFrn: '12345', lenderReach: 'some' });
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual([
      financeMessages.firmLegalName,
      financeMessages.firmFrn,
      financeMessages.lenderReach,
    ]);
    // Text the database cannot keep (a lone surrogate) is refused with the field's message, not a fault.
    expect(loanSettingsSchema.safeParse({ ...loan, firmLegalName: 'SME \ud800 Ltd' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['firmLegalName'], message: financeMessages.firmLegalName }),
    ]);
    expect(loanSettingsSchema.parse({ ...loan, firmLegalName: '  SME Compare Ltd ' }).firmLegalName).toBe(
      'SME Compare Ltd',
    );
  });

  it('refuses a range offered that does not contain the representative APR (20.5% with 25% to 34.9%)', () => {
    const result = loanSettingsSchema.safeParse({ ...loan, aprFromPercent: 25 });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['aprToPercent'],
        message:
          "The example's figures give a representative APR of 20.5%, outside the range offered (25% to 34.9%). Change the example or the range so the range includes it.",
      }),
    ]);
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

describe('the time to repay a cash advance, in words', () => {
  it.each([
    [6, 7, 'About 6 to 7'],
    [6, 6, 'About 6'],
    [40, 1_200, 'About 40 to more than 60'],
    [115_000_000, 135_000_000, 'More than 60'],
  ])('%s to %s months: %s', (lowest, highest, text) => {
    expect(repayMonthsText(lowest, highest)).toBe(text);
  });
});
