import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase, type Database } from '../src/index.ts';
import { openTestDatabase } from '../src/testing.ts';

// The embedded database has no autovacuum: the server's upkeep gathers the planner's statistics instead.
describe('upkeep of the embedded database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    await seedDatabase(db.prisma);
  });
  afterAll(() => db.close());

  const rowEstimate = async (table: string) => {
    const [row] = await db.prisma.$queryRaw<{ rows: number }[]>`
      SELECT reltuples::float8 AS rows FROM pg_class WHERE relname = ${table}`;
    return row?.rows;
  };

  it('gathers statistics for tables with rows and leaves those that never held one to grow', async () => {
    await db.maintain();
    expect(await rowEstimate('BlogPost')).toBeGreaterThan(0);
    expect(await rowEstimate('Product')).toBeGreaterThan(0);
    // -1: never analysed, so the planner does not take "empty" for a fact while the leads come in.
    expect(await rowEstimate('Lead')).toBe(-1);
    expect(await rowEstimate('Delivery')).toBe(-1);
  });

  it('takes a table in once it has rows', async () => {
    await db.prisma.contactEnquiry.create({ data: { firstName: 'Ada', email: 'ada@example.co.uk' } });
    await db.maintain();
    expect(await rowEstimate('ContactEnquiry')).toBe(1);
  });
});
