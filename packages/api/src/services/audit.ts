import type { DbTransaction, Prisma } from '@sme/db';

/** One console action for the audit log: who (null: the system, e.g. retention), what, about which lead or user. */
export interface AuditAction {
  actorId: string | null;
  action: string;
  leadId?: string;
  subjectId?: string;
  detail?: Record<string, string | number | boolean | null>;
}

export async function audit(db: Prisma | DbTransaction, entry: AuditAction): Promise<void> {
  await db.auditEntry.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      leadId: entry.leadId ?? null,
      subjectId: entry.subjectId ?? null,
      detail: entry.detail ?? {},
    },
  });
}
