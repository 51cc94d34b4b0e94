import { roundPence } from './money.ts';

/** A card machine's charges as the catalogue holds them; a rate not entered is null. */
export interface CardMachineCharges {
  monthlyChargePounds: number;
  debitRatePercent: number | null;
  debitPencePerTransaction: number | null;
  creditRatePercent: number | null;
  creditPencePerTransaction: number | null;
}

/** What the merchant tells the estimator. */
export interface CardTakings {
  monthlyTakingsPounds: number;
  averageSalePounds: number;
  /** The share of the takings paid by credit card, 0 to 100; the rest by debit card. */
  creditSharePercent: number;
}

/**
 * The VAT basis of a card machine's costs. The catalogue holds every figure before VAT, as providers quote them to
 * businesses. The monthly charge (the terminal's rental), the set-up fee and the exit fee carry VAT at the standard
 * rate; the fees on card payments (the rates and the pence per payment) are exempt, as financial services.
 */
export const CARD_MACHINE_VAT_PERCENT = 20;

/** An amount before VAT with VAT at the standard rate added, in whole pence (£25.00 → £30.00). */
export function withVatPence(pence: number): number {
  return roundPence((pence * (100 + CARD_MACHINE_VAT_PERCENT)) / 100);
}

/**
 * The fees on card payments a month, in pence: each card type's rate on its share of the takings, and its pence on
 * each payment (the takings over the average sale). Null when the product lacks a rate the takings need. Pence per
 * payment not entered count as none. No VAT: card fees are exempt.
 */
export function estimatedCardFeesPence(product: CardMachineCharges, takings: CardTakings): number | null {
  const creditShare = takings.creditSharePercent / 100;
  const shares = [
    { share: 1 - creditShare, rate: product.debitRatePercent, pence: product.debitPencePerTransaction },
    { share: creditShare, rate: product.creditRatePercent, pence: product.creditPencePerTransaction },
  ].filter((part) => part.share > 0);
  if (shares.some((part) => part.rate === null)) return null;
  const takingsPence = takings.monthlyTakingsPounds * 100;
  const payments = takings.monthlyTakingsPounds / takings.averageSalePounds;
  return roundPence(
    shares.reduce(
      (sum, part) => sum + part.share * (takingsPence * (part.rate! / 100) + payments * (part.pence ?? 0)),
      0,
    ),
  );
}

/**
 * The estimated monthly cost of a card machine before VAT: its monthly charge and its card fees at these takings
 * (estimatedCardFeesPence). Null when the product lacks a rate the takings need (no rates entered: the card shows its
 * monthly charge alone).
 */
export function estimatedMonthlyCostPence(product: CardMachineCharges, takings: CardTakings): number | null {
  const fees = estimatedCardFeesPence(product, takings);
  return fees === null ? null : product.monthlyChargePounds * 100 + fees;
}

/** A card machine's costs as a product card breaks them down: every figure in whole pence. */
export interface CardMachineCostBreakdown {
  /** The monthly charge before VAT, and with VAT. */
  monthlyChargePence: number;
  monthlyChargeWithVatPence: number;
  /**
   * The card fees a month at the visitor's takings (no VAT): null when the product lacks the rates they need,
   * undefined when no takings are given.
   */
  cardFeesPence: number | null | undefined;
  /** The monthly charge and the card fees before VAT, and with VAT (on the charge only); null without card fees. */
  totalPence: number | null;
  totalWithVatPence: number | null;
  /** The set-up fee before VAT and with VAT; 0 when none is listed. */
  setUpFeePence: number;
  setUpFeeWithVatPence: number;
  /** What a card shows as its one monthly figure: the estimated total when there is one, else the monthly charge. */
  headlinePence: number;
}

/**
 * A card machine's costs, each with its VAT basis: the monthly charge and set-up fee before VAT and with it, the card
 * fees at the takings given (exempt) and the total a month. A set-up fee not entered counts as none.
 */
export function cardMachineCostBreakdown(
  product: CardMachineCharges & { setUpFeePence: number | null },
  takings: CardTakings | null,
): CardMachineCostBreakdown {
  const monthlyChargePence = product.monthlyChargePounds * 100;
  const monthlyChargeWithVatPence = withVatPence(monthlyChargePence);
  const cardFeesPence = takings ? estimatedCardFeesPence(product, takings) : undefined;
  const hasFees = cardFeesPence !== null && cardFeesPence !== undefined;
  const totalPence = hasFees ? monthlyChargePence + cardFeesPence : null;
  const setUpFeePence = product.setUpFeePence ?? 0;
  return {
    monthlyChargePence,
    monthlyChargeWithVatPence,
    cardFeesPence,
    totalPence,
    totalWithVatPence: hasFees ? monthlyChargeWithVatPence + cardFeesPence : null,
    setUpFeePence,
    setUpFeeWithVatPence: withVatPence(setUpFeePence),
    headlinePence: totalPence ?? monthlyChargePence,
  };
}

/** What upfrontClaim reads of a card machine: its set-up fee, as the catalogue answers it. */
export interface UpfrontMachine {
  /** In pounds; null when the business has not entered one (the card then shows '£0 Upfront'). */
  set_up_fee: number | null;
}

/**
 * What can be said of the upfront cost of the machines shown: 'none' (no set-up fee on any: £0 upfront on every one),
 * 'some' (`free` of the `of` have no set-up fee: '£0 upfront' is not true of them all), or 'all' (every one has a set-up fee). Empty: null.
 */
export type UpfrontClaim =
  | { setUpFees: 'none'; of: number }
  | { setUpFees: 'some'; free: number; of: number }
  | { setUpFees: 'all'; of: number };

export function upfrontClaim(machines: readonly UpfrontMachine[]): UpfrontClaim | null {
  if (machines.length === 0) return null;
  const free = machines.filter((machine) => !machine.set_up_fee).length;
  if (free === machines.length) return { setUpFees: 'none', of: machines.length };
  if (free === 0) return { setUpFees: 'all', of: machines.length };
  return { setUpFees: 'some', free, of: machines.length };
}
