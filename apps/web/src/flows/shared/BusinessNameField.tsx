import { describedByError } from '../../forms/fields.tsx';
import { FieldError } from './wizard-step.tsx';

/** The business name on the step that confirms it, with the address it was found at. */
export function BusinessNameField({
  id,
  address,
  value,
  error,
  onChange,
}: {
  id: string;
  address: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <p className="rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
        <span className="block text-sm font-semibold">Your address</span>
        {address}
      </p>
      <label htmlFor={id} className="field-label mt-6">
        Business name
      </label>
      <input
        id={id}
        className="field-input"
        autoComplete="organization"
        value={value}
        {...describedByError(`${id}-error`, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
