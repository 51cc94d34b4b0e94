import { prepareTestDatabases } from '@sme/db/testing';

/**
 * The fault tests open only seeded PostgreSQL databases (a server on the embedded database makes its own, in its data
 * folder), so only that template is made.
 */
export default function setup() {
  return prepareTestDatabases({ kinds: ['postgres'], contents: ['seeded'] });
}
