import type { AddressResult } from '@sme/api';
import { messages } from '@sme/domain';
import { useState } from 'react';
import { toast } from '../../ui/toast.ts';
import { loadApi } from '../../app/lazy-api.ts';
import { refusalCode } from '../../app/trpc-errors.ts';
import { showDialog } from '../../ui/dialogs.ts';
import { errorMessagesOf } from '../../ui/toast-errors.ts';

/**
 * Postcode to addresses through the server (spec §4, §5, §8): an empty postcode warns, no results says so, a
 * failed lookup toasts "Can't load data !" and stops loading. `onEmpty` lets a flow choose how "no data" shows.
 * `nothingFound` is true after a search of a well-formed postcode that ended without addresses (none known, or
 * the lookup failed), the dead end a flow can offer a typed address for.
 */
export function useAddressSearch({
  onEmpty,
  found,
}: {
  onEmpty?: () => void;
  /** What a search sent before the page's code arrived found: the server rendered the page with it. */
  found?: AddressResult[];
} = {}) {
  const [results, setResults] = useState<AddressResult[]>(found ?? []);
  const [searching, setSearching] = useState(false);
  const [nothingFound, setNothingFound] = useState(found?.length === 0);

  async function search(postcode: string) {
    if (!postcode.trim()) {
      void showDialog('warning', messages.enterPostCode);
      return;
    }
    setSearching(true);
    setNothingFound(false);
    try {
      // No query cache (the contact form is an island on a page without one): the server keeps lookups for a while.
      const { collections } = await (await loadApi()).address.lookup.query({ postcode });
      setResults(collections);
      setNothingFound(collections.length === 0);
      if (collections.length === 0) {
        if (onEmpty) onEmpty();
        else void showDialog('warning', messages.noDataForPostCode);
      }
    } catch (error) {
      setResults([]);
      // A postcode in the wrong format: the server says what is wrong; any other failure is the service's.
      if (refusalCode(error) === 'BAD_REQUEST') for (const message of errorMessagesOf(error)) toast.error(message);
      else {
        toast.error(messages.cantLoadData);
        setNothingFound(true);
      }
    } finally {
      setSearching(false);
    }
  }

  function clear() {
    setResults([]);
    setNothingFound(false);
  }

  return { results, searching, nothingFound, search, clear };
}
