import { normalizePostcode, serverMessages } from '@sme/domain';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { describedByError, LabelledInput } from '../../forms/fields.tsx';
import { DisclosureButton } from '../../ui/DisclosureButton.tsx';
import { FieldError } from './wizard-step.tsx';
import { useIslandId } from '../../app/use-island-id.ts';

/** An address the visitor typed, in the shape the lookup's addresses take. */
export interface ManualAddress {
  /** The normalised UK postcode ('ZZ1 1ZZ'). */
  postCode: string;
  /** 'line 1, line 2, town, POSTCODE': the lookup's summary line without an organisation. */
  fullAddress: string;
}

type Field = 'line1' | 'line2' | 'town' | 'postcode';

const problems = {
  line1: 'Please enter the first line of the address.',
  town: 'Please enter the town or city.',
  // The landing page's words for the same rule.
  postcode: serverMessages.invalidPostcode,
} as const;

// The parts stay well under the server's 500 characters for the whole address.
const maxLength: Record<Field, number> = { line1: 120, line2: 120, town: 60, postcode: 10 };

/** Trims and collapses inner spaces, so '  Unit 9,  Quarry Road ' joins as 'Unit 9, Quarry Road'. */
const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

interface ManualAddressFormProps {
  /** Names the group, so two such forms on one step (the loan's company and trading addresses) differ. */
  legend?: string;
  postcode: string;
  busy?: boolean;
  onSubmit: (address: ManualAddress) => void;
}

/**
 * The way out of 'No address found !' and of a list without the visitor's address: line 1, an optional line 2, the
 * town and the postcode (prefilled with the one searched, checked with the site's UK postcode rule). Not a <form>, so
 * it can sit inside a step's own form: Enter in a field sends this address instead of that form.
 */
export function ManualAddressForm({
  legend = 'Your address',
  postcode,
  busy = false,
  onSubmit,
}: ManualAddressFormProps) {
  const id = useIslandId();
  const [values, setValues] = useState<Record<Field, string>>({ line1: '', line2: '', town: '', postcode });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const line1Ref = useRef<HTMLInputElement>(null);
  const townRef = useRef<HTMLInputElement>(null);
  const postcodeRef = useRef<HTMLInputElement>(null);

  // Opened on purpose: the visitor starts typing where the form starts.
  useEffect(() => line1Ref.current?.focus(), []);

  function submit() {
    const line1 = tidy(values.line1);
    const town = tidy(values.town);
    const postCode = normalizePostcode(values.postcode);
    const found: Partial<Record<Field, string>> = {};
    if (!line1) found.line1 = problems.line1;
    if (!town) found.town = problems.town;
    if (!postCode) found.postcode = problems.postcode;
    setErrors(found);
    if (found.line1) line1Ref.current?.focus();
    else if (found.town) townRef.current?.focus();
    else if (found.postcode) postcodeRef.current?.focus();
    if (!postCode || Object.keys(found).length > 0) return;
    const fullAddress = [line1, tidy(values.line2), town, postCode].filter(Boolean).join(', ');
    onSubmit({ postCode, fullAddress });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Keeps an enclosing form (the business loan's) from submitting.
    event.preventDefault();
    submit();
  }

  const field = (
    name: Field,
    label: string,
    autoComplete: string,
    ref?: RefObject<HTMLInputElement | null>,
    required = true,
  ) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    return (
      <div>
        <LabelledInput
          id={inputId}
          ref={ref}
          label={label}
          required={required}
          autoComplete={autoComplete}
          maxLength={maxLength[name]}
          {...describedByError(`${inputId}-error`, error)}
          value={values[name]}
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [name]: value }));
            if (error) setErrors((current) => ({ ...current, [name]: undefined }));
          }}
          onKeyDown={onKeyDown}
        />
        <FieldError id={`${inputId}-error`} message={error ?? null} />
      </div>
    );
  };

  return (
    <fieldset className="mt-4 grid gap-4 rounded-xl border-2 border-slate-300 p-4">
      <legend className="px-1 font-semibold text-ink">{legend}</legend>
      {field('line1', 'Address line 1', 'address-line1', line1Ref)}
      {field('line2', 'Address line 2 (optional)', 'address-line2', undefined, false)}
      {field('town', 'Town or city', 'address-level2', townRef)}
      {field('postcode', 'Postcode', 'postal-code', postcodeRef)}
      <div>
        <button type="button" className="btn-primary" disabled={busy} aria-busy={busy || undefined} onClick={submit}>
          Use this address
        </button>
      </div>
    </fieldset>
  );
}

export type ManualAddressDisclosureProps = ManualAddressFormProps & {
  /** The button's visible text. */
  label?: string;
  /** The button's accessible name, when the step has two of them: it starts with `label`. */
  buttonLabel?: string;
  closeOnSubmit?: boolean;
};

/**
 * 'Enter the address yourself' (or, under a list without the visitor's address, "My address isn't listed"): the
 * button that opens and closes the form under it. `closeOnSubmit` closes it once an address is given, the focus back
 * on the button (the loan keeps the address beside it; a quote flow moves on).
 */
export function ManualAddressDisclosure({
  label = 'Enter the address yourself',
  buttonLabel,
  closeOnSubmit = false,
  onSubmit,
  ...form
}: ManualAddressDisclosureProps) {
  const id = useIslandId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <DisclosureButton
        ref={button}
        className="btn-outline"
        aria-label={buttonLabel}
        open={open}
        controls={open ? id : undefined}
        onToggle={() => setOpen((wasOpen) => !wasOpen)}
      >
        {label}
      </DisclosureButton>
      {open && (
        <div id={id}>
          <ManualAddressForm
            {...form}
            onSubmit={(address) => {
              onSubmit(address);
              if (!closeOnSubmit) return;
              setOpen(false);
              // The form goes with the focus in it: back to the button that opened it.
              button.current?.focus();
            }}
          />
        </div>
      )}
    </>
  );
}
