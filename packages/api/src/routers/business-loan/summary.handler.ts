import { businessCategoryValues, labelOf } from '@sme/domain';
import { quoteStateSelect } from '../../services/quote-access.ts';
import { applicationSummaryHandler } from '../application-summary.ts';

export const summaryHandler = applicationSummaryHandler(
  (prisma, id) =>
    prisma.loanApplication.findUnique({ where: { id }, include: { scheduledCalls: quoteStateSelect.scheduledCalls } }),
  (application) => ({
    company_name: application.companyName,
    legal_form: application.legalForm,
    company_address: application.companyAddress ?? '',
    tradding_name: application.tradingName ?? '',
    tradding_address: application.tradingAddress ?? '',
    borrow_ammount: String(application.borrowAmount),
    borrow_month: `${application.borrowTermMonths} months`,
    business_cat: labelOf(businessCategoryValues, application.businessCategory),
    monthly_turnover_from: application.monthlyTurnoverFrom,
  }),
);
