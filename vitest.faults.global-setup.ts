import { prepareTestDatabases } from '@sme/db/testing';

/** The fault tests run only on seeded PostgreSQL (the embedded database serves one process): only it is made. */
export default function setup() {
  return prepareTestDatabases({ kinds: ['postgres'], contents: ['seeded'] });
}
