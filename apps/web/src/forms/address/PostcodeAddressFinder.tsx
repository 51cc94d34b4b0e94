import type { AddressResult } from '@sme/api';
import { LoaderCircleIcon, SearchIcon } from '../../ui/icons/search-icons.tsx';
import { useRef } from 'react';
import { useInPageHtml } from '../../app/use-in-page-html.ts';
import { LabelledSelect } from '../fields.tsx';
import { useAddressSearch } from './use-address-search.ts';
import { useIslandId } from '../../app/use-island-id.ts';

/**
 * Postcode, Find Address and, once a search found addresses, the address dropdown. The postcode itself is
 * only a search term: forms send the chosen address, not the postcode.
 */
export function PostcodeAddressFinder({
  label = 'Business Postcode',
  onSelect,
}: {
  label?: string;
  onSelect: (address: AddressResult) => void;
}) {
  const id = useIslandId();
  // Uncontrolled: a postcode typed before the code arrived stays in the box when it hydrates.
  const postcode = useRef<HTMLInputElement>(null);
  const { results, searching, search, clear } = useAddressSearch();
  // The button searches with its code only: disabled until it has it (never pressed in vain).
  const waitingForCode = useInPageHtml();

  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-postcode`} className="field-label">
          {label}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-postcode`}
            className="field-input"
            autoComplete="postal-code"
            ref={postcode}
            onChange={clear}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void search(event.currentTarget.value);
              }
            }}
          />
          {searching ? (
            <span role="status" className="inline-flex min-h-11 shrink-0 items-center gap-2 px-3 text-brand-700">
              <LoaderCircleIcon aria-hidden="true" className="size-5 animate-spin" />
              <span className="sr-only">Searching for addresses</span>
            </span>
          ) : results.length === 0 ? (
            <button
              type="button"
              className="btn-outline shrink-0"
              disabled={waitingForCode}
              onClick={() => void search(postcode.current?.value ?? '')}
            >
              <SearchIcon aria-hidden="true" className="size-4" />
              Find Address
            </button>
          ) : null}
        </div>
      </div>
      {results.length > 0 && (
        <div>
          <LabelledSelect
            id={`${id}-address`}
            label="Select your address"
            defaultValue=""
            onChange={(event) => {
              const chosen = results[Number(event.target.value)];
              if (chosen) onSelect(chosen);
            }}
          >
            <option value="" disabled>
              {results.length} addresses found: choose one
            </option>
            {results.map((address, index) => (
              <option key={address.envelopeAddress.summaryLine} value={index}>
                {address.envelopeAddress.summaryLine}
              </option>
            ))}
          </LabelledSelect>
        </div>
      )}
    </div>
  );
}
