import qs from 'qs';

type Query = Record<string, unknown>;

/** The site's own calls repeat a handful of queries; a longer or rarer one is simply parsed again. */
const rememberedQueries = 256;
const rememberedLength = 512;
const parsedQueries = new Map<string, Query>();

/**
 * The query as qs reads it: axios sends arrays of objects as ids[]={"term_id":3}, and qs also reads
 * ids[0][term_id]=3. qs is slow on bracketed keys (a tenth of the time of an API read answered from memory,
 * measured with npm run bench), so each distinct query is parsed once and every request gets its own copy: nothing a
 * handler does to its query reaches the next request.
 */
export function parseQueryString(query: string): Query {
  if (query === '') return {};
  if (query.length > rememberedLength) return qs.parse(query);
  let parsed = parsedQueries.get(query);
  if (!parsed) {
    parsed = qs.parse(query);
    // The oldest goes first: a scan with made-up queries only cycles the memory, it never grows it.
    if (parsedQueries.size >= rememberedQueries) parsedQueries.delete(parsedQueries.keys().next().value!);
    parsedQueries.set(query, parsed);
  }
  return copyOf(parsed) as Query;
}

/** qs makes plain objects, arrays and strings only, and never an own key that Object.prototype has. */
function copyOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyOf);
  const copy: Query = {};
  for (const key of Object.keys(value)) copy[key] = copyOf((value as Query)[key]);
  return copy;
}
