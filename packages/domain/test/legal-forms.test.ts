import { describe, expect, it } from 'vitest';
import {
  isRegulatedLoan,
  legalFormLabel,
  legalFormMessages,
  legalForms,
  loanBasicInfoFormRules,
  loanLegalForm,
  REGULATED_CREDIT_LIMIT_POUNDS,
  regulatedCreditLabel,
  type LegalForm,
} from '../src/index.ts';

// Issue 44, part 2: a business loan is regulated credit only when the borrower is an individual in law (a sole
// trader, a partnership of 2 or 3 partners, an unincorporated association) and the credit is £25,000 or less.

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the legal forms the loan wizard offers', () => {
  it('lists each with its wire value and label, in the order the wizard shows them', () => {
    expect(legalForms.map(({ value, label }) => [value, label])).toEqual([
      ['sole_trader', 'Sole trader'],
      ['partnership_2_or_3', 'Partnership of 2 or 3 partners'],
      ['partnership_4_or_more', 'Partnership of 4 or more partners'],
      ['limited_company', 'Limited company'],
      ['llp', 'Limited liability partnership (LLP)'],
      ['other', 'Other (e.g. a charity or club)'],
    ]);
  });

  it('labels a stored value, and nothing for none or an unknown one', () => {
    expect(legalFormLabel('llp')).toBe('Limited liability partnership (LLP)');
    expect(legalFormLabel(null)).toBeNull();
    expect(legalFormLabel(undefined)).toBeNull();
    expect(legalFormLabel('plc')).toBeNull();
  });
});

describe('isRegulatedLoan', () => {
  it('puts the limit at £25,000', () => {
    expect(REGULATED_CREDIT_LIMIT_POUNDS).toBe(25_000);
  });

  it.each<[LegalForm, number, boolean]>([
    ['sole_trader', 3000, true],
    ['sole_trader', 25_000, true],
    ['sole_trader', 25_001, false],
    ['sole_trader', 1_000_000, false],
    ['partnership_2_or_3', 10_000, true],
    ['partnership_2_or_3', 25_000, true],
    ['partnership_2_or_3', 25_001, false],
    ['partnership_4_or_more', 3000, false],
    ['partnership_4_or_more', 250_000, false],
    ['limited_company', 3000, false],
    ['limited_company', 25_000, false],
    ['llp', 5000, false],
    ['llp', 500_000, false],
  ])('%s borrowing £%d: %s', (form, pounds, regulated) => {
    expect(isRegulatedLoan(form, pounds)).toBe(regulated);
  });

  it.each([
    ['no legal form given', null, 10_000],
    ['no legal form given (undefined)', undefined, 10_000],
    ['Other: a charity may be a company, a club an unincorporated association', 'other', 10_000],
    ['Other, over the limit', 'other', 50_000],
  ] as const)('does not know with %s', (_what, form, pounds) => {
    expect(isRegulatedLoan(form, pounds)).toBeNull();
  });

  it('does not know for an amount that is not a number of pounds', () => {
    expect(isRegulatedLoan('sole_trader', Number.NaN)).toBeNull();
    expect(isRegulatedLoan('sole_trader', -1)).toBeNull();
    // A company is never a regulated borrower, whatever the amount.
    expect(isRegulatedLoan('limited_company', Number.NaN)).toBe(false);
  });

  it('reads the answer as staff do: Yes, No or Not known', () => {
    expect(regulatedCreditLabel(true)).toBe('Yes');
    expect(regulatedCreditLabel(false)).toBe('No');
    expect(regulatedCreditLabel(null)).toBe('Not known');
  });
});

describe('the legal form field', () => {
  it('takes a wire value whatever its case and spaces, and reads a blank one as none given', () => {
    expect(loanLegalForm.safeParse('sole_trader').data).toBe('sole_trader');
    expect(loanLegalForm.safeParse(' LLP ').data).toBe('llp');
    expect(loanLegalForm.safeParse('').data).toBeNull();
    expect(loanLegalForm.safeParse('   ').data).toBeNull();
  });

  it.each(['plc', 'Sole trader', 'sole trader', 'limited', 42, true, null, {}])('refuses %j', (sent) => {
    expect(firstMessage(loanLegalForm.safeParse(sent))).toBe(legalFormMessages.invalid);
  });

  it('names every wire value in its refusal', () => {
    expect(legalFormMessages.invalid).toBe(
      'Legal form must be one of: sole_trader, partnership_2_or_3, partnership_4_or_more, limited_company, llp, other.',
    );
  });
});

describe("the wizard's step 1 asks the legal form", () => {
  const step = {
    borrow_ammount: '25000',
    borrow_month: '12 months',
    company_name: 'Carter Bakery Ltd',
    postcode: 'YO1 7HH',
    trading_info: 'no',
    tradding_address: '',
  };

  it.each(['', undefined, 'plc'])('requires it (%j) with its own message under the field', (legal_form) => {
    const result = loanBasicInfoFormRules.safeParse({ ...step, legal_form });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['legal_form', '* Please choose your legal form'],
    ]);
    expect(legalFormMessages.required).toBe('* Please choose your legal form');
  });

  it.each(legalForms.map(({ value }) => value))('takes %s', (legal_form) => {
    expect(loanBasicInfoFormRules.safeParse({ ...step, legal_form }).success).toBe(true);
  });
});
