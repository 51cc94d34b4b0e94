import { paths } from '../../app/paths.ts';
import type { PlainFormName } from '../../forms/posted-form.ts';

/**
 * The cash advance's two pages as plain forms (forms/posted-form.ts): each form is named by its hidden `form` field,
 * so the server (apps/server/src/http/cash-advance-forms.ts) can take one sent before the page's code arrived.
 */
export const cashAdvanceForms = {
  /** /merchant-service: the four answers (and the optional estimate), which create the application. */
  merchant: 'cash-merchant',
  /** 'Choose your product': the product (or 'Not sure') a Select button names. */
  product: 'cash-product',
} as const satisfies Record<string, PlainFormName>;
export type CashAdvanceForm = (typeof cashAdvanceForms)[keyof typeof cashAdvanceForms];

/** The merchant-service form's answers, by the names the procedure takes (and its draft keeps). */
export const merchantFieldNames = ['card_provider', 'take_payment', 'business_location', 'business_name'] as const;
/** The optional estimate's two amounts, as typed, inside the same form (shown only with the business's figures). */
export const estimateFieldNames = ['estimate_takings', 'estimate_advance'] as const;

/** The merchant-service form's draft in the tab (what was typed, kept for a reload until it is sent). */
export const merchantDraft = 'merchant-service';

/**
 * Where a created application leads: 'Choose your product' for it, with the takings typed for the estimate, which start
 * the card-machine cost estimator there.
 */
export function afterMerchantService(id: string, monthlyTakingsPounds?: number): string {
  const takings = monthlyTakingsPounds === undefined ? '' : `?takings=${monthlyTakingsPounds}`;
  return `${paths.chooseProduct(id)}${takings}`;
}

/** Where a chosen product leads: booking the call about the application. */
export const afterProductChosen = (id: string) => paths.calendly('cash-advance', id);
