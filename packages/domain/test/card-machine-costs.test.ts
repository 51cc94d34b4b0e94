import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cardMachineCostBreakdown,
  CARD_MACHINE_VAT_PERCENT,
  estimatedCardFeesPence,
  estimatedMonthlyCostPence,
  terminalClaims,
  upfrontClaim,
  withVatPence,
} from '../src/index.ts';

// Issue 44 part 4: every card-machine cost says its VAT basis (the charge and the fees before VAT, card fees
// exempt), and the pages' claims come from the catalogue.

const takings = { monthlyTakingsPounds: 12_000, averageSalePounds: 20, creditSharePercent: 10 };
const machine = {
  monthlyChargePounds: 25,
  debitRatePercent: 0.35,
  debitPencePerTransaction: 2.5,
  creditRatePercent: 1.5,
  creditPencePerTransaction: 2.5,
};

describe('card machine costs and their VAT basis', () => {
  it('adds VAT at 20% to an amount before VAT, to the penny', () => {
    expect(CARD_MACHINE_VAT_PERCENT).toBe(20);
    expect(withVatPence(2_500)).toBe(3_000);
    expect(withVatPence(14_900)).toBe(17_880);
    // £0.99 + 20% = £1.188: £1.19.
    expect(withVatPence(99)).toBe(119);
    expect(withVatPence(0)).toBe(0);
  });

  it('£25 a month, 0.35% + 2.5p debit, 1.5% + 2.5p credit, £12,000 at £20: £70.80 of card fees, £95.80 a month', () => {
    // 0.9 × (0.35% of £12,000 + 600 × 2.5p) + 0.1 × (1.5% of £12,000 + 600 × 2.5p) = £51.30 + £19.50.
    expect(estimatedCardFeesPence(machine, takings)).toBe(7_080);
    expect(estimatedMonthlyCostPence(machine, takings)).toBe(9_580);
    expect(cardMachineCostBreakdown({ ...machine, setUpFeePence: 14_900 }, takings)).toEqual({
      monthlyChargePence: 2_500,
      monthlyChargeWithVatPence: 3_000,
      cardFeesPence: 7_080,
      totalPence: 9_580,
      // VAT on the charge only: £95.80 + £5.00.
      totalWithVatPence: 10_080,
      setUpFeePence: 14_900,
      setUpFeeWithVatPence: 17_880,
      headlinePence: 9_580,
    });
  });

  it('without takings, or without the rates they need, the headline is the monthly charge', () => {
    expect(cardMachineCostBreakdown({ ...machine, setUpFeePence: null }, null)).toMatchObject({
      cardFeesPence: undefined,
      totalPence: null,
      totalWithVatPence: null,
      setUpFeePence: 0,
      setUpFeeWithVatPence: 0,
      headlinePence: 2_500,
    });
    expect(cardMachineCostBreakdown({ ...machine, creditRatePercent: null, setUpFeePence: 0 }, takings)).toMatchObject({
      cardFeesPence: null,
      totalPence: null,
      headlinePence: 2_500,
    });
  });
});

const named = (features: string[], setUpFee: number | null = 0) => ({
  features: features.map((name) => ({ name })),
  set_up_fee: setUpFee,
});

describe("what the pages may say of all the machines shown: only what each machine's entry backs", () => {
  it("'£0 upfront' only when no machine shown has a set-up fee", () => {
    expect(upfrontClaim([named([]), named([], null)])).toEqual({ setUpFees: 'none', of: 2 });
    expect(upfrontClaim([named([]), named([], 49), named([])])).toEqual({ setUpFees: 'some', free: 2, of: 3 });
    expect(upfrontClaim([named([], 49)])).toEqual({ setUpFees: 'all', of: 1 });
    expect(upfrontClaim([])).toBeNull();
  });

  it('a machine without a battery feature gets no battery claim; the claims say how many machines list them', () => {
    expect(terminalClaims([named(['Contactless']), named(['Chip and PIN', '4G and Wi-Fi'])])).toEqual([
      { key: 'connectivity', title: 'Dual Wi-Fi and 4G', machines: 1, of: 2 },
    ]);
    expect(terminalClaims([named(['10-hour battery']), named(['8-hour battery'])])).toEqual([
      { key: 'battery', title: '10-hour battery', machines: 1, of: 2 },
    ]);
    expect(terminalClaims([named(['Contactless'])])).toEqual([]);
    expect(terminalClaims([named(['99.999% uptime']), named(['Wi-Fi only'])])).toEqual([
      { key: 'uptime', title: '99.999% uptime', machines: 1, of: 2 },
    ]);
  });

  it('from the seeded catalogue: 4G and Wi-Fi on 5 of 14, the battery on 3 of 14, and no uptime claim', () => {
    const seed = JSON.parse(
      readFileSync(new URL('../../../prisma/seed/cash-advance.json', import.meta.url), 'utf8'),
    ) as {
      products: { features: string[]; setUpFeePence: number }[];
    };
    const machines = seed.products.map((product) => named(product.features, product.setUpFeePence / 100));
    expect(terminalClaims(machines)).toEqual([
      { key: 'connectivity', title: 'Dual Wi-Fi and 4G', machines: 5, of: 14 },
      { key: 'battery', title: '10-hour battery', machines: 3, of: 14 },
    ]);
    expect(upfrontClaim(machines)).toEqual({ setUpFees: 'none', of: 14 });
  });
});
