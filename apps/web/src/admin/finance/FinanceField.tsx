import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { serverRefusal } from '../../app/trpc-errors.ts';
import { errorMessagesOf } from '../../ui/toast-errors.ts';

/**
 * One figure of a finance form: its label, a hint (the unit and an example) and, once refused, the message under it,
 * each tied to the input by aria-describedby.
 */
export function FinanceField({
  id,
  label,
  hint,
  error,
  registered,
  type = 'text',
  inputMode = 'decimal',
  className,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  registered: UseFormRegisterReturn;
  type?: 'text' | 'date';
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  className?: string;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className="field-input"
        inputMode={type === 'date' ? undefined : inputMode}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...registered}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      <FieldProblem id={`${id}-error`} message={error} />
    </div>
  );
}

/** A field's message once it is refused (nothing before). */
export function FieldProblem({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

/**
 * A refused save split into the messages about the form's own fields (the server names them `data.<field>`; a form
 * knows its field by `isField`) and the rest, shown above the form's buttons.
 */
export function splitFinanceErrors(
  error: unknown,
  isField: (path: string) => boolean,
): { fields: [string, string][]; general: string[] } {
  const fields: [string, string][] = [];
  for (const { path, message } of serverRefusal(error)?.fields ?? []) {
    const field = path.replace(/^data\./, '');
    if (isField(field)) fields.push([field, message]);
  }
  const placed = new Set(fields.map(([, message]) => message));
  return { fields, general: error ? errorMessagesOf(error).filter((message) => !placed.has(message)) : [] };
}
