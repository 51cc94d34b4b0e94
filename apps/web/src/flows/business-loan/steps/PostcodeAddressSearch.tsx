import { messages } from '@sme/domain';
import { LoaderCircleIcon, SearchIcon } from '../../../ui/icons/search-icons.tsx';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toast } from '../../../ui/toast.ts';
import { useAddressSearch } from '../../../forms/address/use-address-search.ts';
import { FieldError } from '../../shared/wizard-step.tsx';
import { ManualAddressDisclosure } from '../../shared/ManualAddressForm.tsx';
import { describedByError, FieldLabel, LabelledSelect, OptionList } from '../../../forms/fields.tsx';

const enterYourself = 'Enter the address yourself';
const notListed = "My address isn't listed";

/**
 * A post code, its Search Address button and, once a search found addresses, the address dropdown (spec §2, §4,
 * §8): an empty post code warns 'Please enter post code !', a post code with no addresses toasts 'No data found
 * for this post code !'. The post code only searches; the application keeps the chosen address. After a search,
 * the visitor can type the address instead: 'Enter the address yourself' when it found nothing (issue 15), "My
 * address isn't listed" under the addresses it found (issue 33). A typed address is kept as a chosen one would be,
 * and the dropdown shows it.
 */
export function PostcodeAddressSearch({
  id,
  postcodeLabel,
  postcodeField,
  postcodeDefault,
  postcodeError,
  postcodeRequired = false,
  searchLabel,
  manualLabelEnding,
  addressLabel,
  address,
  addressError,
  addressRequired = false,
  onChoose,
  getPostcode,
}: {
  id: string;
  postcodeLabel: string;
  postcodeField: UseFormRegisterReturn;
  /** The post code the form starts with (so the server render shows it too). */
  postcodeDefault: string;
  postcodeError?: string;
  postcodeRequired?: boolean;
  /** The button's accessible name: it starts with its visible text, 'Search Address'. */
  searchLabel?: string;
  /**
   * When the step has two searches: which address the typed-address button is for, after its visible text in its
   * accessible name ('Enter the address yourself for the trading post code').
   */
  manualLabelEnding?: string;
  addressLabel: string;
  /** The chosen address ('' when none). */
  address: string;
  addressError?: string;
  addressRequired?: boolean;
  onChoose: (address: string) => void;
  getPostcode: () => string;
}) {
  const { results, searching, nothingFound, search, clear } = useAddressSearch({
    onEmpty: () => toast.error(messages.noDataForPostCode),
  });
  const postcodeId = `${id}-postcode`;
  const addressId = `${id}-address`;
  const listed = results.map((result) => result.envelopeAddress.summaryLine);
  // Typed by the visitor (or chosen from an earlier search): an option of its own, so the dropdown shows it.
  const unlisted = address && !listed.includes(address) ? address : null;
  const manualText = nothingFound ? enterYourself : notListed;

  return (
    <>
      <div>
        <FieldLabel htmlFor={postcodeId} required={postcodeRequired}>
          {postcodeLabel}
        </FieldLabel>
        <div className="flex flex-col gap-2 min-[400px]:flex-row">
          <input
            id={postcodeId}
            className="field-input"
            autoComplete="postal-code"
            defaultValue={postcodeDefault}
            aria-required={postcodeRequired || undefined}
            {...describedByError(`${postcodeId}-error`, postcodeError)}
            {...postcodeField}
            onChange={(event) => {
              // Another post code: the addresses found (or not found) for the last one no longer apply.
              clear();
              return postcodeField.onChange(event);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void search(getPostcode());
              }
            }}
          />
          <button
            type="button"
            className="btn-outline shrink-0"
            aria-label={searchLabel}
            disabled={searching}
            onClick={() => void search(getPostcode())}
          >
            {searching ? (
              <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <SearchIcon aria-hidden="true" className="size-4" />
            )}
            Search Address
          </button>
        </div>
        <FieldError id={`${postcodeId}-error`} message={postcodeError ?? null} />
        {searching && (
          <p role="status" className="sr-only">
            Searching for addresses
          </p>
        )}
      </div>
      <div>
        {results.length > 0 ? (
          <>
            <LabelledSelect
              id={addressId}
              label={addressLabel}
              required={addressRequired}
              value={address}
              {...describedByError(`${addressId}-error`, addressError)}
              onChange={(event) => onChoose(event.target.value)}
            >
              <option value="" disabled>
                {results.length === 1 ? '1 address found: choose it' : `${results.length} addresses found: choose one`}
              </option>
              {unlisted && <option value={unlisted}>{unlisted}</option>}
              <OptionList values={listed} />
            </LabelledSelect>
          </>
        ) : address ? (
          <p className="rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
            <span className="block text-sm font-semibold">{addressLabel}</span>
            {address}
          </p>
        ) : addressRequired ? (
          <p className="text-sm text-slate-700">
            <span className="block font-medium text-ink">{addressLabel}</span>
            Search the post code above, then choose the address.
          </p>
        ) : null}
        <FieldError id={`${addressId}-error`} message={addressError ?? null} />
      </div>
      {(nothingFound || results.length > 0) && (
        <div className="sm:col-span-2">
          <ManualAddressDisclosure
            label={manualText}
            buttonLabel={manualLabelEnding ? `${manualText} ${manualLabelEnding}` : undefined}
            closeOnSubmit
            legend={addressLabel}
            postcode={getPostcode()}
            onSubmit={({ fullAddress }) => onChoose(fullAddress)}
          />
        </div>
      )}
    </>
  );
}
