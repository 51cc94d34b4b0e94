import type { LoanSettings } from '@sme/domain';

/**
 * Loan figures as a business would enter them in the console, shared by the tests that need some entered: the
 * representative example £10,000 over 12 months at 14.9% fixed with a £200 fee (£902.11 a month, 20.5% APR), and the
 * APR range 9.9% to 34.9%.
 */
export const exampleLoanFigures: LoanSettings = {
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

/**
 * The loan calculator's tests' figures: an example £10,000 over 24 months at 12% with a £150 fee (14.4% APR) and
 * the range 9.9% to 29.9% (£20,000 over 24 months: £918.08 to £1,082.00 a month).
 */
export const calculatorLoanFigures: LoanSettings = {
  asOf: '2026-11-02',
  representativeBasisConfirmed: true,
  interestRatePercent: 12,
  exampleAmountPounds: 10_000,
  exampleTermMonths: 24,
  arrangementFeePounds: 150,
  aprFromPercent: 9.9,
  aprToPercent: 29.9,
  firmLegalName: 'SME Compare Ltd',
  firmFrn: '123456',
  lenderReach: 'panel',
};
