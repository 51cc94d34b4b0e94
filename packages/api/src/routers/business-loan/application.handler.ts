import { businessCategoryValues, labelOf } from '@sme/domain';
import type { LoanApplication } from '@sme/db';
import { quoteStateSelect } from '../../services/quote-access.ts';
import { applicationSummaryHandler } from '../application-summary.ts';
import type { loanStepsReached } from './application.schema.ts';

/** As the inbox's progress reads it (the business-loan lead kind): step 3 answered means the booking screen. */
function loanStepReached(
  application: Pick<LoanApplication, 'businessCategory' | 'monthlyTurnoverFrom'>,
): (typeof loanStepsReached)[number] {
  if (application.monthlyTurnoverFrom !== null) return 'booking';
  return application.businessCategory !== null ? 'turnover' : 'category';
}

export const loanApplicationHandler = applicationSummaryHandler(
  (prisma, id) =>
    prisma.loanApplication.findUnique({ where: { id }, include: { scheduledCalls: quoteStateSelect.scheduledCalls } }),
  (application) => ({
    company_name: application.companyName,
    legal_form: application.legalForm,
    company_address: application.companyAddress ?? '',
    post_code: application.postCode ?? '',
    tradding_name: application.tradingName ?? '',
    tradding_address: application.tradingAddress ?? '',
    tradding_post_code: application.tradingPostCode ?? '',
    borrow_ammount: String(application.borrowAmount),
    borrow_month: `${application.borrowTermMonths} months`,
    business_cat: labelOf(businessCategoryValues, application.businessCategory),
    monthly_turnover_from: application.monthlyTurnoverFrom,
    step_reached: loanStepReached(application),
  }),
);
