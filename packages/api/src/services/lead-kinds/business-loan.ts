import {
  businessCategoryValues,
  isRegulatedLoan,
  labelOf,
  legalFormLabel,
  quoteProgress,
  regulatedCreditLabel,
  turnoverBandPounds,
  type LoanFiguresShown,
} from '@sme/domain';
import type { LoanApplication } from '@sme/db';
import type { LeadKindModule } from './lead-kind.ts';
import { answer, noContact, postcodeIn } from './answers.ts';
import { callbackCorrections, correction, orNull } from './corrections.ts';
import { noCallsYet, quoteKind, withQuoteCalls, type QuoteCalls } from './quote-calls.ts';

export type LoanApplicationRow = LoanApplication & QuoteCalls;

export const businessLoan: LeadKindModule<LoanApplicationRow, 'LoanApplication'> = quoteKind({
  table: 'LoanApplication',
  link: 'loanApplicationId',
  fromStored: (stored) => ({
    legalForm: null,
    companyAddress: null,
    postCode: null,
    tradingName: null,
    tradingAddress: null,
    tradingPostCode: null,
    businessCategory: null,
    monthlyTurnoverFrom: null,
    ...noCallsYet(stored),
    figuresShown: (stored.figuresShown ?? null) as LoanApplication['figuresShown'],
  }),
  readMany: (db, ids) => db.loanApplication.findMany({ where: { id: { in: ids } }, include: withQuoteCalls }),
  summary: (row) => ({
    ...noContact,
    businessName: row.tradingName ? `${row.companyName} (trading as ${row.tradingName})` : row.companyName,
    // The post code the visitor typed; an address chosen before it was kept may still end with one.
    postCode: row.postCode ?? postcodeIn(row.companyAddress),
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
    ...answer('Legal form', legalFormLabel(row.legalForm)),
    // Always said, 'Not known' included: staff ask on the call when it is.
    ...answer('Regulated credit', regulatedCreditLabel(isRegulatedLoan(row.legalForm, row.borrowAmount))),
    ...answer('Company address', row.companyAddress),
    ...answer('Post code', row.postCode),
    ...answer('Trading name', row.tradingName),
    ...answer('Trading address', row.tradingAddress),
    ...answer('Trading post code', row.tradingPostCode),
    ...answer('Business category', labelOf(businessCategoryValues, row.businessCategory)),
    ...answer(
      'Monthly turnover',
      row.monthlyTurnoverFrom === null ? null : turnoverBandPounds(row.monthlyTurnoverFrom),
    ),
  ],
  figures: (row) => (row.figuresShown ? { loan: row.figuresShown as unknown as LoanFiguresShown } : null),
  erase: async (tx, id) => {
    await tx.loanApplication.update({
      where: { id },
      data: {
        companyName: '',
        companyAddress: null,
        postCode: null,
        tradingName: null,
        tradingAddress: null,
        tradingPostCode: null,
      },
    });
  },
  corrections: [
    ...(
      [
        ['companyName', 'Company name', 'businessName', true],
        ['companyAddress', 'Company address', 'address', false],
        ['postCode', 'Post code', 'postcode', false],
        ['tradingName', 'Trading name', 'businessName', false],
        ['tradingAddress', 'Trading address', 'address', false],
        ['tradingPostCode', 'Trading post code', 'postcode', false],
      ] as const
    ).map(([field, label, rule, required]) =>
      correction<LoanApplicationRow>(
        field,
        label,
        rule,
        required,
        (row) => row[field],
        (tx, id, value) =>
          tx.loanApplication.update({ where: { id }, data: { [field]: required ? value : orNull(value) } }),
      ),
    ),
    ...callbackCorrections<LoanApplicationRow>('loanApplicationId'),
  ],
});
