import type { EnergyFuel } from './energy-costs.ts';

// The names of "What you pay now"'s fields and fuels, apart from their rules (current-energy.ts, zod): the supplier
// step's page renders and reads its fields with these, and fetches the rules only when it checks them.

export const fuelLabels: Record<EnergyFuel, string> = { electricity: 'Electricity', gas: 'Gas' };

/** The fuels an energy service covers: 'Gas and Electricity' both, otherwise the one named. */
export function fuelsOfService(service: string | null): EnergyFuel[] {
  const key = (service ?? '').toLowerCase().replace(/\s+/g, '_');
  if (key === 'gas_and_electricity') return ['electricity', 'gas'];
  if (key === 'gas') return ['gas'];
  if (key === 'electricity') return ['electricity'];
  return [];
}

export const currentEnergyParts = ['annual_kwh', 'monthly_bill', 'unit_rate', 'standing_charge'] as const;
export type CurrentEnergyPart = (typeof currentEnergyParts)[number];
export type CurrentEnergyFieldName = `${EnergyFuel}_${CurrentEnergyPart}`;
/** Per fuel, whether the monthly bill includes VAT and CCL: true when left out. */
export type BillIncludesVatFieldName = `${EnergyFuel}_bill_includes_vat`;
export const billIncludesVatField = (fuel: EnergyFuel): BillIncludesVatFieldName => `${fuel}_bill_includes_vat`;
