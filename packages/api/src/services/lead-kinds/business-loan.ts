import { businessCategoryValues, labelOf, quoteProgress, turnoverBand } from '@sme/domain';
import type { LoanApplication } from '@sme/db';
import type { LeadKindModule } from './lead-kind.ts';
import { answer, noContact, postcodeIn } from './answers.ts';
import { noCallsYet, quoteKind, withQuoteCalls, type QuoteCalls } from './quote-calls.ts';

export type LoanApplicationRow = LoanApplication & QuoteCalls;

export const businessLoan: LeadKindModule<LoanApplicationRow, 'LoanApplication'> = quoteKind({
  table: 'LoanApplication',
  link: 'loanApplicationId',
  fromStored: (stored) => ({
    companyAddress: null,
    postCode: null,
    tradingName: null,
    tradingAddress: null,
    tradingPostCode: null,
    businessCategory: null,
    monthlyTurnoverFrom: null,
    ...noCallsYet(stored),
  }),
  read: (db, id) => db.loanApplication.findUnique({ where: { id }, include: withQuoteCalls }),
  summary: (row) => ({
    ...noContact,
    businessName: row.tradingName ? `${row.companyName} (trading as ${row.tradingName})` : row.companyName,
    postCode: postcodeIn(row.companyAddress),
    progress: quoteProgress(
      'business_loan',
      row.monthlyTurnoverFrom !== null,
      [[row.businessCategory, 'turnover']],
      'category',
    ),
  }),
  answers: (row) => [
    ...answer('Amount to borrow', `£${row.borrowAmount.toLocaleString('en-GB')}`),
    ...answer('Term', `${row.borrowTermMonths} months`),
    ...answer('Company name', row.companyName),
    ...answer('Company address', row.companyAddress),
    ...answer('Trading name', row.tradingName),
    ...answer('Trading address', row.tradingAddress),
    ...answer('Business category', labelOf(businessCategoryValues, row.businessCategory)),
    ...answer(
      'Monthly card turnover',
      row.monthlyTurnoverFrom === null ? null : `£${turnoverBand(row.monthlyTurnoverFrom)}`,
    ),
  ],
  erase: async (tx, id) => {
    await tx.loanApplication.update({
      where: { id },
      data: { companyName: '', companyAddress: null, tradingName: null, tradingAddress: null },
    });
  },
});
