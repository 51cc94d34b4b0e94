import {
  businessLocationValues,
  labelOf,
  PRODUCT_NOT_SURE,
  takePaymentValues,
  type CashAdvanceFiguresShown,
} from '@sme/domain';
import type { z } from 'zod';
import { quoteStateSelect } from '../../services/quote-access.ts';
import { applicationSummaryHandler } from '../application-summary.ts';
import type { locationFact } from './location-data.schema.ts';

/**
 * What a cash-advance application holds, for both reads: the REST read (GET /cash-advance/get/{id}) and the site's
 * summary ('Choose your product' and the booking screen). Each one's output keeps the fields it answers.
 */
export const cashAdvanceApplicationHandler = applicationSummaryHandler(
  (prisma, id) =>
    prisma.cashAdvanceApplication.findUnique({
      where: { id },
      include: { scheduledCalls: quoteStateSelect.scheduledCalls, product: { select: { name: true } } },
    }),
  (application) => {
    const product: number | typeof PRODUCT_NOT_SURE | null = application.productNotSure
      ? PRODUCT_NOT_SURE
      : application.productId;
    return {
      // The column is nullable, but every create stores the list it validated (empty when none was sent).
      location_data: (application.locationData ?? []) as z.output<typeof locationFact>[],
      take_payment: labelOf(takePaymentValues, application.takePayment),
      business_location: labelOf(businessLocationValues, application.businessLocation),
      business_name: application.businessName,
      card_provider: application.cardProvider,
      product_id: product,
      product_name: application.productNotSure ? null : (application.product?.name ?? null),
      advance_pounds: (application.advanceFiguresShown as CashAdvanceFiguresShown | null)?.advancePounds ?? null,
      step_reached: product === null ? ('product' as const) : ('booking' as const),
    };
  },
);
