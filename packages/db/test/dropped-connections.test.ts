import { DriverAdapterError } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  hasUnknownOutcome,
  isDroppedConnection,
  isReadOnlyStatement,
  MAX_RUNS,
  retryOnDroppedConnection,
} from '../src/dropped-connections.ts';
import type { Database } from '../src/index.ts';
import { openTestDatabase } from '../src/testing.ts';

describe('which statements only read', () => {
  it.each([
    'SELECT "t0"."id", "t0"."updatedAt" FROM "public"."Lead" AS "t0" WHERE "t0"."id" = $1 LIMIT $2',
    'SELECT 1',
    '  -- a comment\n  select count(*) from "Delivery"',
    'WITH "recent" AS (SELECT "id" FROM "Lead") SELECT * FROM "recent"',
    'SELECT "id" FROM "Delivery" WHERE "status" = $1 FOR UPDATE SKIP LOCKED',
    `SELECT 'insert into x' AS "text"`,
    '(SELECT 1) UNION (SELECT 2)',
  ])('reads: %s', (sql) => {
    expect(isReadOnlyStatement(sql)).toBe(true);
  });

  it.each([
    'INSERT INTO "Lead" ("id") VALUES ($1) RETURNING "id"',
    'UPDATE "Lead" SET "status" = $1 WHERE "id" = $2',
    'DELETE FROM "Lead" WHERE "id" = $1',
    'WITH w0 AS (INSERT INTO "PopupLead" ("id") VALUES ($1)) SELECT 1',
    `SELECT nextval('"Lead_seq"')`,
    'SELECT pg_advisory_lock($1)',
    'COMMIT',
    'BEGIN',
    'VACUUM ANALYZE "Lead"',
  ])('writes (or may): %s', (sql) => {
    expect(isReadOnlyStatement(sql)).toBe(false);
  });
});

describe('which errors are a dropped connection', () => {
  const postgresError = (code: string, message: string) =>
    new DriverAdapterError({
      kind: 'postgres',
      code,
      severity: 'FATAL',
      message,
      detail: undefined,
      column: undefined,
      hint: undefined,
      originalCode: code,
      originalMessage: message,
    });
  const ended = () => postgresError('57P01', 'terminating connection due to administrator command');
  /** As Prisma's client throws a driver's error: the adapter's error as meta.driverAdapterError (seen with 57P01). */
  const fromPrisma = (driverAdapterError: unknown) =>
    Object.assign(new Error('Raw query failed.'), { code: 'P2010', meta: { driverAdapterError } });

  it.each([
    ['a session ended by the server, through Prisma', fromPrisma(ended())],
    ['a session ended by the server, as the adapter throws it', ended()],
    ['a socket closed under a statement', new Error('Connection terminated unexpectedly')],
    [
      'a statement on a connection known to be dead',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a reset connection, as the adapter maps it', new DriverAdapterError({ kind: 'ConnectionClosed' })],
    ['a broken pipe', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })],
    // Seen while the pool's connections were ended 20 times in 10 s: the pool had begun ending the one that failed.
    ['a connection the pool was ending under a statement', new Error('Connection terminated')],
    [
      'a session ended for idling',
      fromPrisma(postgresError('57P05', 'terminating connection due to idle-session timeout')),
    ],
    ['a protocol violation on the connection', fromPrisma(postgresError('08P01', 'invalid frontend message type'))],
    [
      'a new connection refused: too many',
      fromPrisma(
        new DriverAdapterError({
          kind: 'TooManyConnections',
          cause: 'sorry, too many clients already',
          originalCode: '53300',
          originalMessage: 'sorry, too many clients already',
        }),
      ),
    ],
    ["pg's own error for a session ended", Object.assign(new Error('terminating connection'), { code: '57P01' })],
  ])('is: %s', (_what, error) => {
    expect(isDroppedConnection(error)).toBe(true);
  });

  it.each([
    [
      'a unique violation',
      fromPrisma(
        new DriverAdapterError({ kind: 'UniqueConstraintViolation', constraint: { fields: ['fingerprint'] } }),
      ),
    ],
    [
      'a division by zero',
      fromPrisma(
        new DriverAdapterError({
          kind: 'postgres',
          code: '22012',
          severity: 'ERROR',
          message: 'division by zero',
          detail: undefined,
          column: undefined,
          hint: undefined,
        }),
      ),
    ],
    ['a client closed on purpose', new Error('Client was closed and is not queryable')],
    ['a database that cannot be reached', new DriverAdapterError({ kind: 'DatabaseNotReachable' })],
    ['no error object', 'Connection terminated unexpectedly'],
  ])('is not: %s', (_what, error) => {
    expect(isDroppedConnection(error)).toBe(false);
  });
});

// The server ends sessions under the client's statements here (pg_terminate_backend), as a failover or an operator
// would; only the embedded database runs without a server, and it has no connection to lose.
const serverUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!serverUrl)('statements whose connection is terminated (PostgreSQL)', () => {
  let db: Database & { url?: string };
  let name: string;
  /** On the server's own database, never the test's: terminating the test's sessions never ends this one. */
  const admin = new pg.Client({ connectionString: serverUrl });

  beforeAll(async () => {
    db = await openTestDatabase('postgres');
    name = new URL(db.url!).pathname.slice(1);
    await admin.connect();
    // Each try of a statement takes a number from `tries` (which no rollback gives back), so a test counts them.
    await db.prisma.$executeRawUnsafe('CREATE SEQUENCE tries');
    await db.prisma.$executeRawUnsafe(
      "CREATE FUNCTION note_try() RETURNS bigint VOLATILE LANGUAGE sql AS 'SELECT nextval(''tries'')'",
    );
    // A try counted first, then half a second to end its session in: the marker terminateRunning looks for.
    await db.prisma.$executeRawUnsafe(
      "CREATE FUNCTION slow_try() RETURNS bigint VOLATILE LANGUAGE plpgsql AS $$ DECLARE n bigint := nextval('tries'); BEGIN PERFORM pg_sleep(0.5); RETURN n; END $$",
    );
    await db.prisma.$executeRawUnsafe('CREATE TABLE probe (id int PRIMARY KEY)');
    // A COMMIT that takes half a second (a deferred trigger runs inside it): time to end its session mid-COMMIT.
    await db.prisma.$executeRawUnsafe('CREATE TABLE slow_commit (id int PRIMARY KEY)');
    await db.prisma.$executeRawUnsafe(
      'CREATE FUNCTION sleep_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(0.5); RETURN NULL; END $$',
    );
    await db.prisma.$executeRawUnsafe(
      'CREATE CONSTRAINT TRIGGER sleep_at_commit AFTER INSERT ON slow_commit DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sleep_at_commit()',
    );
  });

  afterAll(async () => {
    await admin.end();
    await db?.close();
  });

  beforeEach(async () => {
    await db.prisma.$executeRawUnsafe('TRUNCATE probe, slow_commit');
    await db.prisma.$executeRawUnsafe("SELECT setval('tries', 1, false)");
  });

  const tries = async () => {
    const [row] = await db.prisma.$queryRawUnsafe<{ n: number }[]>(
      'SELECT (CASE WHEN is_called THEN last_value ELSE 0 END)::int AS n FROM tries',
    );
    return row!.n;
  };

  /**
   * Ends the sessions of the test's database that are running a statement whose text contains `marker`, one after
   * the other as each appears, `times` of them; answers their process ids. Each is ended in its pg_sleep, which every
   * marked statement reaches after counting its try: never before the statement has run that far.
   */
  async function terminateRunning(marker: string, times = 1): Promise<number[]> {
    const ended: number[] = [];
    const until = Date.now() + 10_000;
    while (ended.length < times) {
      if (Date.now() > until) throw new Error(`no statement with ${marker} ran`);
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
         WHERE datname = $1 AND state = 'active' AND wait_event = 'PgSleep' AND strpos(query, $2) > 0
           AND NOT (pid = ANY($3::int[]))`,
        [name, marker, ended],
      );
      if (rows[0]) {
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
        ended.push(rows[0].pid);
      } else {
        await sleep(5);
      }
    }
    return ended;
  }

  it('runs a read again once on a fresh connection when its own is terminated under it', async () => {
    const ended = terminateRunning('pg_sleep(0.5)');
    const [answer] = await db.prisma.$queryRawUnsafe<{ pid: number }[]>(
      'SELECT note_try(), pg_backend_pid() AS pid, pg_sleep(0.5)::text',
    );
    const [killed] = await ended;
    expect(answer!.pid).not.toBe(killed);
    expect(await tries()).toBe(2);
  });

  it(`runs a read at most ${MAX_RUNS} times: the last termination reaches the caller`, async () => {
    const ended = terminateRunning('pg_sleep(0.5)', MAX_RUNS);
    const error = await db.prisma.$queryRawUnsafe('SELECT note_try(), pg_sleep(0.5)::text').catch((e: unknown) => e);
    await ended;
    expect(isDroppedConnection(error)).toBe(true);
    expect(await tries()).toBe(MAX_RUNS);
  });

  it('does not run again a read that failed for another reason', async () => {
    const error = await db.prisma.$queryRawUnsafe('SELECT note_try() / 0').catch((e: unknown) => e);
    expect(isDroppedConnection(error)).toBe(false);
    expect(await tries()).toBe(1);
  });

  it('does not run again a write outside a transaction: it may have been done', async () => {
    const ended = terminateRunning('slow_try()');
    const error = await db.prisma.$executeRawUnsafe('INSERT INTO probe SELECT slow_try()').catch((e: unknown) => e);
    await ended;
    expect(isDroppedConnection(error)).toBe(true);
    expect(hasUnknownOutcome(error)).toBe(true);
    expect(await tries()).toBe(1);
  });

  it('runs a transaction again when its connection is terminated before COMMIT, and stores it once', async () => {
    let runs = 0;
    const ended = terminateRunning('pg_sleep(0.5)');
    await retryOnDroppedConnection(() =>
      db.prisma.$transaction(async (tx) => {
        runs += 1;
        await tx.$executeRawUnsafe('INSERT INTO probe VALUES (1)');
        await tx.$queryRawUnsafe('SELECT pg_sleep(0.5)::text');
      }),
    );
    await ended;
    expect(runs).toBe(2);
    expect(await db.prisma.$queryRawUnsafe('SELECT id FROM probe')).toEqual([{ id: 1 }]);
  });

  it(`runs a transaction at most ${MAX_RUNS} times: the last termination reaches the caller`, async () => {
    let runs = 0;
    const ended = terminateRunning('pg_sleep(0.5)', MAX_RUNS);
    const error = await retryOnDroppedConnection(() =>
      db.prisma.$transaction(async (tx) => {
        runs += 1;
        await tx.$executeRawUnsafe('INSERT INTO probe VALUES (1)');
        await tx.$queryRawUnsafe('SELECT pg_sleep(0.5)::text');
      }),
    ).catch((e: unknown) => e);
    await ended;
    expect(isDroppedConnection(error)).toBe(true);
    expect(runs).toBe(MAX_RUNS);
    expect(await db.prisma.$queryRawUnsafe('SELECT id FROM probe')).toEqual([]);
  });

  it('without the retry, the same transaction fails with its connection', async () => {
    const ended = terminateRunning('pg_sleep(0.5)');
    const error = await db.prisma
      .$transaction(async (tx) => {
        await tx.$executeRawUnsafe('INSERT INTO probe VALUES (1)');
        await tx.$queryRawUnsafe('SELECT pg_sleep(0.5)::text');
      })
      .catch((e: unknown) => e);
    await ended;
    expect(isDroppedConnection(error)).toBe(true);
    expect(await db.prisma.$queryRawUnsafe('SELECT id FROM probe')).toEqual([]);
  });

  const slowCommit = (counter: { runs: number }) => () =>
    db.prisma.$transaction(async (tx) => {
      counter.runs += 1;
      await tx.$executeRawUnsafe('INSERT INTO slow_commit VALUES (1)');
    });

  it('does not run again a transaction whose COMMIT was lost: it may have committed', async () => {
    const counter = { runs: 0 };
    const ended = terminateRunning('COMMIT');
    const error = await retryOnDroppedConnection(slowCommit(counter)).catch((e: unknown) => e);
    await ended;
    expect(isDroppedConnection(error)).toBe(true);
    expect(hasUnknownOutcome(error)).toBe(true);
    expect(counter.runs).toBe(1);
  });

  it('runs again a transaction whose COMMIT was lost when its caller says a second run is harmless', async () => {
    const counter = { runs: 0 };
    const ended = terminateRunning('COMMIT');
    await retryOnDroppedConnection(slowCommit(counter), { replayable: true });
    await ended;
    expect(counter.runs).toBe(2);
    expect(await db.prisma.$queryRawUnsafe('SELECT id FROM slow_commit')).toEqual([{ id: 1 }]);
  });

  it('does not run again a transaction that failed for another reason', async () => {
    await db.prisma.$executeRawUnsafe('INSERT INTO probe VALUES (1)');
    let runs = 0;
    const error = await retryOnDroppedConnection(
      () =>
        db.prisma.$transaction(async (tx) => {
          runs += 1;
          await tx.$executeRawUnsafe('INSERT INTO probe VALUES (1)');
        }),
      { replayable: true },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'P2010' });
    expect(isDroppedConnection(error)).toBe(false);
    expect(runs).toBe(1);
  });

  it('lives through the termination of its idle pooled connections and serves the next statement', async () => {
    // Several connections in the pool, all idle when the server ends them: an unheard 'error' would end the process.
    await Promise.all([1, 2, 3, 4].map(() => db.prisma.$queryRawUnsafe('SELECT pg_sleep(0.05)::text')));
    const { rows } = await admin.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1`,
      [name],
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(2);
    await sleep(100);
    expect(await db.prisma.$queryRawUnsafe('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
