import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from './client.ts';
import { PrismaClient } from './generated/client.ts';
import { PGliteAdapter, createPGlite } from './pglite.ts';
import { applyMigrations } from './schema-engine.ts';
import { seedDatabase } from './seed/index.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The embedded database always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

type Contents = 'empty' | 'seeded';

/**
 * Migrated databases made once per test run, which each test file's database starts as a copy of: PGlite data
 * folders (dumpDataDir) and PostgreSQL template databases. A new PGlite runs initdb, the migrations and the seed
 * in about 2.5 s of CPU, and the suite opens over a hundred of them; a copy starts in about 0.4 s.
 */
interface Snapshots {
  pglite: Record<Contents, string>;
  postgres?: Record<Contents, string>;
}

/** How the run's snapshots reach the test files: vitest's workers inherit the environment of its global setup. */
const SNAPSHOTS_ENV = 'SME_TEST_DATABASE_SNAPSHOTS';

function snapshots(): Snapshots | undefined {
  const value = process.env[SNAPSHOTS_ENV];
  return value ? (JSON.parse(value) as Snapshots) : undefined;
}

/**
 * A migrated database of its own for one test file, empty or with the shipped content: in-memory PGlite, or a new
 * database on the TEST_DATABASE_URL server that is dropped again on close. Copied from the run's snapshots when
 * `prepareTestDatabases` made them, else migrated (and seeded) from nothing.
 */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  options: { seed?: boolean } = {},
): Promise<Database & { url?: string }> {
  const contents: Contents = options.seed ? 'seeded' : 'empty';
  const made = snapshots();
  let db: Database;
  let copied: boolean;
  let connectionUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `sme_test_${randomBytes(6).toString('hex')}`;
    const template = made?.postgres?.[contents];
    await withAdminClient(serverUrl, (client) =>
      client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
    );
    connectionUrl = databaseUrl(serverUrl, name);
    db = await openDatabase({ kind: 'postgres', url: connectionUrl });
    dropDatabase = () => dropDatabaseOn(serverUrl, name);
    copied = !!template;
  } else {
    const snapshot = made?.pglite[contents];
    db = await openDatabase({ kind: 'memory', snapshot: snapshot ? new Blob([readFileSync(snapshot)]) : undefined });
    copied = !!snapshot;
  }
  if (!copied) {
    await db.migrate();
    if (options.seed) await seedDatabase(db.prisma);
  }
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

/**
 * Vitest's global setup: makes the run's snapshots (an empty and a seeded database of each kind) and returns the
 * teardown that removes them. Every test file then starts from a copy instead of migrating and seeding again.
 */
export async function prepareTestDatabases(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'sme-test-databases-'));
  const made: Snapshots = { pglite: { empty: join(folder, 'empty.tar'), seeded: join(folder, 'seeded.tar') } };
  for (const contents of ['empty', 'seeded'] as const) {
    writeFileSync(made.pglite[contents], Buffer.from(await (await pgliteSnapshot(contents)).arrayBuffer()));
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const prefix = `sme_template_${randomBytes(4).toString('hex')}`;
    made.postgres = { empty: `${prefix}_empty`, seeded: `${prefix}_seeded` };
    for (const contents of ['empty', 'seeded'] as const) {
      const name = made.postgres[contents];
      await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      const db = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
      await db.migrate();
      if (contents === 'seeded') await seedDatabase(db.prisma);
      // A template cannot be copied while anyone is connected to it.
      await db.close();
    }
  }

  process.env[SNAPSHOTS_ENV] = JSON.stringify(made);
  return async () => {
    delete process.env[SNAPSHOTS_ENV];
    rmSync(folder, { recursive: true, force: true });
    if (serverUrl && made.postgres) {
      for (const name of Object.values(made.postgres)) await dropDatabaseOn(serverUrl, name);
    }
  };
}

async function pgliteSnapshot(contents: Contents): Promise<Blob> {
  const pglite = createPGlite();
  const adapter = new PGliteAdapter(pglite);
  await applyMigrations(adapter);
  if (contents === 'seeded') {
    const prisma = new PrismaClient({ adapter });
    await seedDatabase(prisma);
    await prisma.$disconnect();
  }
  // Written out of the WAL into the tables, so a copy starts without replaying it.
  await pglite.exec('CHECKPOINT');
  const snapshot = await pglite.dumpDataDir('none');
  await pglite.close();
  return snapshot;
}

function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function dropDatabaseOn(serverUrl: string, name: string) {
  return withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
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
