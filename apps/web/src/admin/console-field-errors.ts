import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverRefusal } from '../app/trpc-errors.ts';
import { errorMessagesOf } from '../ui/toast-errors.ts';

/**
 * A refused console save split by the field paths the server sends with it (`data.fields`), so a form does not have
 * to recognise the server's wording. A path belongs to the form's field it names or starts with: `topics.0` is about
 * the topics. Messages about no field of the form (a conflict, an unknown id) are returned for the form as a whole.
 */
export function splitFieldErrors<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
): { fields: [Field, string][]; general: string[] } {
  const fields: [Field, string][] = [];
  for (const { path, message } of serverRefusal(error)?.fields ?? []) {
    const field = formFields.find((name) => path === name || path.startsWith(`${name}.`));
    if (field) fields.push([field, message]);
  }
  const placed = new Set(fields.map(([, message]) => message));
  return { fields, general: errorMessagesOf(error).filter((message) => !placed.has(message)) };
}

/**
 * Puts a refused save's field messages on the form's fields (the first of them focused) and returns the rest, for
 * the form to show above its buttons.
 */
export function showFieldErrors<Values extends FieldValues>(
  error: unknown,
  formFields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): string[] {
  const { fields, general } = splitFieldErrors(error, formFields);
  fields.forEach(([field, message], index) =>
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return general;
}
