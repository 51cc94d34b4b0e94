// The energy and water & waste quote flows: their closed lists and limits (spec §2, §3, §5, §9), free of zod so
// the browser can use them.

import { stepLabels } from './flow-steps.ts';

/** The energy wizard's progress bar, in order. */
export const energyWizardSteps = stepLabels('energy');

export const energyServices = ['Gas and Electricity', 'Gas', 'Electricity'] as const;
export type EnergyService = (typeof energyServices)[number];

export const waterWasteServices = ['Water', 'Waste'] as const;
export type WaterWasteService = (typeof waterWasteServices)[number];

/** The supplier a visitor picks when they do not know theirs (the first of the list). */
export const SUPPLIER_UNSURE = 'I am not sure';

/** Suppliers offered on the energy wizard's last step, in the spec's order. */
export const suppliers = [
  SUPPLIER_UNSURE,
  'Scottish Power',
  'YGP',
  'E-on Next',
  'EDF',
  'Opus Energy',
  'E-on',
  'YU Energy',
  'SSE',
  'BGL',
  'Corona Energy',
  'BGB',
] as const;
export type Supplier = (typeof suppliers)[number];

/** What the visitor may send instead of a contract end date. */
export const CONTRACT_END_UNSURE = 'I am not sure';

export const binCount = { min: 1, max: 4 } as const;
export const binCapacity = { min: 1100, max: 3300, step: 1100 } as const;
export const binCollectionOptions = ['Once in a week', 'Twice a week', 'Thrice a week'] as const;
export type BinCollectionOption = (typeof binCollectionOptions)[number];

/** Keeps a number of bins within 1 to 4, as the waste page's stepper does. */
export function clampBinCount(value: number): number {
  return Math.min(binCount.max, Math.max(binCount.min, Math.round(value) || binCount.min));
}

/** Keeps a bin capacity within 1100 to 3300 litres, on a step of 1100. */
export function clampBinCapacity(value: number): number {
  const steps = Math.round((Number(value) || binCapacity.min) / binCapacity.step);
  return Math.min(binCapacity.max, Math.max(binCapacity.min, steps * binCapacity.step));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Lead and application ids are UUIDs; anything else cannot name one. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
