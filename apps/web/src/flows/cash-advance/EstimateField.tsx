import type { Ref } from 'react';

/**
 * One amount of an estimate (takings, an advance, an average sale): its label, an example as placeholder, a hint, and
 * once refused the message under it, each tied to the input (aria-describedby); typed as people type money. Its value
 * is React's (`value`), or the page's (`defaultValue`: what was typed before the code arrived stays).
 */
export function EstimateField({
  id,
  name,
  label,
  hint,
  example,
  value,
  defaultValue,
  error,
  inputRef,
  onChange,
  onBlur,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  example: string;
  /** Kept in React state; leave out for a field whose value stays in the page (`defaultValue`). */
  value?: string;
  /** What the field starts with, for a field read from the page when its form is sent. */
  defaultValue?: string;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  onChange?: (value: string) => void;
  onBlur?: () => void;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        className="field-input"
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        placeholder={example}
        {...(value === undefined ? { defaultValue } : { value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={onChange && ((event) => onChange(event.target.value))}
        onBlur={onBlur}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
