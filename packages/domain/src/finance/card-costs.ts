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
 * The estimated monthly cost of a card machine: its monthly charge, each card type's rate on its share of the takings,
 * and its pence on each payment (the takings over the average sale). Null when the product lacks a rate the takings
 * need (no rates entered: the card shows its monthly charge alone). Pence per payment not entered count as none.
 */
export function estimatedMonthlyCostPence(product: CardMachineCharges, takings: CardTakings): number | null {
  const creditShare = takings.creditSharePercent / 100;
  const shares = [
    { share: 1 - creditShare, rate: product.debitRatePercent, pence: product.debitPencePerTransaction },
    { share: creditShare, rate: product.creditRatePercent, pence: product.creditPencePerTransaction },
  ].filter((part) => part.share > 0);
  if (shares.some((part) => part.rate === null)) return null;
  const takingsPence = takings.monthlyTakingsPounds * 100;
  const payments = takings.monthlyTakingsPounds / takings.averageSalePounds;
  const cardCharges = shares.reduce(
    (sum, part) => sum + part.share * (takingsPence * (part.rate! / 100) + payments * (part.pence ?? 0)),
    0,
  );
  return roundPence(product.monthlyChargePounds * 100 + cardCharges);
}
