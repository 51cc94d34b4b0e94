import type { DbTransaction, Prisma } from '@sme/db';
import { audit } from '../audit.ts';

/** The kinds of content the console edits, each with its own history. */
export type ContentKind = 'post' | 'product' | 'term' | 'acquirer' | 'manufacturer' | 'feature';

/** What a change did, as the history lists it. */
export type ContentAction =
  'created' | 'edited' | 'published' | 'scheduled' | 'unpublished' | 'retired' | 'reinstated' | 'restored';

export interface ContentChange {
  kind: ContentKind;
  entityId: number;
  action: ContentAction;
  /** The whole state after the change, in the shape the editor's form holds (what a restore puts back). */
  data: Record<string, unknown>;
  actorId: string;
  /** A few words for the audit log, e.g. the post's title or the product's name. */
  label: string;
  /** The fields this change altered (audit detail), when it was an edit. */
  changed?: string[];
}

/**
 * Records one saved change of a piece of content, in the transaction that made it: a version for its history (to
 * read and restore) and an audit entry (who, when, what). Every content write goes through here.
 */
export async function recordContentChange(tx: DbTransaction | Prisma, change: ContentChange) {
  const version = await tx.contentVersion.create({
    data: {
      kind: change.kind,
      entityId: change.entityId,
      action: change.action,
      data: JSON.parse(JSON.stringify(change.data)),
      actorId: change.actorId,
    },
  });
  await audit(tx, {
    actorId: change.actorId,
    action: `content.${change.kind}.${change.action}`,
    detail: {
      id: change.entityId,
      label: change.label,
      version: version.id,
      ...(change.changed?.length ? { changed: change.changed.join(', ') } : {}),
    },
  });
  return version;
}

/** A piece of content's versions, newest first, with who saved each (null once their account is gone). */
export async function contentHistory(prisma: Prisma, kind: ContentKind, entityId: number) {
  const versions = await prisma.contentVersion.findMany({
    where: { kind, entityId },
    orderBy: { createdAt: 'desc' },
    take: 100,
    include: { actor: { select: { name: true } } },
  });
  return versions.map((version) => ({
    id: version.id,
    action: version.action as ContentAction,
    at: version.createdAt.toISOString(),
    by: version.actor?.name ?? null,
    data: version.data as Record<string, unknown>,
  }));
}

/** One version of one piece of content (a restore reads it), or null when the id is another's or none. */
export async function contentVersion(prisma: Prisma, kind: ContentKind, entityId: number, versionId: string) {
  const version = await prisma.contentVersion.findFirst({ where: { id: versionId, kind, entityId } });
  return version ? (version.data as Record<string, unknown>) : null;
}
