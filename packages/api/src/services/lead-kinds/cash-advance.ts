import {
  businessLocationValues,
  labelOf,
  PRODUCT_NOT_SURE,
  quoteProgress,
  takePaymentValues,
  type CardCostShown,
  type CashAdvanceFiguresShown,
} from '@sme/domain';
import type { CashAdvanceApplication } from '@sme/db';
import type { LeadKindModule } from './lead-kind.ts';
import { answer, noContact } from './answers.ts';
import { callbackCorrections, correction } from './corrections.ts';
import { noCallsYet, quoteKind, withQuoteCalls, type QuoteCalls } from './quote-calls.ts';

export type CashAdvanceApplicationRow = CashAdvanceApplication &
  QuoteCalls & { product: { id: number; name: string } | null };

/** The country the address lookup gave, among the location facts the visitor's browser sent; none when unknown. */
function countryOf(locationData: unknown): string | undefined {
  if (!Array.isArray(locationData)) return undefined;
  const country = (locationData as { label?: string; value?: string }[]).find((fact) => fact?.label === 'Country');
  // The server writes 'Unknown' when it could not tell: not an answer worth a line on the lead page.
  return country?.value === 'Unknown' ? undefined : country?.value;
}

export const cashAdvance: LeadKindModule<CashAdvanceApplicationRow, 'CashAdvanceApplication'> = quoteKind({
  table: 'CashAdvanceApplication',
  link: 'cashAdvanceApplicationId',
  fromStored: (stored) => ({
    productId: null,
    productNotSure: false,
    product: null,
    ...noCallsYet(stored),
    // What the visitor's browser sent, as the column reads it back.
    locationData: (stored.locationData ?? null) as CashAdvanceApplication['locationData'],
    advanceFiguresShown: (stored.advanceFiguresShown ?? null) as CashAdvanceApplication['advanceFiguresShown'],
    cardCostShown: (stored.cardCostShown ?? null) as CashAdvanceApplication['cardCostShown'],
  }),
  readMany: (db, ids) =>
    db.cashAdvanceApplication.findMany({
      where: { id: { in: ids } },
      include: { ...withQuoteCalls, product: { select: { id: true, name: true } } },
    }),
  summary: (row) => ({
    ...noContact,
    businessName: row.businessName,
    progress: quoteProgress('cash_advance', row.productId !== null || row.productNotSure, [], 'product'),
  }),
  answers: (row) => [
    ...answer('Business name', row.businessName),
    ...answer('Card provider', row.cardProvider),
    ...answer('How payments are taken', labelOf(takePaymentValues, row.takePayment)),
    ...answer('Where the business sells', labelOf(businessLocationValues, row.businessLocation)),
    ...answer('Product', row.product?.name ?? (row.productNotSure ? PRODUCT_NOT_SURE : null)),
    ...answer('Country', countryOf(row.locationData)),
  ],
  product: (row) => row.product,
  figures: (row) =>
    row.advanceFiguresShown || row.cardCostShown
      ? {
          ...(row.advanceFiguresShown
            ? { cashAdvance: row.advanceFiguresShown as unknown as CashAdvanceFiguresShown }
            : {}),
          ...(row.cardCostShown ? { cardCost: row.cardCostShown as unknown as CardCostShown } : {}),
        }
      : null,
  erase: async (tx, id) => {
    await tx.cashAdvanceApplication.update({ where: { id }, data: { businessName: '' } });
  },
  corrections: [
    correction<CashAdvanceApplicationRow>(
      'businessName',
      'Business name',
      'businessName',
      true,
      (row) => row.businessName,
      (tx, id, value) => tx.cashAdvanceApplication.update({ where: { id }, data: { businessName: value } }),
    ),
    ...callbackCorrections<CashAdvanceApplicationRow>('cashAdvanceApplicationId'),
  ],
});
