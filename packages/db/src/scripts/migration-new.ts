import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrationsDir } from '../paths.ts';
import { PGliteAdapter, createPGlite } from '../pglite.ts';
import { pendingMigrationSql } from '../schema-engine.ts';

const name = (process.argv[2] ?? '')
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '_')
  .replace(/^_|_$/g, '');
if (!name) {
  console.error('Usage: npm run db:migration:new -- <name>');
  process.exit(1);
}

const sql = await pendingMigrationSql(new PGliteAdapter(createPGlite()));
if (sql === null) {
  console.log('schema.prisma and prisma/migrations are in step: no migration needed.');
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const dir = join(migrationsDir, `${stamp}_${name}`);
await mkdir(dir, { recursive: true });
await writeFile(join(dir, 'migration.sql'), sql);
await writeFile(
  join(migrationsDir, 'migration_lock.toml'),
  '# Written by npm run db:migration:new\nprovider = "postgresql"\n',
);
console.log(`Created ${dir}/migration.sql`);
// The schema engine leaves its 10 s lock-timeout timer behind; nothing else is pending.
process.exit(0);
