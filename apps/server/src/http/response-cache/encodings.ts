import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this an answer goes as it is, as @fastify/compress and the REST layer do. */
export const COMPRESSION_THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Every form of a body, compressed once off the event loop (zlib's thread pool): the answer is kept, so a slower,
 * smaller brotli pays for itself on the first few hits.
 */
export async function encodeAll(
  identity: Buffer,
  brotliQuality: number,
): Promise<Partial<Record<Encoding, Buffer>> & { identity: Buffer }> {
  if (identity.length < COMPRESSION_THRESHOLD) return { identity };
  const [br, gzip] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity),
  ]);
  return { identity, br, gzip };
}

/**
 * The smallest form the client accepts: brotli, then gzip, else the body as it is. Reads q-values, so
 * `br;q=0` refuses brotli; identity is always acceptable (RFC 9110 allows refusing it, but no browser does).
 */
export function preferredEncoding(header: string | undefined, available: Partial<Record<Encoding, Buffer>>): Encoding {
  if (!header) return 'identity';
  let br = false;
  let gzip = false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    const accepted = q === undefined || Number(q) > 0;
    if (name === 'br') br = accepted;
    else if (name === 'gzip' || name === 'x-gzip') gzip = accepted;
    else if (name === '*') wildcard = accepted;
  }
  if (available.br && (br || (wildcard && !/\bbr\b/i.test(header)))) return 'br';
  if (available.gzip && (gzip || (wildcard && !/gzip/i.test(header)))) return 'gzip';
  return 'identity';
}
