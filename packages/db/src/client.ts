import { mkdirSync } from 'node:fs';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient, type Prisma as PrismaTypes } from './generated/client.ts';
import {
  watchPgliteContent,
  watchPostgresContent,
  type ContentWatch,
  type ContentWatchHandlers,
} from './content-changes.ts';
import {
  watchPgliteLeadChanges,
  watchPostgresLeadChanges,
  type LeadChangeWatch,
  type LeadChangeWatchHandlers,
} from './lead-changes.ts';
import { PGliteAdapter, createPGlite } from './pglite.ts';
import { ThreadedPGlite } from './pglite-thread/threaded-pglite.ts';
import { applyMigrations } from './schema-engine.ts';
import { defaultDatabaseLimits, setOutageWindowMs, type DatabaseLimits } from './database-limits.ts';
import { retryingDroppedConnections } from './dropped-connections.ts';

export type Prisma = InstanceType<typeof PrismaClient>;

/** The client inside prisma.$transaction(async (tx) => …): what a write that must stay atomic receives. */
export type DbTransaction = PrismaTypes.TransactionClient;

export type DatabaseTarget =
  /** A PostgreSQL server, e.g. postgres://user@host:5432/db; `limits` default to defaultDatabaseLimits. */
  | { kind: 'postgres'; url: string; limits?: Partial<DatabaseLimits> }
  /** Embedded PostgreSQL (PGlite) persisted in a folder. */
  | { kind: 'pglite'; dataDir: string }
  /** Embedded PostgreSQL in memory: tests. `snapshot` is a data folder to start from (PGlite's dumpDataDir). */
  | { kind: 'memory'; snapshot?: Blob };

export interface Database {
  prisma: Prisma;
  target: DatabaseTarget['kind'];
  /** Applies pending migrations; returns the names applied. */
  migrate(): Promise<string[]>;
  /**
   * Runs `work` (migrations, the seed) while no other instance runs its own: on PostgreSQL under an advisory lock
   * held on a connection of its own until `work` ends; the embedded database has one process, so no lock.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** A cheap round trip, for health checks. */
  ping(): Promise<void>;
  /**
   * Planner statistics and index upkeep for the console's inbox. PostgreSQL's autovacuum does this by itself;
   * the embedded database has none, and without it the inbox's plans and its search index go stale.
   */
  maintain(): Promise<void>;
  /**
   * Clears the old versions of the lead-delivery outbox's rows, each of which changes status once. PostgreSQL's
   * autovacuum does this by itself; on the embedded database every poll of the outbox otherwise walks all of them
   * again (2.6 ms a poll at 1,000 leads, 6.3 ms at 7,000, and on without end).
   */
  tidyOutbox(): Promise<void>;
  /**
   * Calls `handlers.changed` whenever the content the public pages show (blog posts, the card-machine catalogue)
   * changes, in this process or any other: what a cache of those pages needs to drop its entries.
   */
  watchContent(handlers: ContentWatchHandlers): Promise<ContentWatch>;
  /**
   * Calls `handlers.changed` for every lead created or changed and every follow-up set or done, in this process or
   * any other instance on the same database: what the console's live view forwards to the open consoles.
   */
  watchLeadChanges(handlers: LeadChangeWatchHandlers): Promise<LeadChangeWatch>;
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  let adapter: SqlMigrationAwareDriverAdapterFactory;
  /** Migrations run without the request limits: a migration on a large table may rightly take minutes. */
  let migrationAdapter: SqlMigrationAwareDriverAdapterFactory;
  let closeDriver: () => Promise<void> = async () => {};
  let watchContent: Database['watchContent'];
  let watchLeadChanges: Database['watchLeadChanges'];
  let limits = defaultDatabaseLimits;
  if (target.kind === 'postgres') {
    limits = { ...defaultDatabaseLimits, ...target.limits };
    setOutageWindowMs(limits.outageRetryMs);
    // Sent as the session's startup parameters, so every connection of the pool has them from its first statement.
    adapter = new PrismaPg({
      connectionString: target.url,
      connectionTimeoutMillis: limits.connectTimeoutMs,
      statement_timeout: limits.statementTimeoutMs,
      lock_timeout: limits.lockTimeoutMs,
    });
    migrationAdapter = new PrismaPg({ connectionString: target.url });
    watchContent = (handlers) => watchPostgresContent(target.url, handlers);
    watchLeadChanges = (handlers) => watchPostgresLeadChanges(target.url, handlers);
  } else {
    // On disk (the server, the db:* commands) the database gets a thread of its own (see ThreadedPGlite); a test's
    // database in memory stays on the test's thread, where starting a thread would only add to every test file.
    let pglite: PGlite | ThreadedPGlite;
    if (target.kind === 'pglite') {
      mkdirSync(target.dataDir, { recursive: true });
      pglite = new ThreadedPGlite(target.dataDir);
    } else {
      pglite = createPGlite(undefined, target.snapshot);
    }
    await pglite.waitReady;
    // The adapter calls query, exec and transaction, which both have as PGlite's own query layer.
    adapter = new PGliteAdapter(pglite as PGlite);
    migrationAdapter = adapter;
    closeDriver = () => pglite.close();
    watchContent = (handlers) => watchPgliteContent(pglite, handlers);
    watchLeadChanges = (handlers) => watchPgliteLeadChanges(pglite, handlers);
  }
  // A PostgreSQL server can end a session under a statement; the embedded database has no connection to lose.
  const prisma = new PrismaClient({
    adapter: target.kind === 'postgres' ? retryingDroppedConnections(adapter, limits.outageRetryMs) : adapter,
  });
  return {
    prisma,
    target: target.kind,
    migrate: () => applyMigrations(migrationAdapter),
    exclusive: (work) => (target.kind === 'postgres' ? underStartLock(target.url, work) : work()),
    ping: async () => {
      await prisma.$queryRaw`SELECT 1`;
    },
    maintain: async () => {
      if (target.kind === 'postgres') return;
      // Tables that never held a row are left alone: ANALYZE tells the planner an empty table stays empty, and the
      // plans PostgreSQL keeps for foreign-key checks then read the whole table on every insert until the next
      // upkeep (a new database's contact form went from 1.6 to 5 ms a submission over its first 5,000 leads).
      const tables = await prisma.$queryRaw<{ name: string }[]>`
        SELECT format('%I', relname) AS name FROM pg_class
        WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' AND pg_relation_size(oid) > 0
        ORDER BY relname`;
      if (tables.length === 0) return;
      await prisma.$executeRawUnsafe(`VACUUM ANALYZE ${tables.map((table) => table.name).join(', ')}`);
    },
    tidyOutbox: async () => {
      if (target.kind === 'postgres') return;
      await prisma.$executeRawUnsafe('VACUUM "Delivery"');
    },
    watchContent,
    watchLeadChanges,
    close: async () => {
      await prisma.$disconnect();
      await closeDriver();
    },
  };
}

/**
 * The advisory lock every instance takes to migrate and seed. A fixed key: instances of any version of this
 * application agree on it. Several instances starting together on a new database otherwise race the seed's
 * upserts into unique violations (two INSERTs of the same catalogue name), and the loser exits.
 */
export const START_LOCK_KEY = 7_391_204_511;

async function underStartLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  // A session lock lives on one connection: a client of its own, not one of the pool's.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [START_LOCK_KEY]);
    }
  } finally {
    // Ending the session releases the lock too, should the unlock itself have failed.
    await client.end();
  }
}
