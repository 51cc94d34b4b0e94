import { prepareTestDatabases } from '@sme/db/testing';

/** Migrates and seeds a database of each kind once, for every test file to start from a copy of. */
export default function setup() {
  return prepareTestDatabases();
}
