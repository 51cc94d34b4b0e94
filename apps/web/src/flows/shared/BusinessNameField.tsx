import { describedByError } from '../../forms/fields.tsx';
import { FieldError } from './wizard-step.tsx';

/** The field the business name is sent as (the procedures' legacy spelling). */
export const BUSINESS_NAME_FIELD = 'bussiness_name';

/**
 * The business name on the step that confirms it, with the address it was found at: a field of the step's plain form,
 * its value kept in the page (so what was typed before the code arrived is what is sent).
 */
export function BusinessNameField({
  id,
  address,
  defaultValue,
  error,
  onChange,
}: {
  id: string;
  address: string;
  defaultValue: string;
  error: string | null;
  onChange: () => void;
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
        name={BUSINESS_NAME_FIELD}
        className="field-input"
        autoComplete="organization"
        defaultValue={defaultValue}
        {...describedByError(`${id}-error`, error)}
        onChange={onChange}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
