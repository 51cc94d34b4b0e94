import { PRODUCT_NOT_SURE, serverMessages } from '@sme/domain';
import type { Context } from '../../context.ts';
import { quoteStateSelect, requireExisting } from '../../services/quote-access.ts';
import { labelOf } from '../../services/stored-labels.ts';
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
      take_payment: labelOf(takePaymentValues, application.takePayment),
      business_location: labelOf(businessLocationValues, application.businessLocation),
      product_id: application.productNotSure ? PRODUCT_NOT_SURE : application.productId,
      product_name: application.productNotSure ? null : (application.product?.name ?? null),
    },
  };
}
