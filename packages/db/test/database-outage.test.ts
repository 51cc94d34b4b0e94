import { DriverAdapterError } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseOutage, isUnreachable } from '../src/dropped-connections.ts';
import { openDatabase, type Database } from '../src/index.ts';
import { openTestDatabase } from '../src/testing.ts';

describe('which errors are the database out of reach or too slow', () => {
  const adapterError = (cause: object) => new DriverAdapterError(cause as never);

  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['no route to the host', Object.assign(new Error('connect EHOSTUNREACH'), { code: 'EHOSTUNREACH' })],
    ['the adapter saying so', adapterError({ kind: 'DatabaseNotReachable', host: 'db', port: 5432 })],
    ['no connection within the connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a lock not granted in time', adapterError({ kind: 'postgres', code: '55P03', originalCode: '55P03' })],
    ['a database starting up', adapterError({ kind: 'postgres', code: '57P03', originalCode: '57P03' })],
  ])('never ran, so is run again for the outage: %s', (_label, error) => {
    expect(isUnreachable(error)).toBe(true);
    expect(isDatabaseOutage(error)).toBe(true);
  });

  it('answers a statement cancelled by statement_timeout as an outage (503), not run again', () => {
    const cancelled = adapterError({ kind: 'postgres', code: '57014', originalCode: '57014' });
    expect(isUnreachable(cancelled)).toBe(false);
    expect(isDatabaseOutage(cancelled)).toBe(true);
  });

  it.each([
    ['a unique violation', adapterError({ kind: 'UniqueConstraintViolation', constraint: { fields: ['id'] } })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('is a fault of its own: %s', (_label, error) => {
    expect(isDatabaseOutage(error)).toBe(false);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('a table locked longer than lock_timeout (PostgreSQL)', () => {
  let owner: Database & { url?: string };
  let db: Database;
  const locker = () => new pg.Client({ connectionString: owner.url });

  beforeAll(async () => {
    owner = await openTestDatabase('postgres');
    db = await openDatabase({
      kind: 'postgres',
      url: owner.url!,
      limits: { lockTimeoutMs: 200, outageRetryMs: 3_000 },
    });
  });
  afterAll(async () => {
    await db?.close();
    await owner?.close();
  });

  it('waits out a lock shorter than the outage window: the write is done once the lock goes', async () => {
    const holder = locker();
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE "AuditEntry" IN ACCESS EXCLUSIVE MODE');
    const started = performance.now();
    const write = db.prisma.$executeRaw`DELETE FROM "AuditEntry" WHERE false`;
    setTimeout(() => void holder.query('COMMIT').then(() => holder.end()), 1_000);
    await expect(write).resolves.toBe(0);
    expect(performance.now() - started).toBeGreaterThan(900);
  });

  it('gives up past the outage window with an error the server answers 503 for', async () => {
    const holder = locker();
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE "AuditEntry" IN ACCESS EXCLUSIVE MODE');
    try {
      const started = performance.now();
      const error = await db.prisma.$queryRaw`SELECT count(*) FROM "AuditEntry"`.catch((e: unknown) => e);
      expect(isDatabaseOutage(error)).toBe(true);
      // Tried for the 3 s window, no more.
      expect(performance.now() - started).toBeGreaterThan(2_000);
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
  });
});
