import { Prisma } from './generated/client.ts';

// SQL composed from pieces for prisma.$queryRaw: every value becomes a numbered parameter, never text, so a
// query built from a filter cannot be turned by what the filter holds. Prisma's own tag, re-exported so the
// packages above this one never write SQL into a string.
export const sql = Prisma.sql;
export const joinSql = Prisma.join;
export const emptySql = Prisma.empty;
export type Sql = Prisma.Sql;
