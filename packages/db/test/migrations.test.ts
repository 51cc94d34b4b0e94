import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingMigrationSql, seedDatabase, type Database } from '../src/index.ts';
import { openTestDatabase, testDatabaseKinds } from '../src/testing.ts';
import { migrationsDir } from '../src/paths.ts';
import { PGliteAdapter, createPGlite } from '../src/pglite.ts';

describe('prisma/migrations', () => {
  // Replays every migration in a shadow database: seconds alone, past the default 30 s on a loaded machine.
  it('is in step with schema.prisma (no drift)', { timeout: 120_000 }, async () => {
    expect(await pendingMigrationSql(new PGliteAdapter(createPGlite()))).toBeNull();
  });
});

describe.each(testDatabaseKinds())('an empty %s database migrated by the project', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  it('records the migrations and applies nothing twice', async () => {
    const rows = await db.prisma.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL`;
    const folders = readdirSync(migrationsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders[0]).toMatch(/^\d{14}_init$/);
    expect(rows.map((r) => r.migration_name).sort()).toEqual(folders);
    expect(await db.migrate()).toEqual([]);
  });

  it('has every table of the schema', async () => {
    const tables = await db.prisma.$queryRaw<{ table_name: string }[]>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`;
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'BlogPost',
        'ContactEnquiry',
        'PartnerRegistration',
        'PopupLead',
        'GuestLead',
        'LoanApplication',
        'CashAdvanceApplication',
        'Product',
        'ProductTerm',
        'ProductAcquirer',
        'ProductManufacturer',
        'ProductFeature',
        'ScheduledCall',
      ]),
    );
  });

  it("keeps no pending list on the inbox's search index, so no insert ever has to move one into it", async () => {
    const [index] = await db.prisma.$queryRaw<{ options: string[] | null }[]>`
      SELECT reloptions AS options FROM pg_class WHERE relname = 'Lead_searchText_idx'`;
    expect(index?.options).toEqual(['fastupdate=off']);
  });

  it('seeds the shipped content, and seeding again changes nothing', async () => {
    const first = await seedDatabase(db.prisma);
    expect(first.blogPosts).toBeGreaterThanOrEqual(8);
    expect(first.products).toBeGreaterThanOrEqual(12);
    const snapshot = async () => ({
      posts: await db.prisma.blogPost.findMany({ select: { id: true, urlTitle: true }, orderBy: { id: 'asc' } }),
      products: await db.prisma.product.findMany({
        select: { id: true, name: true, features: { select: { id: true } } },
        orderBy: { id: 'asc' },
      }),
    });
    const before = await snapshot();
    await seedDatabase(db.prisma);
    expect(await snapshot()).toEqual(before);
    expect(before.products.every((p) => p.features.length > 0)).toBe(true);
  });
});
