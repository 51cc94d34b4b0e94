import { serverMessages } from '@sme/domain';
import type { Context } from '../../context.ts';
import { quoteStateSelect, requireExisting } from '../../services/quote-access.ts';
import { labelOf } from '../../services/stored-labels.ts';
import { businessCategoryValues } from './labels.ts';

export async function summaryHandler(ctx: Context, input: { id: string }) {
  const application = await requireExisting(
    input.id,
    (id) =>
      ctx.prisma.loanApplication.findUnique({
        where: { id },
        include: { scheduledCalls: quoteStateSelect.scheduledCalls },
      }),
    serverMessages.applicationNotFound,
  );
  return {
    collections: {
      id: application.id,
      company_name: application.companyName,
      company_address: application.companyAddress ?? '',
      tradding_name: application.tradingName ?? '',
      tradding_address: application.tradingAddress ?? '',
      borrow_ammount: String(application.borrowAmount),
      borrow_month: `${application.borrowTermMonths} months`,
      business_cat: labelOf(businessCategoryValues, application.businessCategory),
      monthly_turnover_from: application.monthlyTurnoverFrom,
    },
  };
}
