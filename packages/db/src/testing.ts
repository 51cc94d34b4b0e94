import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './client.ts';
import { seedDatabase } from './seed/index.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The embedded database always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A migrated, empty database of its own for one test file: in-memory PGlite, or a new database on the
 * TEST_DATABASE_URL server that is dropped again on close.
 */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  options: { seed?: boolean } = {},
): Promise<Database & { url?: string }> {
  let db: Database;
  let connectionUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `sme_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    connectionUrl = url.toString();
    db = await openDatabase({ kind: 'postgres', url: connectionUrl });
    dropDatabase = () =>
      withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  } else {
    db = await openDatabase({ kind: 'memory' });
  }
  await db.migrate();
  if (options.seed) await seedDatabase(db.prisma);
  return {
    ...db,
    /** PostgreSQL only: for a second connection, as a second instance of the server would have. */
    url: connectionUrl,
    close: async () => {
      await db.close();
      await dropDatabase();
    },
  };
}

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
