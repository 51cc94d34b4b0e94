import type { DbTransaction, Prisma } from '@sme/db';
import { catalogueMessages } from '@sme/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { Context } from '../../../../context.ts';
import { contentHistory, type ContentKind } from '../../../../services/content/history.ts';
import type { ConsoleUser } from '../../procedures.ts';
import { isoMoment } from '../iso-moment.ts';

/** A console procedure's context once the session is checked. */
export type StaffContext = Context & { user: ConsoleUser };

/** A catalogue row's id as the console sends it. */
export const rowId = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

/**
 * The version the editor opened (the updatedAt the server gave it): a change made on top of a later one is refused
 * rather than silently undoing it.
 */
export const openedVersion = isoMoment(catalogueMessages.conflict(null)).optional();

export const versionIdInput = z.uuid({ error: catalogueMessages.versionNotFound });

/** Whether the row was saved since the editor opened it. */
export const isStale = (updatedAt: Date, opened: string | undefined) =>
  opened !== undefined && new Date(opened).getTime() !== updatedAt.getTime();

/** The refusal of a stale change, naming who saved the row last (read in the transaction that found it stale). */
export async function conflict(db: DbTransaction | Prisma, kind: ContentKind, entityId: number): Promise<TRPCError> {
  const latest = await db.contentVersion.findFirst({
    where: { kind, entityId },
    orderBy: { createdAt: 'desc' },
    select: { actor: { select: { name: true } } },
  });
  return new TRPCError({ code: 'CONFLICT', message: catalogueMessages.conflict(latest?.actor?.name ?? null) });
}

/** Two saves racing for one name: the database's unique index decides, and the loser hears why. */
export const isNameTaken = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002';

/** A row's versions as the console's history lists them, newest first, each named as it was then. */
export async function versionsOf(prisma: Prisma, kind: ContentKind, entityId: number) {
  const versions = await contentHistory(prisma, kind, entityId);
  return {
    versions: versions.map(({ id, action, at, by, data }) => ({
      id,
      action,
      at,
      by,
      name: typeof data.name === 'string' ? data.name : '',
    })),
  };
}

/** Current or retired, as the console lists a row. */
export const statusOf = (retiredAt: Date | null) => (retiredAt === null ? ('current' as const) : ('retired' as const));

/** The fields a change altered, for the audit log. */
export function changedFields<Values extends Record<string, unknown>>(before: Values, after: Values): string[] {
  return Object.keys(after).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}
