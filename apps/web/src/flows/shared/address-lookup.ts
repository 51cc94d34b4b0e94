import type { AddressResult } from '@sme/api';
import { useEffect, useState } from 'react';
import { loadApi } from '../../app/lazy-api.ts';
import { refusalCode } from '../../app/trpc-errors.ts';
import { errorMessagesOf } from '../../ui/toast-errors.ts';

/**
 * The addresses at a postcode as a step shows them: still being read, found (maybe none), refused (the postcode is
 * not one: the server's words), or not read (the lookup service could not answer: the visitor may try again).
 */
export type AddressLookup =
  | { state: 'pending' }
  | { state: 'found'; addresses: AddressResult[] }
  | { state: 'refused'; problems: string[] }
  | { state: 'failed' };

/** A lookup's answer or its error, as a step shows it. */
export function addressLookupOf(answer: { collections: AddressResult[] } | undefined, error: unknown): AddressLookup {
  if (answer) return { state: 'found', addresses: answer.collections };
  if (error === undefined || error === null) return { state: 'pending' };
  return refusalCode(error) === 'BAD_REQUEST'
    ? { state: 'refused', problems: errorMessagesOf(error) }
    : { state: 'failed' };
}

/** Asks the lookup service for the addresses at `postcode`, saying each state it goes through. */
function lookUp(postcode: string, say: (lookup: AddressLookup) => void) {
  say({ state: 'pending' });
  loadApi()
    .then((api) => api.address.lookup.query({ postcode }))
    .then(
      (answer) => say(addressLookupOf(answer, undefined)),
      (error: unknown) => say(addressLookupOf(undefined, error)),
    );
}

/**
 * The addresses at `postcode` in an island: as the page's render read them, asked for again when the visitor tries
 * again, and once as the code arrives when the render could not read them (the service may be back).
 */
export function useAddressLookup(postcode: string, read: AddressLookup) {
  const [lookup, setLookup] = useState(read);
  const readFailed = read.state === 'failed';
  useEffect(() => {
    if (readFailed) lookUp(postcode, setLookup);
  }, [postcode, readFailed]);
  return { lookup, retry: () => lookUp(postcode, setLookup) };
}
