import {
  businessLocationValues,
  labelOf,
  PRODUCT_NOT_SURE,
  takePaymentValues,
  type CashAdvanceFiguresShown,
} from '@sme/domain';
import { quoteStateSelect } from '../../services/quote-access.ts';
import { applicationSummaryHandler } from '../application-summary.ts';

export const cashAdvanceSummaryHandler = applicationSummaryHandler(
  (prisma, id) =>
    prisma.cashAdvanceApplication.findUnique({
      where: { id },
      include: { scheduledCalls: quoteStateSelect.scheduledCalls, product: { select: { name: true } } },
    }),
  (application) => ({
    business_name: application.businessName,
    card_provider: application.cardProvider,
    take_payment: labelOf(takePaymentValues, application.takePayment),
    business_location: labelOf(businessLocationValues, application.businessLocation),
    product_id: application.productNotSure ? PRODUCT_NOT_SURE : application.productId,
    product_name: application.productNotSure ? null : (application.product?.name ?? null),
    advance_pounds: (application.advanceFiguresShown as CashAdvanceFiguresShown | null)?.advancePounds ?? null,
  }),
);
