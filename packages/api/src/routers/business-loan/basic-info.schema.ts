import {
  attributionFields,
  botTrapFields,
  isStorableText,
  legalForms,
  loanAmount,
  loanCompanyName,
  loanLegalForm,
  loanTermMonthsField,
  loanTerms,
  normalizePostcode,
  serverMessages,
  badFormat,
} from '@sme/domain';
import { z } from 'zod';
import { optionalTextField } from '../optional-text.ts';
import { bothCalculatorFields, calculatorFields } from './calculator.schema.ts';

/** A post code the visitor typed (blank: none), by the site's postcode rule; the handler keeps it normalised. */
const typedPostcode = (label: string, description: string, example: string) =>
  optionalTextField(label, 20)
    .refine((value) => value === '' || normalizePostcode(value) !== null, {
      error: serverMessages.invalidPostcode,
      params: badFormat,
    })
    .meta({ description, example });

/** Step 1 'Let us know your basic information'; the field names are the legacy spellings. */
export const basicInfoInput = z
  .object({
    // The wizard's rules (spec §5), with the lengths and characters the database can keep.
    company_name: loanCompanyName.check(
      z.maxLength(200, serverMessages.tooLong('Company name', 200)),
      z.refine(isStorableText, serverMessages.unstorable('Company name')),
      z.meta({ example: 'Carter Bakery Ltd' }),
    ),
    /**
     * 'What is your business's legal form?' (issue 44): the wizard requires it; REST clients may leave it out (or
     * blank), and then an update keeps the one given before.
     */
    legal_form: z.optional(loanLegalForm).meta({
      description: `Optional: the business's legal form, which tells whether the loan is FCA-regulated credit. One of ${legalForms
        .map(({ value, label }) => `${value}: ${label}`)
        .join('; ')}. Left out or blank: not given (an update keeps the one given before).`,
      example: 'limited_company',
    }),
    /** The address chosen after Search Address; the wizard has no rule for it. */
    company_address: optionalTextField('Company address', 500).meta({ example: '3 Mill Lane, York, YO1 7HH' }),
    /** Typed, so the business has it whatever the address chosen says. */
    post_code: typedPostcode('Post code', "The company's UK postcode, as typed to search its address.", 'YO1 7HH'),
    tradding_name: optionalTextField('Trading name', 200),
    tradding_address: optionalTextField('Trading address', 500),
    tradding_post_code: typedPostcode('Trading post code', "The trading address's UK postcode (spelt so).", 'YO1 8AB'),
    /** Whole pounds, digits only: 3000 to 9999999. Numbers are accepted too. */
    borrow_ammount: loanAmount.check(
      z.meta({ description: 'Digits only, at least 3000, at most 7 digits.', example: '25000' }),
    ),
    borrow_month: loanTermMonthsField.check(
      z.meta({ description: `One of: ${loanTerms.join(', ')}.`, example: '12 months' }),
    ),
    /** Set when the visitor comes back to step 1: the same application is updated. */
    id: z
      .string({ error: serverMessages.applicationNotFound })
      .trim()
      .max(64, serverMessages.applicationNotFound)
      .optional()
      .meta({
        description: 'Leave out to start an application. Its id, to change step 1 of this visit’s application instead.',
        format: 'uuid',
        example: '3f0c2b9e-6a51-4d6b-9a8e-2f4f0a1c7d55',
      }),
    /** What the loan calculator showed, when the visitor used it: the server keeps its own figures for them. */
    ...calculatorFields,
    ...botTrapFields,
    ...attributionFields,
  })
  .superRefine(bothCalculatorFields);
