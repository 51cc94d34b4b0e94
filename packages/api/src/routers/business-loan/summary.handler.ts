import { businessCategories, serverMessages } from '@sme/domain';
import type { Context } from '../../context.ts';
import { requireExisting } from '../../services/applications.ts';
import { quoteStateSelect } from '../../services/quote-access.ts';
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
      business_cat:
        businessCategories.find((label) => businessCategoryValues[label] === application.businessCategory) ?? null,
      monthly_turnover_from: application.monthlyTurnoverFrom,
    },
  };
}
