import { describe, expect, it } from 'vitest';
import {
  annualKwhOf,
  climateChangeLevySettingsSchema,
  currentAnnualCostPence,
  energyFiguresShownOf,
  energyRatesSettingsSchema,
  financeMessages,
  indicativeComparison,
  taxBasisOf,
  taxBasisText,
  type ClimateChangeLevySettings,
  type EnergyRatesSettings,
} from '../src/index.ts';

// Issue 44: what the visitor pays now and the indicative rates compared like for like, both including VAT and Climate
// Change Levy. A bill is taken as typed (including both, unless the visitor says not); the unit rate, standing charge
// and the business's bands exclude both, as business bills print them. Worked by hand and with Python's Decimal.

const rates: EnergyRatesSettings = {
  asOf: '2026-11-01',
  bands: [
    { fuel: 'electricity', fromKwh: 0, toKwh: 15_000, unitRatePence: 26, standingChargePencePerDay: 60 },
    { fuel: 'electricity', fromKwh: 15_000, toKwh: null, unitRatePence: 24.5, standingChargePencePerDay: 80 },
    { fuel: 'gas', fromKwh: 0, toKwh: null, unitRatePence: 6.2, standingChargePencePerDay: 40 },
  ],
};

/** The HMRC main rates from 1 April 2025: £0.00775 and £0.00791 a kWh. */
const levy: ClimateChangeLevySettings = {
  inForceFrom: '2025-04-01',
  electricityPencePerKwh: 0.775,
  gasPencePerKwh: 0.791,
};

const standard = { vatPercent: 20, cclPencePerKwh: 0.775, cclInForceFrom: '2025-04-01', deMinimis: false };

describe('energy: what the visitor pays now and at indicative rates, both with VAT and CCL', () => {
  it('the audit: 20,000 kWh and £641.05 a month is £7,692.60 a year; the band’s £5,192.00 is £6,416.40 with VAT and CCL: £1,276.20 less', () => {
    // 20,000 × 24.5p + 365 × 80p = £5,192.00; CCL 20,000 × 0.775p = £155.00; VAT 20% of £5,347.00 = £1,069.40.
    const current = { fuel: 'electricity', annualKwh: 20_000, monthlyBillPounds: 641.05 } as const;
    expect(currentAnnualCostPence(current, levy)).toBe(769_260);
    expect(indicativeComparison(rates, levy, current)).toEqual({
      fuel: 'electricity',
      annualKwh: 20_000,
      band: rates.bands[1],
      currentAnnualPence: 769_260,
      indicativeAnnualPence: 641_640,
      differencePence: 127_620,
      basis: standard,
    });
  });

  it('the same usage given with the rates (which exclude VAT and CCL): the same £7,692.60 a year now', () => {
    // 20,000 × 30p + 365 × 70p = £6,255.50; + £155.00 CCL = £6,410.50; + 20% = £7,692.60.
    const current = {
      fuel: 'electricity',
      annualKwh: 20_000,
      unitRatePence: 30,
      standingChargePencePerDay: 70,
    } as const;
    expect(currentAnnualCostPence(current, levy)).toBe(769_260);
    expect(indicativeComparison(rates, levy, current)).toMatchObject({ differencePence: 127_620, basis: standard });
  });

  it('works the usage out from the bill with VAT and CCL taken out first: £641.05 a month at 30p and 70p a day is 20,000 kWh', () => {
    // £7,692.60 ÷ 1.2 = £6,410.50; less 365 × 70p = £6,155.00; ÷ (30p + 0.775p CCL) = 20,000 kWh (not 24,790).
    const current = {
      fuel: 'electricity',
      monthlyBillPounds: 641.05,
      unitRatePence: 30,
      standingChargePencePerDay: 70,
    } as const;
    expect(annualKwhOf(current, levy)).toBe(20_000);
    expect(indicativeComparison(rates, levy, current)).toMatchObject({
      annualKwh: 20_000,
      currentAnnualPence: 769_260,
      indicativeAnnualPence: 641_640,
      differencePence: 127_620,
    });
  });

  it('a bill the visitor says excludes VAT and CCL has both added: £500 a month for 20,000 kWh is £7,386.00 a year', () => {
    // £6,000.00 + £155.00 CCL = £6,155.00; + 20% VAT £1,231.00 = £7,386.00; less £6,416.40 = £969.60.
    const current = {
      fuel: 'electricity',
      annualKwh: 20_000,
      monthlyBillPounds: 500,
      billIncludesVatAndCcl: false,
    } as const;
    expect(currentAnnualCostPence(current, levy)).toBe(738_600);
    expect(indicativeComparison(rates, levy, current)).toMatchObject({
      currentAnnualPence: 738_600,
      indicativeAnnualPence: 641_640,
      differencePence: 96_960,
    });
    // And its usage, from the bill without taking anything out: (£6,000.00 − 365 × 70p) ÷ 30p = 19,148 kWh.
    expect(
      annualKwhOf({ ...current, annualKwh: undefined, unitRatePence: 30, standingChargePencePerDay: 70 }, levy),
    ).toBe(19_148);
  });

  it('de minimis: 10,000 kWh of electricity (under 33 kWh a day) has VAT at 5% and no CCL on both sides', () => {
    // Now 10,000 × 30p + 365 × 70p = £3,255.50 + 5% £162.78 = £3,418.28; at 26p and 60p a day, £2,819.00 + £140.95.
    const current = {
      fuel: 'electricity',
      annualKwh: 10_000,
      unitRatePence: 30,
      standingChargePencePerDay: 70,
    } as const;
    expect(indicativeComparison(rates, levy, current)).toEqual({
      fuel: 'electricity',
      annualKwh: 10_000,
      band: rates.bands[0],
      currentAnnualPence: 341_828,
      indicativeAnnualPence: 295_995,
      differencePence: 45_833,
      basis: { vatPercent: 5, cclPencePerKwh: 0, cclInForceFrom: '2025-04-01', deMinimis: true },
    });
  });

  it('the de minimis thresholds: 33 kWh a day of electricity (12,045 a year), 145 of gas (52,925 a year)', () => {
    expect(taxBasisOf('electricity', 12_045, levy)).toMatchObject({ vatPercent: 5, cclPencePerKwh: 0 });
    expect(taxBasisOf('electricity', 12_046, levy)).toMatchObject({ vatPercent: 20, cclPencePerKwh: 0.775 });
    expect(taxBasisOf('gas', 52_925, levy)).toMatchObject({ vatPercent: 5, cclPencePerKwh: 0, deMinimis: true });
    expect(taxBasisOf('gas', 52_926, levy)).toEqual({
      vatPercent: 20,
      cclPencePerKwh: 0.791,
      cclInForceFrom: '2025-04-01',
      deMinimis: false,
    });
  });

  it('states the basis in words, from the figures used', () => {
    expect(taxBasisText('electricity', standard)).toBe(
      'Both figures include VAT at 20% and Climate Change Levy at 0.775p per kWh (the main rate from 1 April 2025).',
    );
    expect(taxBasisText('gas', taxBasisOf('gas', 60_000, levy))).toBe(
      'Both figures include VAT at 20% and Climate Change Levy at 0.791p per kWh (the main rate from 1 April 2025).',
    );
    expect(taxBasisText('gas', taxBasisOf('gas', 38_209, levy))).toBe(
      'Both figures include VAT at 5% and no Climate Change Levy, as charged on use of up to 145 kWh a day.',
    );
  });

  it('a £250 monthly gas bill at 7p and 50p a day is 38,209 kWh a year (de minimis, 5% VAT out): £2,640.71 at the band', () => {
    // £3,000.00 ÷ 1.05 = £2,857.14; less 365 × 50p = £2,674.64; ÷ 7p = 38,209 kWh, under 52,925.
    // At 6.2p and 40p a day: £2,514.96 + 5% VAT £125.75 = £2,640.71.
    const current = { fuel: 'gas', monthlyBillPounds: 250, unitRatePence: 7, standingChargePencePerDay: 50 } as const;
    expect(annualKwhOf(current, levy)).toBe(38_209);
    expect(indicativeComparison(rates, levy, current)).toMatchObject({
      annualKwh: 38_209,
      currentAnnualPence: 300_000,
      indicativeAnnualPence: 264_071,
      differencePence: 35_929,
      basis: { vatPercent: 5, cclPencePerKwh: 0, deMinimis: true },
    });
  });

  it('a bill between the most a de minimis use costs and the least a standard one does is taken at the threshold', () => {
    // At 30p and 70p a day, 12,045 kWh costs £4,062.45 de minimis and £4,754.82 with 20% VAT and CCL.
    const current = {
      fuel: 'electricity',
      monthlyBillPounds: 366.67,
      unitRatePence: 30,
      standingChargePencePerDay: 70,
    } as const;
    expect(annualKwhOf(current, levy)).toBe(12_045);
  });

  it('nothing to compare without the usage, a band for it, or the Climate Change Levy rates', () => {
    expect(indicativeComparison(rates, levy, { fuel: 'gas', monthlyBillPounds: 250 })).toBeNull();
    expect(
      indicativeComparison({ ...rates, bands: rates.bands.slice(2) }, levy, { fuel: 'electricity', annualKwh: 1 }),
    ).toBeNull();
    const current = { fuel: 'electricity', annualKwh: 20_000, monthlyBillPounds: 641.05 } as const;
    expect(indicativeComparison(rates, null, current)).toBeNull();
    expect(energyFiguresShownOf(rates, null, [current])).toEqual({
      current: [current],
      comparisons: [],
      asOf: null,
      levy: null,
    });
    expect(energyFiguresShownOf(rates, levy, [current])).toMatchObject({ asOf: '2026-11-01', levy });
  });

  it('refuses two bands of one fuel that overlap', () => {
    const overlapping = { ...rates, bands: [rates.bands[0], { ...rates.bands[1]!, fromKwh: 10_000 }] };
    expect(energyRatesSettingsSchema.safeParse(overlapping).error?.issues[0]?.message).toBe(
      'Two bands of the same fuel overlap: each yearly usage must fall in one band only.',
    );
  });

  it('takes Climate Change Levy rates from 0 to 10p a kWh with the day they came into force, not a day to come', () => {
    expect(climateChangeLevySettingsSchema.parse(levy)).toEqual(levy);
    const refused = (data: unknown) =>
      climateChangeLevySettingsSchema
        .safeParse(data)
        .error?.issues.map(({ path, message }) => [path.join('.'), message]);
    expect(refused({ ...levy, electricityPencePerKwh: 10.5, gasPencePerKwh: -1 })).toEqual([
      ['electricityPencePerKwh', financeMessages.cclRate('electricity')],
      ['gasPencePerKwh', financeMessages.cclRate('gas')],
    ]);
    expect(refused({ ...levy, gasPencePerKwh: 0.7915 })).toEqual([['gasPencePerKwh', financeMessages.cclRate('gas')]]);
    expect(refused({ ...levy, inForceFrom: '2025-02-30' })).toEqual([['inForceFrom', financeMessages.inForceFrom]]);
    expect(refused({ ...levy, inForceFrom: '2999-04-01' })).toEqual([['inForceFrom', financeMessages.inForceFrom]]);
    expect(refused({ ...levy, electricityPencePerKwh: 0, gasPencePerKwh: 10 })).toBeUndefined();
  });
});
