import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentWatch, Database } from '../src/index.ts';
import { openTestDatabase, testDatabaseKinds } from '../src/testing.ts';

const run = promisify(execFile);

describe.each(testDatabaseKinds())('content changes on %s', (kind) => {
  let db: Database & { url?: string };
  let watch: ContentWatch;
  let heard = 0;
  const connection: boolean[] = [];
  beforeAll(async () => {
    db = await openTestDatabase(kind, { seed: true });
    watch = await db.watchContent({ changed: () => (heard += 1), connection: (up) => connection.push(up) });
  }, 60_000);
  afterAll(async () => {
    await watch?.stop();
    await db?.close();
  });

  /** Works on the database through a connection of its own, as another process would; closes it after. */
  const onOwnConnection = async (work: (client: pg.Client) => Promise<void>) => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  };

  /** Waits for the notification where it travels between processes; the embedded database is asked to be at once. */
  const expectHeardSince = async (before: number) => {
    if (kind === 'pglite') expect(heard).toBeGreaterThan(before);
    else await vi.waitFor(() => expect(heard).toBeGreaterThan(before), { timeout: 2_000, interval: 5 });
  };

  it('hears a blog post changed by this process', async () => {
    expect(watch.live).toBe(true);
    const before = heard;
    const post = await db.prisma.blogPost.findFirstOrThrow();
    await db.prisma.blogPost.update({ where: { id: post.id }, data: { title: `${post.title} (edited)` } });
    await expectHeardSince(before);
  });

  it('hears every catalogue table, including which features a product has', async () => {
    const product = await db.prisma.product.findFirstOrThrow({ include: { features: true } });
    const writes = [
      () => db.prisma.product.update({ where: { id: product.id }, data: { monthlyCharge: product.monthlyCharge + 1 } }),
      () => db.prisma.productTerm.updateMany({ where: { id: -1 }, data: { name: 'x' } }),
      () => db.prisma.productAcquirer.updateMany({ where: { id: -1 }, data: { logo: 'x' } }),
      () => db.prisma.productManufacturer.updateMany({ where: { id: -1 }, data: { name: 'x' } }),
      () => db.prisma.productFeature.updateMany({ where: { id: -1 }, data: { name: 'x' } }),
      () =>
        db.prisma.product.update({
          where: { id: product.id },
          data: { features: { disconnect: { id: product.features[0]!.id } } },
        }),
    ];
    for (const write of writes) {
      const before = heard;
      await write();
      await expectHeardSince(before);
    }
  });

  it('hears nothing when only leads change', async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = heard;
    await db.prisma.contactEnquiry.create({ data: { firstName: 'Tom', email: 'tom@example.co.uk' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toBe(before);
  });

  // Another process and a lost connection exist only with a database server; the embedded one lives in this process.
  if (kind === 'postgres') {
    it('hears the seed run as a separate process, and a write on a connection of another process', async () => {
      let before = heard;
      await onOwnConnection(async (other) => {
        await other.query(
          `UPDATE "BlogPost" SET title = title || ' (psql)' WHERE id = (SELECT min(id) FROM "BlogPost")`,
        );
      });
      await expectHeardSince(before);

      // The seed adds only what is missing (it never undoes an editor's change): one shipped post is gone, so it
      // writes it back.
      before = heard;
      await onOwnConnection(async (other) => {
        await other.query(`DELETE FROM "BlogPost" WHERE id = (SELECT max(id) FROM "BlogPost")`);
      });
      await expectHeardSince(before);
      before = heard;
      await run('npm', ['run', 'db:seed'], { env: { ...process.env, DATABASE_URL: db.url }, timeout: 120_000 });
      await expectHeardSince(before);
    }, 150_000);

    it('goes quiet while its connection is lost, reports that as a change, and listens again by itself', async () => {
      const before = heard;
      await onOwnConnection(async (admin) => {
        await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
        );
        await vi.waitFor(() => expect(connection.at(-1)).toBe(false), { timeout: 2_000, interval: 5 });
        expect(heard).toBeGreaterThan(before);
        await vi.waitFor(() => expect(watch.live).toBe(true), { timeout: 5_000, interval: 20 });
        expect(connection.at(-1)).toBe(true);

        const again = heard;
        await admin.query(`DELETE FROM "BlogPost" WHERE id = -1`);
        await expectHeardSince(again);
      });
    }, 30_000);
  }
});
