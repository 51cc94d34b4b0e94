import { messages } from '@sme/domain';
import type { AddressSearchFound } from '../../flows/business-loan/steps/PostcodeAddressSearch.tsx';
import type { PostedForm } from '../../forms/posted-form.ts';
import { SEARCH_FIELD } from '../../forms/posted-form.ts';
import type { IslandLocals } from '../locals.ts';

/** The field of the loan step that holds each search's post code. */
const postcodeField = { company: 'postcode', trading: 'trading_postcode' } as const;

/**
 * What the loan step's 'Search Address', sent before the page's code arrived, finds: the addresses at the post code
 * typed, through the same procedure the step's code calls, or what its code would have said instead (an empty post
 * code, none found, the post code's own problem, or the service out of reach). Nothing when no search was sent.
 */
export async function addressSearchFound(
  posted: PostedForm | undefined,
  { router, createContext }: Pick<IslandLocals, 'router' | 'createContext'>,
): Promise<AddressSearchFound | undefined> {
  const search = posted?.values[SEARCH_FIELD];
  if (search !== 'company' && search !== 'trading') return undefined;
  const postcode = posted?.values[postcodeField[search]] ?? '';
  if (!postcode.trim()) return { search, problem: messages.enterPostCode };
  try {
    const { collections } = await router.createCaller(createContext()).address.lookup({ postcode });
    return collections.length > 0 ? { search, results: collections } : { search, problem: messages.noDataForPostCode };
  } catch (error) {
    return { search, problem: problemOf(error) };
  }
}

/**
 * A refused post code in the procedure's words (its input's issues), anything else as the lookup service's failure.
 * Read by shape: the router's error class is the server's copy of tRPC, not this bundle's.
 */
function problemOf(error: unknown): string {
  const { code, cause, message } = (error ?? {}) as { code?: string; cause?: unknown; message?: string };
  if (code !== 'BAD_REQUEST') return messages.cantLoadData;
  const issues = (cause as { issues?: readonly { message: string }[] } | undefined)?.issues;
  return issues ? [...new Set(issues.map((issue) => issue.message))].join(' ') : (message ?? messages.cantLoadData);
}
