import type { AddressResult } from '@sme/api';
import { messages } from '@sme/domain';
import { SEARCH_FIELD } from '../../../forms/posted-form.ts';
import { LoaderCircleIcon, SearchIcon } from '../../../ui/icons/search-icons.tsx';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ManualAddressOffer } from '../../shared/ManualAddressOffer.tsx';
import { toast } from '../../../ui/toast.ts';
import { useAddressSearch } from '../../../forms/address/use-address-search.ts';
import { FieldError } from '../../shared/wizard-step.tsx';
import { describedByError, FieldLabel, LabelledSelect, OptionList } from '../../../forms/fields.tsx';

/** Which of the step's searches: the company's post code or the trading one. */
export type AddressSearchName = 'company' | 'trading';

/**
 * What a search sent before the page's code arrived found, as the server rendered the step with it: the addresses, or
 * what was wrong instead (an empty post code, or none found), in the words the dialog or toast would have used.
 */
export type AddressSearchFound =
  | { search: AddressSearchName; results: AddressResult[]; problem?: never }
  | { search: AddressSearchName; problem: string; results?: never };

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
  postcodeName,
  postcodeDefault,
  postcodeError,
  postcodeRequired = false,
  searchLabel,
  manualLabelEnding,
  addressLabel,
  addressName,
  search: searchName,
  found,
  address,
  addressError,
  addressRequired = false,
  onChoose,
}: {
  id: string;
  postcodeLabel: string;
  /** The post code's field in the step's form. */
  postcodeName: string;
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
  /** The address's field in the step's form (a plain form's: the dropdown, or a hidden field with the choice). */
  addressName: string;
  /** Which search its button makes when the step is sent as a plain form. */
  search: AddressSearchName;
  found?: AddressSearchFound;
  /** The chosen address ('' when none). */
  address: string;
  addressError?: string;
  addressRequired?: boolean;
  onChoose: (address: string) => void;
}) {
  const { results, searching, nothingFound, search, clear } = useAddressSearch({
    onEmpty: () => toast.error(messages.noDataForPostCode),
    found: found?.results ?? (found?.problem === messages.noDataForPostCode ? [] : undefined),
  });
  // The post code as typed (its field is the form's; this follows it for the search and the typed-address form).
  const [postcode, setPostcode] = useState(postcodeDefault);
  const postcodeField = useRef<HTMLInputElement>(null);
  const dropdown = useRef<HTMLSelectElement>(null);
  // As the code arrives: a post code typed, and an address chosen from the server's dropdown, before it came.
  const arrive = useEffectEvent(() => {
    setPostcode(postcodeField.current?.value ?? postcodeDefault);
    const shown = dropdown.current?.value;
    if (shown) onChoose(shown);
  });
  useEffect(() => arrive(), []);
  // The server's word on a search sent before the code, until the visitor searches again.
  const [foundProblem, setFoundProblem] = useState(found?.problem);
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
            ref={postcodeField}
            name={postcodeName}
            {...describedByError(`${postcodeId}-error`, postcodeError ?? foundProblem)}
            onChange={(event) => {
              setPostcode(event.target.value);
              // Another post code: the addresses found (or not found) for the last one no longer apply.
              clear();
              setFoundProblem(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                setFoundProblem(undefined);
                void search(postcode);
              }
            }}
          />
          {/* A submit button: pressed before the code arrives, the server searches and renders the step with the result. */}
          <button
            type="submit"
            name={SEARCH_FIELD}
            value={searchName}
            formNoValidate
            className="btn-outline shrink-0"
            aria-label={searchLabel}
            disabled={searching}
            onClick={(event) => {
              event.preventDefault();
              setFoundProblem(undefined);
              void search(postcode);
            }}
          >
            {searching ? (
              <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <SearchIcon aria-hidden="true" className="size-4" />
            )}
            Search Address
          </button>
        </div>
        <FieldError id={`${postcodeId}-error`} message={postcodeError ?? foundProblem ?? null} />
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
              ref={dropdown}
              id={addressId}
              name={addressName}
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
        {/* The choice, for the form, when there is no dropdown to hold it (none yet, or one chosen before). */}
        {results.length === 0 && <input type="hidden" name={addressName} value={address} />}
        <FieldError id={`${addressId}-error`} message={addressError ?? null} />
      </div>
      {(nothingFound || results.length > 0) && (
        <div className="sm:col-span-2">
          <ManualAddressOffer
            label={manualText}
            buttonLabel={manualLabelEnding ? `${manualText} ${manualLabelEnding}` : undefined}
            closeOnSubmit
            legend={addressLabel}
            postcode={postcode}
            onSubmit={({ fullAddress }) => onChoose(fullAddress)}
          />
        </div>
      )}
    </>
  );
}
