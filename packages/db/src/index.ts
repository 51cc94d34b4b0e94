export { openDatabase, type Database, type DatabaseTarget, type DbTransaction, type Prisma } from './client.ts';
export { databaseTargetFromEnv } from './target-from-env.ts';
export { seedDatabase } from './seed/index.ts';
export { fillLeads, FILL_DEFAULT_COUNT, FILL_MAX_COUNT, type FillOptions, type FillResult } from './fill/index.ts';
export { pendingMigrationSql } from './schema-engine.ts';
export { seedStorageDir } from './paths.ts';
export * from './generated/enums.ts';
export type { BlogPost, Lead, LeadEvent } from './generated/client.ts';
export { openTestDatabase, testDatabaseKinds, type TestDatabaseKind } from './testing.ts';
