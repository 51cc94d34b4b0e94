import type { Database } from '@sme/db';
import { openTestDatabase, type TestDatabaseKind } from '@sme/db/testing';
import { afterAll, beforeAll } from 'vitest';
import { createCaller, demoAddressProvider, type Context } from '../../src/index.ts';

export type Caller = ReturnType<typeof createCaller>;

/**
 * Gives the suite a database of this kind (opened before its tests, closed after them) and a caller of the
 * procedures on it, as the site calls them: `use` hands both over once they are open.
 */
export function openForSuite(
  kind: TestDatabaseKind,
  use: (opened: { db: Database; caller: Caller }) => void,
  options: { seed?: boolean; formRules?: Context['formRules'] } = {},
): void {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await openTestDatabase(kind, { seed: options.seed });
    const { formRules } = options;
    use({
      db,
      caller: createCaller({
        prisma: db.prisma,
        addressLookup: demoAddressProvider(),
        ...(formRules && { formRules }),
      }),
    });
  });
  afterAll(() => db?.close());
}
