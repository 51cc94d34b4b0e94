import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPGlite } from 'pglite-prisma-adapter';

/**
 * Embedded PostgreSQL with the extensions the migrations create (pg_trgm: the console's search index).
 * PGlite loads an extension's code only when it is named here, so every instance is made through this.
 */
export function createPGlite(dataDir?: string): PGlite {
  // The options-only form: new PGlite(undefined, options) ignores the options.
  return new PGlite({ dataDir, extensions: { pg_trgm } });
}

/** Prisma's PGlite adapter, whose shadow database (for migration diffs) has the same extensions. */
export class PGliteAdapter extends PrismaPGlite {
  override connectToShadowDb() {
    return new PrismaPGlite(createPGlite()).connect();
  }
}
