import { messages, normalizePostcode, serverMessages } from '@sme/domain';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { showDialog } from '../../ui/dialogs.ts';

/**
 * The postcode entry that starts a quote (spec §2 Energy landing): the parent names where it goes, e.g. the
 * energy wizard (comercial-utility-main) or water and waste (commercial-water-waste-select-address).
 */
export function PostcodeStart({
  to,
  buttonLabel,
  tone = 'light',
  stacked = false,
}: {
  to: (postcode: string) => string;
  buttonLabel: string;
  /** 'dark' on a coloured panel, where the button takes the accent colour. */
  tone?: 'light' | 'dark';
  /** Button under the field, for narrow boxes. */
  stacked?: boolean;
}) {
  const id = useId();
  const [postcode, setPostcode] = useState('');
  const [formatError, setFormatError] = useState(false);
  const [, navigate] = useLocation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!postcode.trim()) {
      void showDialog('warning', messages.enterPostCode);
      return;
    }
    const normalized = normalizePostcode(postcode);
    if (!normalized) {
      setFormatError(true);
      return;
    }
    navigate(to(normalized));
  };

  return (
    <form onSubmit={submit} className={`flex flex-col gap-3 ${stacked ? '' : 'sm:flex-row sm:items-start'}`} noValidate>
      <div className="grow">
        <label htmlFor={`${id}-postcode`} className="sr-only">
          Postcode
        </label>
        <input
          id={`${id}-postcode`}
          className="field-input"
          placeholder="Enter postcode to start"
          autoComplete="postal-code"
          value={postcode}
          aria-invalid={formatError || undefined}
          aria-describedby={formatError ? `${id}-error` : undefined}
          onChange={(event) => {
            setPostcode(event.target.value);
            setFormatError(false);
          }}
        />
        {formatError && (
          <p
            id={`${id}-error`}
            role="alert"
            className={`mt-1 text-sm font-medium ${tone === 'dark' ? 'text-white' : 'text-red-700'}`}
          >
            {serverMessages.invalidPostcode}
          </p>
        )}
      </div>
      <button
        type="submit"
        className={
          tone === 'dark'
            ? 'inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-accent px-5 font-semibold text-ink hover:bg-amber-400'
            : 'btn-primary shrink-0'
        }
      >
        {buttonLabel}
      </button>
    </form>
  );
}
