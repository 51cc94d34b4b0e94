import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPGlite } from 'pglite-prisma-adapter';

/**
 * PGlite's own settings, and one more: a new WAL segment is not filled with zeros first. PostgreSQL zeroes each 16 MB
 * segment so that a later fsync finds its blocks allocated, but PGlite runs without fsync (-F), and the zeroing is
 * 16 MB written in the middle of a statement: about one form submission in a thousand took 40 ms instead of 2, and
 * everything queued behind it waited (npm run bench, contact-us).
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off'];

/**
 * Embedded PostgreSQL with the extensions the migrations create (pg_trgm: the console's search index).
 * PGlite loads an extension's code only when it is named here, so every instance is made through this.
 */
export function createPGlite(dataDir?: string, loadDataDir?: Blob): PGlite {
  // The options-only form: new PGlite(undefined, options) ignores the options.
  return new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm }, startParams });
}

/** Prisma's PGlite adapter, whose shadow database (for migration diffs) has the same extensions. */
export class PGliteAdapter extends PrismaPGlite {
  override connectToShadowDb() {
    return new PrismaPGlite(createPGlite()).connect();
  }
}
