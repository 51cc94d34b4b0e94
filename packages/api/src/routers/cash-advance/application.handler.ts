import { businessLocationValues, labelOf, PRODUCT_NOT_SURE, takePaymentValues } from '@sme/domain';
import type { z } from 'zod';
import { quoteStateSelect } from '../../services/quote-access.ts';
import { applicationSummaryHandler } from '../application-summary.ts';
import type { locationFact } from './location-data.schema.ts';

export const cashAdvanceApplicationHandler = applicationSummaryHandler(
  (prisma, id) =>
    prisma.cashAdvanceApplication.findUnique({
      where: { id },
      include: { scheduledCalls: quoteStateSelect.scheduledCalls },
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
      step_reached: product === null ? ('product' as const) : ('booking' as const),
    };
  },
);
