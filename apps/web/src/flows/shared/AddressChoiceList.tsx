import type { AddressResult } from '@sme/api';
import { messages } from '@sme/domain';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../ui/toast.ts';
import { useInPageHtml } from '../../app/use-in-page-html.ts';
import { LabelledInput } from '../../forms/fields.tsx';
import { Building2Icon, CheckIcon } from '../../ui/icons/address-icons.tsx';
import type { AddressLookup } from './address-lookup.ts';
import { ManualAddressOffer } from './ManualAddressOffer.tsx';
import { useIslandId } from '../../app/use-island-id.ts';

/** A page of the list: a long list (a business centre's) is shown this many at a time, never cut off. */
const pageSize = 10;

/** The field an address chosen from the list is sent as: each address is a submit button of the step's form. */
export const CHOSEN_ADDRESS_FIELD = 'full_address';

/**
 * The addresses at a postcode, with a search box (case-insensitive on the summary line, over every address):
 * 'Loading...' while they load, 'No address found !' when the postcode has none, 'No data found.' when the search
 * matches none. Ten at a time, with a count and a button for the next ten. Each address is a submit button of the
 * step's form (named CHOSEN_ADDRESS_FIELD), so choosing one works before the page's code arrives. Under the list, once
 * the code is there, the visitor can always type the address instead ("My address isn't listed", or 'Enter the
 * address yourself' when there is no list): `onTyped` takes it as a listed one.
 */
export function AddressChoiceList({
  postcode,
  lookup,
  onRetry,
  chosen,
  busy,
  restartHref,
  onTyped,
}: {
  postcode: string;
  /** The addresses at the postcode, as far as they are known (address-lookup.ts). */
  lookup: AddressLookup;
  /** Asks the lookup service again, after it failed. */
  onRetry: () => void;
  /** The address already saved on the lead, when the visitor came back to this step. */
  chosen?: string;
  busy: boolean;
  /** Where to enter another postcode. */
  restartHref: string;
  /** An address the visitor typed. */
  onTyped: (address: AddressResult) => void;
}) {
  const id = useIslandId();
  const inPageHtml = useInPageHtml();
  const filterRef = useRef<HTMLInputElement>(null);
  const [filter, setFilter] = useState('');
  const [limit, setLimit] = useState(pageSize);
  const list = useRef<HTMLUListElement>(null);
  /** The index of the first address a 'Show more' adds, until it has the focus. */
  const firstNew = useRef<number | null>(null);
  const failed = lookup.state === 'failed';
  // Typed in the search box before the code arrived: the list is searched for it now.
  useEffect(() => setFilter(filterRef.current?.value ?? ''), []);

  // Said when a lookup made here fails: a failure the page came with is said on the page (and asked again once).
  const failedAtFirst = useRef(failed);
  useEffect(() => {
    if (failed && !failedAtFirst.current) toast.error(messages.cantLoadData);
    if (!failed) failedAtFirst.current = false;
  }, [failed]);

  const addresses = lookup.state === 'found' ? lookup.addresses : [];
  const noAddress = lookup.state === 'found' && addresses.length === 0;
  // The address saved on the lead but in no list here (the visitor typed it): still their choice, shown as such.
  const typed =
    chosen &&
    (lookup.state === 'found' || failed) &&
    !addresses.some((address) => address.envelopeAddress.summaryLine === chosen)
      ? chosen
      : undefined;
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? addresses.filter((address) => address.envelopeAddress.summaryLine.toLowerCase().includes(needle))
    : addresses;
  const chosenAt = chosen ? shown.findIndex((address) => address.envelopeAddress.summaryLine === chosen) : -1;
  // Back at this step: the page with the address chosen before is open too, its mark in sight.
  const listed = shown.slice(0, Math.max(limit, (Math.floor(chosenAt / pageSize) + 1) * pageSize));
  const nextPage = Math.min(pageSize, shown.length - listed.length);

  // After 'Show more': the visitor carries on from the first address just shown, not from a button that moved away.
  useEffect(() => {
    if (firstNew.current === null) return;
    list.current?.querySelectorAll('button')[firstNew.current]?.focus();
    firstNew.current = null;
  }, [limit]);

  return (
    <div>
      <p className="text-slate-700">
        Addresses at <strong>{postcode}</strong>.{' '}
        <a href={restartHref} className="font-semibold text-brand-700 underline">
          Change postcode
        </a>
      </p>
      <LabelledInput
        id={`${id}-filter`}
        ref={filterRef}
        label="Search your address"
        labelClassName="field-label mt-4"
        type="search"
        placeholder="Start typing your street or building"
        defaultValue=""
        onChange={(event) => {
          setFilter(event.target.value);
          // Other matches: they start again from their first page.
          setLimit(pageSize);
        }}
        // Only while the list is there: a reference to nothing is an error for assistive technology.
        aria-controls={listed.length > 0 ? `${id}-list` : undefined}
      />
      {/* Only the messages and the count are announced, not every address a search or a page adds. */}
      <div className="mt-4" aria-live="polite" aria-busy={lookup.state === 'pending'}>
        {lookup.state === 'pending' ? (
          <p className="py-6 text-center text-slate-700">Loading...</p>
        ) : lookup.state === 'refused' ? (
          <div className="rounded-lg bg-red-50 p-4 text-red-800">
            <p role="alert">{lookup.problems.join(' ')}</p>
          </div>
        ) : failed ? (
          <div className="rounded-lg bg-red-50 p-4 text-red-800">
            <p>We couldn&apos;t load the addresses for this postcode. Try again, or enter the address yourself.</p>
            {/* Asking again needs the code: until it has run, the button waits for it. */}
            <button type="button" className="btn-outline mt-3" disabled={inPageHtml} onClick={onRetry}>
              Try again
            </button>
          </div>
        ) : addresses.length === 0 ? (
          <p className="py-6 text-center font-semibold text-slate-700">{messages.noAddressFound}</p>
        ) : shown.length === 0 ? (
          <p className="py-6 text-center font-semibold text-slate-700">{messages.noDataFound}</p>
        ) : (
          <p className="mb-2 text-sm text-slate-700">{countOf(listed.length, shown.length)}</p>
        )}
      </div>
      {typed && <AddressButton line={typed} isChosen typed busy={busy} />}
      {listed.length > 0 && (
        // As tall as its addresses: a box that scrolls inside the scrolling page cut the last one in half on a phone.
        <ul id={`${id}-list`} ref={list} className="grid gap-2" aria-label="Addresses">
          {listed.map((address) => {
            const line = address.envelopeAddress.summaryLine;
            return (
              <li key={line}>
                <AddressButton line={line} isChosen={line === chosen} busy={busy} />
              </li>
            );
          })}
        </ul>
      )}
      {nextPage > 0 && (
        <button
          type="button"
          className="btn-outline mt-3"
          // Showing more needs the code: until it has run, the button waits for it.
          disabled={inPageHtml}
          aria-controls={`${id}-list`}
          onClick={() => {
            firstNew.current = listed.length;
            setLimit(listed.length + pageSize);
          }}
        >
          Show {nextPage} more {nextPage === 1 ? 'address' : 'addresses'}
        </button>
      )}
      {/* Outside the live region: the message is announced, not every label and error of the forms below it. */}
      {(lookup.state === 'found' || failed) && (
        <div className={noAddress ? 'mb-6' : 'mt-4'}>
          <ManualAddressOffer
            label={noAddress || failed ? 'Enter the address yourself' : "My address isn't listed"}
            postcode={postcode}
            busy={busy}
            // The same answer a listed address gives, without an organisation: the next step asks for it.
            onSubmit={({ postCode, fullAddress }) =>
              onTyped({ postCode, envelopeAddress: { organisation: '', summaryLine: fullAddress } })
            }
          />
        </div>
      )}
    </div>
  );
}

/** One address to choose, a submit button of the step's form: the one chosen before is marked, in words too. */
function AddressButton({
  line,
  isChosen,
  typed = false,
  busy,
}: {
  line: string;
  isChosen: boolean;
  /** Saved on the lead but not found at the postcode (typed by the visitor). */
  typed?: boolean;
  busy: boolean;
}) {
  return (
    <button
      type="submit"
      name={CHOSEN_ADDRESS_FIELD}
      value={line}
      disabled={busy}
      className={`flex w-full items-start gap-3 rounded-xl border-2 px-4 py-3 text-left hover:border-brand-700 hover:bg-brand-50 disabled:cursor-wait ${
        isChosen ? 'border-brand-700 bg-brand-50' : 'border-slate-300'
      } ${typed ? 'mb-3' : ''}`}
    >
      {isChosen ? (
        <CheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      ) : (
        <Building2Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
      )}
      <span className="min-w-0 break-words">
        {typed && <span className="block text-sm text-slate-700">Your address</span>}
        {line}
        {isChosen && <span className="sr-only"> (your current choice)</span>}
      </span>
    </button>
  );
}

/** The polite count over the list: how many of the addresses (all, or those the search matched) are shown. */
function countOf(listed: number, matching: number) {
  if (listed < matching) return `Showing ${listed} of ${matching} addresses`;
  return matching === 1 ? 'Showing 1 address' : `Showing all ${matching} addresses`;
}
