import { z } from 'zod';
import { attributionFields } from './attribution.ts';
import { botTrapFields } from './bot-fields.ts';
import {
  partnerRegistrationCheck,
  partnerRegistrationFields,
  popupLeadCheck,
  popupLeadFields,
} from './rules/lead-forms.ts';
import { optionalText } from './rules/text-fields.ts';
import { withFullWrappers, withFullWrappersShape } from './rest-wrappers.ts';

/** POST /api/form-submit/register: the form's rules and the bot fields. */
export const partnerRegistrationInput = z
  .object({ ...withFullWrappersShape(partnerRegistrationFields), ...botTrapFields, ...attributionFields })
  .check(partnerRegistrationCheck);
export type PartnerRegistrationInput = z.input<typeof partnerRegistrationInput>;

/** POST /api/form-submit/popup: the form's rules, the page it was sent from and the bot fields. */
export const popupLeadInput = z
  .object({
    ...withFullWrappersShape(popupLeadFields),
    /** The path the visitor was on; optional for integrators. */
    page: withFullWrappers(optionalText('Page', 300)),
    ...botTrapFields,
    ...attributionFields,
  })
  .check(popupLeadCheck);
export type PopupLeadInput = z.input<typeof popupLeadInput>;
