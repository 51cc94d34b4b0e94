import * as z from 'zod/mini';
import { businessLocationOptions, cardProviders, cashAdvanceMessages, takePaymentOptions } from '../cash-advance.ts';
import { serverMessages } from '../server-messages.ts';
import { oneOfAnyCase } from './one-of-any-case.ts';
import { isStorableText } from './text-fields.ts';

// The merchant-service form's rules (spec §5), as the form checks it before sending and as its procedure reads it: a
// module of their own, apart from the other steps' (step-choices.ts), so the form's code does not fetch the loan's
// lists with them.

const missing = cashAdvanceMessages.fillAllOptions;

/** The merchant-service form: every answer is needed ('Please fill up all the options !' for any one left out). */
export const merchantServiceFields = {
  card_provider: oneOfAnyCase(cardProviders, serverMessages.cardProvider, missing),
  take_payment: oneOfAnyCase(takePaymentOptions, serverMessages.takePayment, missing),
  business_location: oneOfAnyCase(businessLocationOptions, serverMessages.businessLocation, missing),
  business_name: z
    .string({ error: missing })
    .check(
      z.trim(),
      z.minLength(1, missing),
      z.maxLength(200, serverMessages.tooLong('Business name', 200)),
      z.refine(isStorableText, serverMessages.unstorable('Business name')),
    ),
};
export const merchantServiceRules = z.object(merchantServiceFields);
