import { prepareTestDatabases } from '@sme/db/testing';

/**
 * The fault tests open only seeded PostgreSQL databases (a server on the embedded database makes its own, in its data
 * folder), so no embedded snapshot is made: only the PostgreSQL templates, the seeded one copied from the migrated one.
 */
export default function setup() {
  return prepareTestDatabases({ kinds: ['postgres'], contents: ['seeded'] });
}
