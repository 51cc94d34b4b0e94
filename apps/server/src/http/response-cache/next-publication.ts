import type { Database } from '@sme/db';

/**
 * When the next scheduled post goes public. Nothing is written at that moment, so no change notification comes:
 * every answer kept in memory must expire by then on its own, on every instance, or the post would stay hidden
 * until the next edit.
 */
export interface PublicationClock {
  /** Reads the time again (after a content change: a post may have been scheduled, moved or published). */
  refresh(): Promise<void>;
  /** The latest an answer made `now` may be kept: `expiresAt`, or the next publication if sooner. */
  limit(expiresAt: number, now: number): number;
}

export function publicationClock(db: Database, onError: (error: unknown) => void): PublicationClock {
  let next = Number.POSITIVE_INFINITY;
  // Only the newest read counts: an older one may have started before the change that prompted the newer.
  let reads = 0;
  let catchingUp: Promise<void> | undefined;

  async function refresh() {
    const read = ++reads;
    let found: number;
    try {
      const post = await db.prisma.blogPost.findFirst({
        where: { publishedAt: { gt: new Date() } },
        orderBy: { publishedAt: 'asc' },
        select: { publishedAt: true },
      });
      found = post?.publishedAt?.getTime() ?? Number.POSITIVE_INFINITY;
    } catch (error) {
      onError(error);
      // Unknown: keep nothing until a read succeeds.
      found = Date.now();
    }
    if (read === reads) next = found;
  }

  return {
    refresh,
    limit(expiresAt, now) {
      if (next > now) return Math.min(expiresAt, next);
      // That post is public now: find the one after it (once, however many requests ask meanwhile), and keep
      // nothing until it is known.
      catchingUp ??= refresh().finally(() => (catchingUp = undefined));
      return now;
    },
  };
}
