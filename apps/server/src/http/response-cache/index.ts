import type { Database } from '@sme/db';
import type { FastifyInstance } from 'fastify';
import { pageCacheKey } from '../pages.ts';
import type { WebRenderer } from '../web-build.ts';
import { AnswerStore } from './answer-store.ts';
import { contentReadKey } from './content-reads.ts';
import { publicationClock } from './next-publication.ts';
import { registerResponseCache, type CachePolicy } from './register.ts';

const MB = 1024 * 1024;

/** The start of the next day, server time: pages print the year (the footer), so none outlives the day it was made. */
function endOfDay(now: number): number {
  const next = new Date(now);
  next.setHours(24, 0, 0, 0);
  return next.getTime();
}

/**
 * The in-memory caches of this instance: blog and catalogue reads (REST and tRPC) and public pages. Both are
 * dropped whenever the database reports a content change (any process, any instance), bypassed while such a
 * change could go unseen, and never kept past the moment the next scheduled post goes public.
 */
export async function setUpResponseCache(app: FastifyInstance, db: Database) {
  const reads = new AnswerStore({ maxBytes: 16 * MB, maxEntries: 2_000 });
  const pages = new AnswerStore({ maxBytes: 48 * MB, maxEntries: 1_000 });
  const clear = () => {
    reads.clear();
    pages.clear();
  };
  const publication = publicationClock(db, (error) =>
    app.log.warn({ err: error }, 'the next scheduled post could not be read: pages and reads are served uncached'),
  );
  await publication.refresh();
  const watch = await db.watchContent({
    changed: () => {
      clear();
      // Answers kept while the time was read again may carry the old one: drop them once it is known.
      void publication.refresh().then(clear);
    },
    connection: (up, cause) => {
      if (up) app.log.info('content changes heard again: pages and reads are cached again');
      else app.log.warn({ cause }, 'content changes cannot be heard: pages and reads are served uncached meanwhile');
    },
  });
  app.addHook('onClose', () => watch.stop());

  const policies: CachePolicy[] = [
    {
      store: reads,
      keyOf: contentReadKey,
      statuses: new Set([200]),
      // The REST layer's own quality (rest-compression.ts): a kept answer is the very bytes a fresh one was.
      brotliQuality: 5,
      expiresAt: (now) => publication.limit(Number.POSITIVE_INFINITY, now),
    },
  ];
  registerResponseCache(app, policies, watch);
  return {
    reads,
    pages,
    /** Pages join once the renderer exists; a missing post's 404 page depends on the content only, so it is kept. */
    servePages(web: WebRenderer) {
      policies.push({
        store: pages,
        keyOf: pageCacheKey(web),
        statuses: new Set([200, 404]),
        brotliQuality: 9,
        expiresAt: (now) => publication.limit(endOfDay(now), now),
      });
    },
  };
}
