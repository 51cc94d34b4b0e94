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
  pglite?: Partial<Record<Contents, string>>;
  postgres?: Partial<Record<Contents, string>>;
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
    const snapshot = made?.pglite?.[contents];
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
 * Vitest's global setup: makes the run's snapshots and returns the teardown that removes them. Every test file then
 * starts from a copy instead of migrating and seeding again. By default an empty and a seeded database of each kind
 * the run tests on; a run that needs fewer (the fault tests: seeded PostgreSQL only) says which.
 *
 * The kinds are made at once (PGlite's work is in this process, PostgreSQL's in its server), and the migrations run
 * once per kind: the seeded snapshot is the empty one, seeded.
 */
export async function prepareTestDatabases(
  wanted: { kinds?: TestDatabaseKind[]; contents?: Contents[] } = {},
): Promise<() => Promise<void>> {
  const kinds = wanted.kinds ?? testDatabaseKinds();
  const contents = wanted.contents ?? ['empty', 'seeded'];
  const folder = mkdtempSync(join(tmpdir(), 'sme-test-databases-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (kinds.includes('postgres') && !serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const made: Snapshots = {};
  await Promise.all([
    kinds.includes('pglite') ? pgliteSnapshots(folder, contents).then((files) => (made.pglite = files)) : undefined,
    kinds.includes('postgres')
      ? postgresTemplates(serverUrl!, contents).then((names) => (made.postgres = names))
      : undefined,
  ]);

  process.env[SNAPSHOTS_ENV] = JSON.stringify(made);
  return async () => {
    delete process.env[SNAPSHOTS_ENV];
    rmSync(folder, { recursive: true, force: true });
    for (const name of Object.values(made.postgres ?? {})) await dropDatabaseOn(serverUrl!, name);
  };
}

/** PGlite data folders (tar files in `folder`): migrated, then seeded in the same database. */
async function pgliteSnapshots(folder: string, contents: Contents[]): Promise<Partial<Record<Contents, string>>> {
  const pglite = createPGlite();
  const adapter = new PGliteAdapter(pglite);
  const files: Partial<Record<Contents, string>> = {};
  // Written out of the WAL into the tables, so a copy starts without replaying it.
  const dump = async (as: Contents) => {
    await pglite.exec('CHECKPOINT');
    files[as] = join(folder, `${as}.tar`);
    writeFileSync(files[as], Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  };
  await applyMigrations(adapter);
  if (contents.includes('empty')) await dump('empty');
  if (contents.includes('seeded')) {
    const prisma = new PrismaClient({ adapter });
    await seedDatabase(prisma);
    await prisma.$disconnect();
    await dump('seeded');
  }
  await pglite.close();
  return files;
}

/**
 * PostgreSQL template databases: the empty one migrated (made, and offered, even when only the seeded one is asked
 * for), the seeded one a copy of it, seeded.
 */
async function postgresTemplates(serverUrl: string, contents: Contents[]): Promise<Partial<Record<Contents, string>>> {
  const prefix = `sme_template_${randomBytes(4).toString('hex')}`;
  const empty = `${prefix}_empty`;
  const names: Partial<Record<Contents, string>> = { empty };
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${empty}`));
  const migrated = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, empty) });
  await migrated.migrate();
  // A template cannot be copied while anyone is connected to it.
  await migrated.close();
  if (contents.includes('seeded')) {
    const seeded = `${prefix}_seeded`;
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${seeded} TEMPLATE ${empty}`));
    names.seeded = seeded;
    const db = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, seeded) });
    await seedDatabase(db.prisma);
    await db.close();
  }
  return names;
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
