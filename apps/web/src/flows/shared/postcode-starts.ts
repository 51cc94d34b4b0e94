import { messages, normalizePostcode, serverMessages } from '@sme/domain';
import { paths } from '../../app/paths.ts';

/** The postcode a quote flow's start form sends: its field, and so its query parameter when sent as a plain form. */
export const POSTCODE_FIELD = 'postcode';

/**
 * The quote flows that start from a postcode (PostcodeStart.tsx): the landing page their start form is sent to as a
 * plain form, before the page's code arrives (a GET with ?postcode=, which the server answers with a redirect to the
 * flow's first step for it), and that step.
 */
export const postcodeStarts = {
  energy: { landing: paths.comercialUtility, step: paths.comercialUtilityMain },
  water: { landing: paths.commercialWaterWaste, step: paths.commercialWaterWasteSelectAddress },
} as const satisfies Record<string, { landing: string; step: (postcode: string) => string }>;
export type PostcodeFlow = keyof typeof postcodeStarts;

/**
 * The flow's first step for a postcode it has read, with the other fields the start form carries on (the energy
 * choice, energy-choice.ts) in its query.
 */
export function postcodeStep(flow: PostcodeFlow, postcode: string, carried: Record<string, string> = {}): string {
  const query = new URLSearchParams(carried);
  query.delete(POSTCODE_FIELD);
  return `${postcodeStarts[flow].step(postcode)}${query.size ? `?${query}` : ''}`;
}

/**
 * Where a start form sent as a plain form goes: the flow's first step, when `url` is a flow's landing page asked with
 * a postcode it can read. Undefined for any other address, and for an empty or unreadable postcode, which the
 * landing page shows again with its problem (postcodeStartProblem).
 */
export function postcodeStartLocation(url: URL): string | undefined {
  const typed = url.searchParams.get(POSTCODE_FIELD);
  if (typed === null) return undefined;
  const flow = (Object.keys(postcodeStarts) as PostcodeFlow[]).find(
    (name) => postcodeStarts[name].landing === url.pathname,
  );
  const postcode = normalizePostcode(typed);
  if (!flow || !postcode) return undefined;
  return postcodeStep(flow, postcode, Object.fromEntries(url.searchParams));
}

/**
 * What a landing page loaded by a start form the server could not follow says, with what was typed: the words the
 * form's own code uses (its dialog for an empty box, its message for a postcode it cannot read).
 */
export function postcodeStartProblem(search: string): { typed: string; problem: string } | undefined {
  const typed = new URLSearchParams(search).get(POSTCODE_FIELD);
  if (typed === null) return undefined;
  return { typed, problem: typed.trim() ? serverMessages.invalidPostcode : messages.enterPostCode };
}
