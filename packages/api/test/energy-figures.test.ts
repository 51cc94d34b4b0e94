import { testDatabaseKinds } from '@sme/db/testing';
import type { ClimateChangeLevySettings, EnergyRatesSettings } from '@sme/domain';
import { describe, expect, it } from 'vitest';
import { openStaffForSuite, type ConsoleStaff, type ConsoleTestbed } from './console/console-testbed.ts';
import { refusal } from './refusal.ts';

// "What you pay now" on the energy wizard's supplier step: kept on the lead with the indicative comparison worked
// out on the server from the business's rates for the visitor's usage band; nothing indicative without those rates.
// Both sides of the comparison include VAT and Climate Change Levy (issue 44): the bill as the visitor typed it
// (including both unless they say not), the bands' rates (which exclude both) with both added.

const rates: EnergyRatesSettings = {
  asOf: '2026-11-02',
  bands: [
    { fuel: 'electricity', fromKwh: 0, toKwh: 15_000, unitRatePence: 27, standingChargePencePerDay: 55 },
    { fuel: 'electricity', fromKwh: 15_000, toKwh: 50_000, unitRatePence: 24.5, standingChargePencePerDay: 80 },
    { fuel: 'gas', fromKwh: 0, toKwh: null, unitRatePence: 6.5, standingChargePencePerDay: 30 },
  ],
};

/** The HMRC main rates from 1 April 2025, as a new database starts with them. */
const levy: ClimateChangeLevySettings = {
  inForceFrom: '2025-04-01',
  electricityPencePerKwh: 0.775,
  gasPencePerKwh: 0.791,
};

/** Electricity: the audit's 20,000 kWh and £641.05 a month; gas: a £150 monthly bill at 7p and 35p a day. */
const dualFuel = {
  electricity_annual_kwh: 20_000,
  electricity_monthly_bill: 641.05,
  gas_monthly_bill: 150,
  gas_unit_rate: 7,
  gas_standing_charge: 35,
};

const currentOfDualFuel = [
  { fuel: 'electricity', annualKwh: 20_000, monthlyBillPounds: 641.05, billIncludesVatAndCcl: true },
  {
    fuel: 'gas',
    monthlyBillPounds: 150,
    billIncludesVatAndCcl: true,
    unitRatePence: 7,
    standingChargePencePerDay: 35,
  },
];

/**
 * The audit's case, worked by hand: £641.05 × 12 = £7,692.60 now, VAT and CCL included; at the band 20,000 × 24.5p +
 * 365 × 80p = £5,192.00, + 20,000 × 0.775p CCL = £5,347.00, + 20% VAT = £6,416.40: £1,276.20 less (not £2,500.60).
 */
const electricityComparison = {
  fuel: 'electricity',
  annualKwh: 20_000,
  band: rates.bands[1],
  currentAnnualPence: 769_260,
  indicativeAnnualPence: 641_640,
  differencePence: 127_620,
  basis: { vatPercent: 20, cclPencePerKwh: 0.775, cclInForceFrom: '2025-04-01', deMinimis: false },
};
/**
 * £150 × 12 = £1,800.00 now. Taken out 5% VAT (the use is under 145 kWh a day: no CCL either): £1,714.29, less 365 ×
 * 35p, ÷ 7p = 22,665 kWh; at the band 22,665 × 6.5p + 365 × 30p = £1,582.73, + 5% = £1,661.87: £138.13 less.
 */
const gasComparison = {
  fuel: 'gas',
  annualKwh: 22_665,
  band: rates.bands[2],
  currentAnnualPence: 180_000,
  indicativeAnnualPence: 166_187,
  differencePence: 13_813,
  basis: { vatPercent: 5, cclPencePerKwh: 0, cclInForceFrom: '2025-04-01', deMinimis: true },
};

describe.each(testDatabaseKinds())('what the energy visitor pays now, kept with the lead, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let agent: ConsoleStaff['agent'];
  openStaffForSuite(kind, (staff) => ({ bed, agent } = staff));

  const enter = (kind: 'energyRates' | 'climateChangeLevy', data: object | null) =>
    data === null
      ? bed.db.prisma.financeSetting.deleteMany({ where: { kind } })
      : bed.db.prisma.financeSetting.upsert({
          where: { kind },
          create: { kind, data: JSON.parse(JSON.stringify(data)) as object },
          update: { data: JSON.parse(JSON.stringify(data)) as object },
        });
  const enterRates = async (data: EnergyRatesSettings | null, levyEntered: ClimateChangeLevySettings | null = levy) => {
    await enter('energyRates', data);
    await enter('climateChangeLevy', levyEntered);
  };
  const keptOf = async (id: string) =>
    (await bed.db.prisma.guestLead.findUniqueOrThrow({ where: { id } })).energyFiguresShown;

  /** A quote up to the supplier step, comparing this service. */
  const quoteFor = async (service: 'Gas and Electricity' | 'Gas' | 'Electricity', business = 'Copper Kettle Ltd') => {
    const [address] = (await bed.visitor.address.lookup({ postcode: 'E1 6QL' })).collections;
    const { collections } = await bed.visitor.energy.postCodeSubmit({
      post_code: 'E1 6QL',
      full_address: address!.envelopeAddress.summaryLine,
      bussiness_name: business,
    });
    await bed.visitor.energy.serviceSubmit({ id: collections.id, service });
    return collections.id;
  };
  const supplier = (id: string, figures: Record<string, unknown> = {}) =>
    bed.visitor.energy.supplierSubmit({
      id,
      supplier: 'EDF',
      contact_end_date: 'I am not sure',
      ...figures,
    } as never);

  it('starts with the HMRC main rates of Climate Change Levy from 1 April 2025 (a new database has them)', async () => {
    const seeded = await bed.db.prisma.financeSetting.findUniqueOrThrow({ where: { kind: 'climateChangeLevy' } });
    expect(seeded.data).toEqual(levy);
  });

  it('keeps what the visitor pays for each fuel and the indicative comparison worked out on the server', async () => {
    await enterRates(rates);
    const id = await quoteFor('Gas and Electricity');
    expect(
      await supplier(id, {
        ...dualFuel,
        // Figures a browser sends are not taken.
        energyFiguresShown: { comparisons: [{ fuel: 'gas', indicativeAnnualPence: 1 }] },
      }),
    ).toEqual({ message: 'Saved.', collections: { id } });
    const expected = {
      current: currentOfDualFuel,
      comparisons: [electricityComparison, gasComparison],
      asOf: '2026-11-02',
      levy,
    };
    expect(await keptOf(id)).toEqual(expected);
    // What the booking screen reads, and the supplier step when the visitor comes back to it.
    expect(await bed.visitor.energy.figures({ id })).toEqual({ figures: expected });
    // And the lead page, for the agent's call.
    const lead = await bed.db.prisma.lead.findFirstOrThrow({ where: { guestLeadId: id } });
    expect((await agent.caller.admin.leads.detail({ id: lead.id })).figures).toEqual({ energy: expected });
  });

  it('keeps what the visitor pays but shows nothing indicative when the business has entered no rates', async () => {
    await enterRates(null);
    const id = await quoteFor('Gas and Electricity');
    await supplier(id, dualFuel);
    expect(await keptOf(id)).toEqual({ current: currentOfDualFuel, comparisons: [], asOf: null, levy });
  });

  it('shows nothing indicative without the Climate Change Levy rates: the comparison could not be like for like', async () => {
    await enterRates(rates, null);
    const id = await quoteFor('Gas and Electricity');
    await supplier(id, dualFuel);
    expect(await keptOf(id)).toEqual({ current: currentOfDualFuel, comparisons: [], asOf: null, levy: null });
  });

  it('compares with the Climate Change Levy rates entered', async () => {
    // Rates of an example, not HMRC's: whatever the console holds is used.
    await enterRates(rates, { inForceFrom: '2026-04-01', electricityPencePerKwh: 0.801, gasPencePerKwh: 0.812 });
    const id = await quoteFor('Electricity');
    await supplier(id, { electricity_annual_kwh: 20_000, electricity_monthly_bill: 641.05 });
    // 20,000 × 0.801p = £160.20 of CCL: (£5,192.00 + £160.20) × 1.2 = £6,422.64.
    expect(await keptOf(id)).toMatchObject({
      comparisons: [
        {
          indicativeAnnualPence: 642_264,
          differencePence: 126_996,
          basis: { vatPercent: 20, cclPencePerKwh: 0.801, cclInForceFrom: '2026-04-01', deMinimis: false },
        },
      ],
    });
  });

  it('takes a bill the visitor says excludes VAT and CCL (as a form sends it) and adds both before comparing', async () => {
    await enterRates(rates);
    const id = await quoteFor('Electricity');
    await supplier(id, {
      electricity_annual_kwh: '20,000',
      electricity_monthly_bill: '£500',
      electricity_bill_includes_vat: 'false',
    });
    // £6,000.00 + £155.00 CCL = £6,155.00, + 20% = £7,386.00 now; £6,416.40 at the band: £969.60 less.
    expect(await keptOf(id)).toEqual({
      current: [{ fuel: 'electricity', annualKwh: 20_000, monthlyBillPounds: 500, billIncludesVatAndCcl: false }],
      comparisons: [{ ...electricityComparison, currentAnnualPence: 738_600, differencePence: 96_960 }],
      asOf: '2026-11-02',
      levy,
    });
    // Sent as JSON too; and left out, a bill includes them.
    await supplier(id, {
      electricity_monthly_bill: 641.05,
      electricity_unit_rate: 30,
      electricity_standing_charge: 70,
    });
    // The usage from the bill with VAT and CCL taken out first: (£7,692.60 ÷ 1.2 − 365 × 70p) ÷ 30.775p = 20,000 kWh.
    expect(await keptOf(id)).toMatchObject({
      current: [{ billIncludesVatAndCcl: true }],
      comparisons: [{ annualKwh: 20_000, currentAnnualPence: 769_260, differencePence: 127_620 }],
    });
    await supplier(id, {
      electricity_monthly_bill: 500,
      electricity_annual_kwh: 20_000,
      electricity_bill_includes_vat: false,
    });
    expect(await keptOf(id)).toMatchObject({ comparisons: [{ currentAnnualPence: 738_600 }] });
  });

  it('shows nothing indicative for a usage outside every band, or when the usage cannot be known', async () => {
    await enterRates(rates);
    const above = await quoteFor('Electricity');
    await supplier(above, { electricity_annual_kwh: 60_000, electricity_monthly_bill: 1500 });
    expect(await keptOf(above)).toEqual({
      current: [{ fuel: 'electricity', annualKwh: 60_000, monthlyBillPounds: 1500, billIncludesVatAndCcl: true }],
      comparisons: [],
      asOf: null,
      levy,
    });
    // A monthly bill alone: the yearly cost is known, the usage is not.
    const billOnly = await quoteFor('Gas');
    await supplier(billOnly, { gas_monthly_bill: '£1,250.50' });
    expect(await keptOf(billOnly)).toEqual({
      current: [{ fuel: 'gas', monthlyBillPounds: 1250.5, billIncludesVatAndCcl: true }],
      comparisons: [],
      asOf: null,
      levy,
    });
  });

  it('reads figures sent as a form sends them (text), and keeps nothing when none are given', async () => {
    await enterRates(rates);
    const id = await quoteFor('Electricity');
    await supplier(id, {
      electricity_annual_kwh: '20,000',
      electricity_unit_rate: '24.5',
      electricity_standing_charge: ' 62.125 ',
      electricity_monthly_bill: '',
    });
    // 20,000 kWh falls in the second band: £6,416.40 with VAT and CCL; now 20,000 × 24.5p + 365 × 62.125p = £5,126.76,
    // + £155.00 CCL = £5,281.76, + 20% VAT (£1,056.35) = £6,338.11.
    expect(await keptOf(id)).toMatchObject({
      comparisons: [
        { fuel: 'electricity', annualKwh: 20_000, indicativeAnnualPence: 641_640, currentAnnualPence: 633_811 },
      ],
      asOf: '2026-11-02',
    });
    // Saving the step again without figures (the visitor cleared them) keeps none.
    await supplier(id);
    expect(await keptOf(id)).toBeNull();
    expect(await bed.visitor.energy.figures({ id })).toEqual({ figures: null });
    const lead = await bed.db.prisma.lead.findFirstOrThrow({ where: { guestLeadId: id } });
    expect((await agent.caller.admin.leads.detail({ id: lead.id })).figures).toBeNull();
  });

  it('refuses figures out of range, or for a fuel the quote does not compare, with a clear message', async () => {
    await enterRates(rates);
    const id = await quoteFor('Electricity');
    const cases: [Record<string, unknown>, string][] = [
      [
        { electricity_annual_kwh: 12.5 },
        'Please enter your yearly usage in whole kWh, from 1 to 10,000,000 (e.g. 12000).',
      ],
      [
        { electricity_annual_kwh: 'lots' },
        'Please enter your yearly usage in whole kWh, from 1 to 10,000,000 (e.g. 12000).',
      ],
      [
        { electricity_monthly_bill: '£0.50' },
        'Please enter your monthly bill in pounds and pence, from £1 to £1,000,000 (e.g. £250).',
      ],
      [
        { electricity_unit_rate: 0 },
        'Please enter your unit rate in pence per kWh, above 0 and up to 200, with at most 3 decimals (e.g. 24.5).',
      ],
      [
        { electricity_standing_charge: 1000.5 },
        'Please enter your standing charge in pence per day, from 0 to 1,000, with at most 3 decimals (e.g. 60).',
      ],
      [
        { electricity_bill_includes_vat: 'perhaps' },
        'Please say whether your monthly bill includes VAT and Climate Change Levy (true or false).',
      ],
      [
        { gas_annual_kwh: 5000 },
        'Your quote is for Electricity: please leave the gas figures out, or change what you compare.',
      ],
    ];
    for (const [figures, message] of cases) {
      expect(await refusal(supplier(id, figures)), JSON.stringify(figures)).toEqual({
        code: 'BAD_REQUEST',
        messages: [message],
      });
    }
    const row = await bed.db.prisma.guestLead.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ supplier: null, energyFiguresShown: null });
  });
});
