import { businessLocationOptions, PRODUCT_NOT_SURE, serverMessages, takePaymentOptions } from '@sme/domain';
import type { Context } from '../../context.ts';
import { requireExisting } from '../../services/applications.ts';
import { quoteStateSelect } from '../../services/quote-access.ts';
import { businessLocationValues, takePaymentValues } from './labels.ts';

export async function cashAdvanceSummaryHandler(ctx: Context, input: { id: string }) {
  const application = await requireExisting(
    input.id,
    (id) =>
      ctx.prisma.cashAdvanceApplication.findUnique({
        where: { id },
        include: { scheduledCalls: quoteStateSelect.scheduledCalls, product: { select: { name: true } } },
      }),
    serverMessages.applicationNotFound,
  );
  return {
    collections: {
      id: application.id,
      business_name: application.businessName,
      card_provider: application.cardProvider,
      take_payment: takePaymentOptions.find((label) => takePaymentValues[label] === application.takePayment)!,
      business_location: businessLocationOptions.find(
        (label) => businessLocationValues[label] === application.businessLocation,
      )!,
      product_id: application.productNotSure ? PRODUCT_NOT_SURE : application.productId,
      product_name: application.productNotSure ? null : (application.product?.name ?? null),
    },
  };
}
