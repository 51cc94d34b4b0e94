import { readStoredImage, type StoredImageFile } from '@sme/api';
import type { Prisma } from '@sme/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

const YEAR = 'public, max-age=31536000, immutable';
const MB = 1024 * 1024;

export interface StoredImageSource {
  prisma: Prisma;
  /**
   * Moves on whenever the content may have changed, on any instance (the response cache's generation: the database
   * notifies every instance of a StoredImage written or deleted). What this instance remembers is dropped then.
   */
  contentGeneration(): number;
}

interface Kept extends StoredImageFile {
  etag: string;
}

/**
 * Pictures uploaded in the console, served from the database at /storage/<path> by every instance. Their paths name
 * their content (a hash of the bytes), so an answer never goes stale: browsers and proxies keep it for a year, and
 * this instance keeps the most recently asked in memory (32 MB), so a page's pictures cost no query after the
 * first. Paths the database does not hold are remembered too, so the shipped files served beside them cost no query
 * either. Both are forgotten at any change of content, which is how a picture uploaded through another instance, or
 * a row deleted, is seen here.
 *
 * Sends the answer and resolves true when the database holds the path; false to let the shipped files answer.
 */
export function storedImageServer(source: StoredImageSource) {
  const kept = new Map<string, Kept>();
  let keptBytes = 0;
  const absent = new Set<string>();
  let generation = source.contentGeneration();

  const forgetIfChanged = () => {
    const now = source.contentGeneration();
    if (now === generation) return;
    generation = now;
    kept.clear();
    keptBytes = 0;
    absent.clear();
  };

  const keep = (path: string, file: StoredImageFile, since: number): Kept => {
    const entry = { ...file, etag: `"${createHash('sha256').update(file.bytes).digest('base64url').slice(0, 27)}"` };
    // Read before a change that came in meanwhile: served this once, not kept.
    if (since !== source.contentGeneration() || file.bytes.length > 4 * MB) return entry;
    kept.set(path, entry);
    keptBytes += file.bytes.length;
    for (const [oldest, old] of kept) {
      if (keptBytes <= 32 * MB) break;
      kept.delete(oldest);
      keptBytes -= old.bytes.length;
    }
    return entry;
  };

  return async function serveStoredImage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const path = (request.params as { '*'?: string })['*'] ?? '';
    if (!path || path.length > 300) return false;
    forgetIfChanged();
    let entry = kept.get(path);
    if (entry) {
      // Most recently used last: the oldest is dropped first.
      kept.delete(path);
      kept.set(path, entry);
    } else {
      if (absent.has(path)) return false;
      const since = source.contentGeneration();
      const file = await readStoredImage(source.prisma, path);
      if (!file) {
        if (since === source.contentGeneration()) {
          // Made-up paths cannot grow the process: the memory starts again once it holds a thousand.
          if (absent.size >= 1_000) absent.clear();
          absent.add(path);
        }
        return false;
      }
      entry = keep(path, file, since);
    }
    void reply.header('content-type', entry.contentType).header('cache-control', YEAR).header('etag', entry.etag);
    if (matches(request.headers['if-none-match'], entry.etag)) void reply.code(304).send();
    else void reply.header('content-length', entry.bytes.length).send(entry.bytes);
    return true;
  };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}
