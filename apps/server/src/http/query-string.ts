import qs from 'qs';

type Query = Record<string, unknown>;

/**
 * One key or value of a query or a form-encoded body, decoded as qs does, but for escapes that are no UTF-8 text
 * (ED A0 80, a lone surrogate as WTF-8; FF; a sequence cut short). qs keeps the whole value as sent then, so
 * "%ED%A0%80" reached the fields' checks as ordinary text and was stored. Each byte that starts no well-formed
 * sequence reads as the lone surrogate U+DC80–U+DCFF (Python's surrogateescape): text no field can store, refused
 * with the field's own message as JSON's "\ud800" is. A percent sign that starts no escape stays itself.
 */
export function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced.replace(/(?:%[0-9a-f]{2})+/gi, (escapes) =>
      decodeUtf8(Buffer.from(escapes.replace(/%/g, ''), 'hex')),
    );
  }
}

/** A well-formed sequence's length and its second byte's range, by its first byte (the Unicode standard's table 3-7). */
function sequenceOf(lead: number): [length: number, low: number, high: number] | null {
  if (lead < 0x80) return [1, 0, 0];
  if (lead >= 0xc2 && lead <= 0xdf) return [2, 0x80, 0xbf];
  if (lead === 0xe0) return [3, 0xa0, 0xbf];
  // ED A0 to ED BF would be surrogates.
  if (lead === 0xed) return [3, 0x80, 0x9f];
  if (lead >= 0xe1 && lead <= 0xef) return [3, 0x80, 0xbf];
  if (lead === 0xf0) return [4, 0x90, 0xbf];
  if (lead >= 0xf1 && lead <= 0xf3) return [4, 0x80, 0xbf];
  if (lead === 0xf4) return [4, 0x80, 0x8f];
  return null;
}

/** UTF-8 read strictly, each byte that starts no well-formed sequence escaped as U+DC80 to U+DCFF. */
function decodeUtf8(bytes: Buffer): string {
  let text = '';
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    const [length, low, high] = sequenceOf(lead) ?? [0, 0, 0];
    const rest = bytes.subarray(i + 1, i + length);
    const wellFormed =
      length > 0 &&
      rest.length === length - 1 &&
      rest.every((byte, at) => (at === 0 ? byte >= low && byte <= high : byte >= 0x80 && byte <= 0xbf));
    if (wellFormed) {
      text += bytes.subarray(i, i + length).toString('utf8');
      i += length;
    } else {
      text += String.fromCharCode(0xdc00 + lead);
      i += 1;
    }
  }
  return text;
}

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
  if (query.length > rememberedLength) return qs.parse(query, { decoder: decodeComponent });
  let parsed = parsedQueries.get(query);
  if (!parsed) {
    parsed = qs.parse(query, { decoder: decodeComponent });
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
