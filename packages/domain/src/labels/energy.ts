import type { EnergyService } from '../quotes.ts';

/** The stored value of each service the energy wizard offers. */
export const energyServiceValues = {
  'Gas and Electricity': 'gas_and_electricity',
  Gas: 'gas',
  Electricity: 'electricity',
} as const satisfies Record<EnergyService, string>;
