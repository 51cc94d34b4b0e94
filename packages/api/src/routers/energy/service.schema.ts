import { energyServiceChoice, energyServiceValues } from '@sme/domain';
import { z } from 'zod';
import { leadId } from '../guest-lead/lead-id.ts';
import { storedChoice } from '../stored-choice.ts';

export const energyServiceInput = z.object({
  id: leadId,
  service: storedChoice(energyServiceChoice, energyServiceValues).meta({
    description: "'Gas and Electricity', 'Gas' or 'Electricity'.",
    example: 'Gas and Electricity',
  }),
});
