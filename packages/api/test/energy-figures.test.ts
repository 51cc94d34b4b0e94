import { testDatabaseKinds } from '@sme/db/testing';
import type { EnergyRatesSettings } from '@sme/domain';
import { describe, expect, it } from 'vitest';
import { openStaffForSuite, type ConsoleStaff, type ConsoleTestbed } from './console/console-testbed.ts';
import { refusal } from './refusal.ts';

// "What you pay now" on the energy wizard's supplier step: kept on the lead with the indicative comparison worked
// out on the server from the business's rates for the visitor's usage band; nothing indicative without those rates.

const rates: EnergyRatesSettings = {
  asOf: '2026-11-02',
  bands: [
    { fuel: 'electricity', fromKwh: 0, toKwh: 15_000, unitRatePence: 27, standingChargePencePerDay: 55 },
    { fuel: 'electricity', fromKwh: 15_000, toKwh: 50_000, unitRatePence: 25.5, standingChargePencePerDay: 80 },
    { fuel: 'gas', fromKwh: 0, toKwh: null, unitRatePence: 6.5, standingChargePencePerDay: 30 },
  ],
};

/** Electricity: 12,000 kWh at 30p and 60p a day; gas: a £150 monthly bill at 7p and 35p a day. */
const dualFuel = {
  electricity_annual_kwh: 12_000,
  electricity_unit_rate: 30,
  electricity_standing_charge: 60,
  gas_monthly_bill: 150,
  gas_unit_rate: 7,
  gas_standing_charge: 35,
};

const currentOfDualFuel = [
  { fuel: 'electricity', annualKwh: 12_000, unitRatePence: 30, standingChargePencePerDay: 60 },
  { fuel: 'gas', monthlyBillPounds: 150, unitRatePence: 7, standingChargePencePerDay: 35 },
];

/** Worked by hand: 12,000 × 30p + 365 × 60p = £3,819.00 now; 12,000 × 27p + 365 × 55p = £3,440.75 at the band. */
const electricityComparison = {
  fuel: 'electricity',
  annualKwh: 12_000,
  band: rates.bands[0],
  currentAnnualPence: 381_900,
  indicativeAnnualPence: 344_075,
  differencePence: 37_825,
};
/** £150 × 12 = £1,800.00 now, so (180,000 − 365 × 35) ÷ 7 = 23,889 kWh; 23,889 × 6.5p + 365 × 30p = £1,662.29. */
const gasComparison = {
  fuel: 'gas',
  annualKwh: 23_889,
  band: rates.bands[2],
  currentAnnualPence: 180_000,
  indicativeAnnualPence: 166_229,
  differencePence: 13_771,
};

describe.each(testDatabaseKinds())('what the energy visitor pays now, kept with the lead, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let agent: ConsoleStaff['agent'];
  openStaffForSuite(kind, (staff) => ({ bed, agent } = staff));

  const enterRates = (data: EnergyRatesSettings | null) =>
    data === null
      ? bed.db.prisma.financeSetting.deleteMany({ where: { kind: 'energyRates' } })
      : bed.db.prisma.financeSetting.upsert({
          where: { kind: 'energyRates' },
          create: { kind: 'energyRates', data: JSON.parse(JSON.stringify(data)) as object },
          update: { data: JSON.parse(JSON.stringify(data)) as object },
        });
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
    expect(await keptOf(id)).toEqual({ current: currentOfDualFuel, comparisons: [], asOf: null });
  });

  it('shows nothing indicative for a usage outside every band, or when the usage cannot be known', async () => {
    await enterRates(rates);
    const above = await quoteFor('Electricity');
    await supplier(above, { electricity_annual_kwh: 60_000, electricity_monthly_bill: 1500 });
    expect(await keptOf(above)).toEqual({
      current: [{ fuel: 'electricity', annualKwh: 60_000, monthlyBillPounds: 1500 }],
      comparisons: [],
      asOf: null,
    });
    // A monthly bill alone: the yearly cost is known, the usage is not.
    const billOnly = await quoteFor('Gas');
    await supplier(billOnly, { gas_monthly_bill: '£1,250.50' });
    expect(await keptOf(billOnly)).toEqual({
      current: [{ fuel: 'gas', monthlyBillPounds: 1250.5 }],
      comparisons: [],
      asOf: null,
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
    // 20,000 kWh falls in the second band: 20,000 × 25.5p + 365 × 80p = £5,392.00; now 20,000 × 24.5p + 365 × 62.125p.
    expect(await keptOf(id)).toMatchObject({
      comparisons: [
        { fuel: 'electricity', annualKwh: 20_000, indicativeAnnualPence: 539_200, currentAnnualPence: 512_676 },
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
