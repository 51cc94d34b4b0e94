import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages, type PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, seedDatabase } from '../src/index.ts';
import { ThreadedPGlite } from '../src/pglite-thread/threaded-pglite.ts';
import { createPGlite } from '../src/pglite.ts';

// The server's database on disk runs on a thread of its own; everything that uses it must see what PGlite on the
// same thread would show: the same rows, the same errors, transactions and notifications.
describe('the embedded database on its own thread', () => {
  const folder = mkdtempSync(join(tmpdir(), 'sme-threaded-pglite-'));
  let threaded: ThreadedPGlite;
  let sameThread: PGlite;

  beforeAll(async () => {
    threaded = new ThreadedPGlite(join(folder, 'raw'));
    sameThread = createPGlite();
    await Promise.all([threaded.waitReady, sameThread.waitReady]);
    for (const db of [threaded, sameThread]) {
      await db.exec(`
        CREATE TABLE item (id serial PRIMARY KEY, name text UNIQUE NOT NULL, price numeric, at timestamptz,
          tags text[], facts jsonb, bytes bytea, big int8);
      `);
    }
  });
  afterAll(async () => {
    await threaded?.close();
    await sameThread?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers a query with the same rows, types and fields as PGlite on this thread', async () => {
    const insert = `INSERT INTO item (name, price, at, tags, facts, bytes, big)
      VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`;
    const params = [
      'boiler',
      '12.50',
      new Date('2026-11-23T10:00:00Z'),
      ['gas', 'business'],
      { kWh: 1200, note: "it's 'quoted'" },
      new Uint8Array([1, 2, 255]),
      9007199254740993n,
    ];
    const [ours, theirs] = await Promise.all([threaded.query(insert, params), sameThread.query(insert, params)]);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.rows[0]).toMatchObject({ tags: ['gas', 'business'], facts: { kWh: 1200 }, big: 9007199254740993n });
    const arrays = await threaded.query('SELECT name, price::float8 FROM item', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([['boiler', 12.5]]);
  });

  it('throws PostgreSQL errors as PGlite does, code and detail included, and goes on answering', async () => {
    const error = await threaded.query('INSERT INTO item (name) VALUES ($1)', ['boiler']).catch((caught) => caught);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({ code: '23505', constraint: 'item_name_key' });
    expect(error.detail).toContain('(name)=(boiler)');
    await expect(threaded.exec('SELECT * FROM missing_table')).rejects.toMatchObject({ code: '42P01' });
    expect((await threaded.query('SELECT count(*)::int AS n FROM item')).rows).toEqual([{ n: 1 }]);
  });

  it('commits a transaction whole, and keeps nothing of one that throws or rolls back', async () => {
    await threaded.transaction(async (tx) => {
      await tx.query('INSERT INTO item (name) VALUES ($1)', ['meter']);
      await tx.query('UPDATE item SET price = 3 WHERE name = $1', ['meter']);
    });
    await expect(
      threaded.transaction(async (tx) => {
        await tx.query('INSERT INTO item (name) VALUES ($1)', ['kept?']);
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('the caller changed its mind');
    await threaded.transaction(async (tx) => {
      await tx.query('INSERT INTO item (name) VALUES ($1)', ['rolled back']);
      await tx.rollback();
    });
    const names = await threaded.query<{ name: string }>('SELECT name FROM item ORDER BY id');
    expect(names.rows.map((row) => row.name)).toEqual(['boiler', 'meter']);
  });

  it('holds other queries back while a transaction is open, as one connection does', async () => {
    const seen: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = threaded.transaction(async (tx) => {
      await tx.query('UPDATE item SET price = 4 WHERE name = $1', ['meter']);
      seen.push('transaction wrote');
      await held;
      seen.push('transaction ends');
    });
    const outside = threaded.query('SELECT price::int FROM item WHERE name = $1', ['meter']).then((result) => {
      seen.push('outside read');
      return result.rows[0];
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toEqual({ price: 4 });
    expect(seen).toEqual(['transaction wrote', 'transaction ends', 'outside read']);
  });

  it('delivers a notification before the statement that caused it returns', async () => {
    const heard: string[] = [];
    const unlisten = await threaded.listen('content_changed', (payload) => heard.push(payload));
    await threaded.query(`SELECT pg_notify('content_changed', $1)`, ['post 7']);
    expect(heard).toEqual(['post 7']);
    await unlisten();
    await threaded.query(`SELECT pg_notify('content_changed', 'after')`);
    expect(heard).toEqual(['post 7']);
  });

  it('serves Prisma through openDatabase, and what it wrote is there after closing and opening again', async () => {
    const dataDir = join(folder, 'prisma');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await seedDatabase(first.prisma);
    const post = await first.prisma.blogPost.findFirstOrThrow();
    await first.prisma.blogPost.update({ where: { id: post.id }, data: { title: 'Kept on disk' } });
    // A unique violation reaches Prisma as its own error code, as it does on PostgreSQL.
    await expect(first.prisma.blogPost.create({ data: { ...post, id: undefined } })).rejects.toMatchObject({
      code: 'P2002',
    });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    expect(await second.migrate()).toEqual([]);
    expect((await second.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).title).toBe('Kept on disk');
    await second.close();
  });

  it("runs with PGlite's settings and without zero-filling new WAL segments, on either thread", async () => {
    for (const db of [threaded, sameThread]) {
      const settings = await db.query<{ name: string; setting: string }>(
        "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'wal_init_zero', 'search_path') ORDER BY name",
      );
      expect(settings.rows).toEqual([
        { name: 'fsync', setting: 'off' },
        { name: 'search_path', setting: 'public' },
        { name: 'wal_init_zero', setting: 'off' },
      ]);
    }
  });

  it('refuses queries once closed', async () => {
    const dataDir = join(folder, 'closed');
    const db = new ThreadedPGlite(dataDir);
    await db.waitReady;
    await db.close();
    expect(db.closed).toBe(true);
    await expect(db.query('SELECT 1')).rejects.toThrow('PGlite is closed');
  });
});
