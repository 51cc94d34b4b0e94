import type { AddressResult } from '@sme/api';
import { LoaderCircle, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { LabelledSelect } from '../fields.tsx';
import { useAddressSearch } from './use-address-search.ts';

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
  const id = useId();
  const [postcode, setPostcode] = useState('');
  const { results, searching, search, clear } = useAddressSearch();

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
            value={postcode}
            onChange={(event) => {
              setPostcode(event.target.value);
              clear();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void search(postcode);
              }
            }}
          />
          {searching ? (
            <span role="status" className="inline-flex min-h-11 shrink-0 items-center gap-2 px-3 text-brand-700">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              <span className="sr-only">Searching for addresses</span>
            </span>
          ) : results.length === 0 ? (
            <button type="button" className="btn-outline shrink-0" onClick={() => void search(postcode)}>
              <Search aria-hidden="true" className="size-4" />
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
