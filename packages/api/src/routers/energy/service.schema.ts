import { energyServiceChoice, type EnergyService } from '@sme/domain';
import { z } from 'zod';
import { leadId } from '../guest-lead/lead-id.ts';
import { storedChoice } from '../stored-choice.ts';

/** The stored value of each service the energy wizard offers. */
export const energyServiceValues = {
  'Gas and Electricity': 'gas_and_electricity',
  Gas: 'gas',
  Electricity: 'electricity',
} as const satisfies Record<EnergyService, string>;

export const energyServiceLabels = {
  gas_and_electricity: 'Gas and Electricity',
  gas: 'Gas',
  electricity: 'Electricity',
} as const;

export const energyServiceInput = z.object({
  id: leadId,
  service: storedChoice(energyServiceChoice, energyServiceValues).meta({
    description: "'Gas and Electricity', 'Gas' or 'Electricity'.",
    example: 'Gas and Electricity',
  }),
});
