import { z } from 'zod';
import { leadId } from '../guest-lead/lead-id.ts';
import { optionalTextField } from '../optional-text.ts';

export const annualUsageInput = z.object({
  /** Free text: a figure, a bill amount or 'not sure'. May be blank: the adviser asks on the call. */
  annual_usage: optionalTextField('Annual usage', 200).meta({ example: 'About 1,200 cubic metres a year' }),
  id: leadId,
});
