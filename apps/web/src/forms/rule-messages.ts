import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * What a form's rules (its resolver) found, in the order they found it: each field's message, then the form's own
 * rule across fields (kept under the empty name).
 */
export function ruleMessages<Values extends FieldValues>(errors: FieldErrors<Values>): string[] {
  return Object.values(errors).flatMap((error) =>
    typeof (error as { message?: unknown } | undefined)?.message === 'string'
      ? [(error as { message: string }).message]
      : [],
  );
}
