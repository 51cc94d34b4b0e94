import { Prisma as PrismaNamespace } from './generated/client.ts';
export {
  openDatabase,
  START_LOCK_KEY,
  type Database,
  type DatabaseTarget,
  type DbTransaction,
  type Prisma,
} from './client.ts';
export type { ContentWatch, ContentWatchHandlers } from './content-changes.ts';
export {
  LEAD_CHANNEL,
  parseLeadChange,
  type LeadChange,
  type LeadChangeWatch,
  type LeadChangeWatchHandlers,
} from './lead-changes.ts';
export { databaseTargetFromEnv } from './target-from-env.ts';
export { isDatabaseOutage, isDroppedConnection, retryOnDroppedConnection } from './dropped-connections.ts';
export { defaultDatabaseLimits, type DatabaseLimits } from './database-limits.ts';
export { seedDatabase } from './seed/index.ts';
export type { CashAdvanceCatalogue } from './seed/cash-advance-catalogue.ts';
export { fillLeads, FILL_MAX_COUNT, type FillOptions, type FillResult } from './fill/index.ts';
export { pendingMigrationSql } from './schema-engine.ts';
export { seedStorageDir } from './paths.ts';
export { appPath, appRootProblem } from './app-root.ts';
export * from './generated/enums.ts';
export type { BlogPost, CashAdvanceApplication, GuestLead, Lead, LoanApplication } from './generated/client.ts';
export { emptySql, joinSql, sql, type Sql } from './sql.ts';
export { insertAtOnce, type InsertModel, type InsertRow, type InsertRows } from './insert-at-once.ts';
/** Writes SQL NULL into a nullable Json column (a plain null is refused there). */
export const DbNull = PrismaNamespace.DbNull;
