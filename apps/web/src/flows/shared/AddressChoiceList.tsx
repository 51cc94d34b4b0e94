import type { AddressResult } from '@sme/api';
import { messages } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import { Building2, Check } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { toast } from '../../ui/toast.ts';
import { Link } from 'wouter';
import { useTRPC } from '../../app/trpc.ts';
import { refusalCode } from '../../app/trpc-errors.ts';
import { errorMessagesOf } from '../../ui/toast-errors.ts';
import { LabelledInput } from '../../forms/fields.tsx';
import { ManualAddressDisclosure } from './ManualAddressForm.tsx';

/**
 * The addresses at a postcode, with a search box (case-insensitive on the summary line): 'Loading...' while
 * they load, 'No address found !' when the postcode has none, 'No data found.' when the search matches none.
 * When there are none, the visitor can type the address instead: it is chosen like a listed one.
 */
export function AddressChoiceList({
  postcode,
  chosen,
  busy,
  restartHref,
  onChoose,
  whenNoAddress,
}: {
  postcode: string;
  /** The address already saved on the lead, when the visitor came back to this step. */
  chosen?: string;
  busy: boolean;
  /** Where to enter another postcode. */
  restartHref: string;
  onChoose: (address: AddressResult) => void;
  /** Offered under 'No address found !', so the dead end can still become a lead (the callback request). */
  whenNoAddress?: ReactNode;
}) {
  const id = useId();
  const trpc = useTRPC();
  const [filter, setFilter] = useState('');
  const lookup = useQuery({ ...trpc.address.lookup.queryOptions({ postcode }), retryOnMount: false });
  const refused = refusalCode(lookup.error) === 'BAD_REQUEST';

  useEffect(() => {
    if (lookup.isError && !refused) toast.error(messages.cantLoadData);
  }, [lookup.isError, refused]);

  const addresses = lookup.data?.collections ?? [];
  const noAddress = lookup.isSuccess && addresses.length === 0;
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? addresses.filter((address) => address.envelopeAddress.summaryLine.toLowerCase().includes(needle))
    : addresses;

  return (
    <div>
      <p className="text-slate-700">
        Addresses at <strong>{postcode}</strong>.{' '}
        <Link href={restartHref} className="font-semibold text-brand-700 underline">
          Change postcode
        </Link>
      </p>
      <LabelledInput
        id={`${id}-filter`}
        label="Search your address"
        labelClassName="field-label mt-4"
        type="search"
        placeholder="Start typing your street or building"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        // Only while the list is there: a reference to nothing is an error for assistive technology.
        aria-controls={shown.length > 0 ? `${id}-list` : undefined}
      />
      <div className="mt-4" aria-live="polite" aria-busy={lookup.isPending}>
        {lookup.isPending ? (
          <p className="py-6 text-center text-slate-700">Loading...</p>
        ) : lookup.isError ? (
          <div className="rounded-lg bg-red-50 p-4 text-red-800">
            {refused ? (
              <p role="alert">{errorMessagesOf(lookup.error).join(' ')}</p>
            ) : (
              <>
                <p>We couldn&apos;t load the addresses for this postcode.</p>
                <button type="button" className="btn-outline mt-3" onClick={() => void lookup.refetch()}>
                  Try again
                </button>
              </>
            )}
          </div>
        ) : addresses.length === 0 ? (
          <p className="py-6 text-center font-semibold text-slate-700">{messages.noAddressFound}</p>
        ) : shown.length === 0 ? (
          <p className="py-6 text-center font-semibold text-slate-700">{messages.noDataFound}</p>
        ) : (
          <ul id={`${id}-list`} className="grid max-h-[28rem] gap-2 overflow-y-auto pr-1" aria-label="Addresses">
            {shown.map((address) => {
              const line = address.envelopeAddress.summaryLine;
              const isChosen = line === chosen;
              return (
                <li key={line}>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => onChoose(address)}
                    className={`flex w-full items-start gap-3 rounded-xl border-2 px-4 py-3 text-left hover:border-brand-700 hover:bg-brand-50 disabled:cursor-wait ${
                      isChosen ? 'border-brand-700 bg-brand-50' : 'border-slate-300'
                    }`}
                  >
                    {isChosen ? (
                      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    ) : (
                      <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
                    )}
                    <span>
                      {line}
                      {isChosen && <span className="sr-only"> (your current choice)</span>}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {/* Outside the live region: the message is announced, not every label and error of the forms below it. */}
      {noAddress && (
        <div className="mb-6">
          <ManualAddressDisclosure
            postcode={postcode}
            busy={busy}
            // The same answer a listed address gives, without an organisation: the next step asks for it.
            onSubmit={({ postCode, fullAddress }) =>
              onChoose({ postCode, envelopeAddress: { organisation: '', summaryLine: fullAddress } })
            }
          />
        </div>
      )}
      {noAddress && whenNoAddress}
    </div>
  );
}
