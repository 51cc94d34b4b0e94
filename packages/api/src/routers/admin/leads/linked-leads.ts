import {
  formatUkDateTime,
  leadKindLabels,
  leadStatusLabels,
  notWaitingStatuses,
  type LeadStatusValue,
} from '@sme/domain';
import type { Db } from '../../../services/lead-kinds/lead-kind.ts';

/** The keys the database works out for a lead (trigger lead_business_keys): a normalised phone, e-mail, company. */
export const businessKeysSelect = { phoneKey: true, emailKey: true, companyKey: true } as const;

interface BusinessKeys {
  id: string;
  phoneKey: string | null;
  emailKey: string | null;
  companyKey: string | null;
}

/** More than a business ever sends: the page lists the latest of them. */
const MAX_LINKED = 50;

/**
 * The other leads of the same business: those that share a key with this one (the same phone, e-mail, or company
 * name at the same postcode). Direct links only, read from the keys as they are now, so a lead corrected or erased
 * away from a business leaves it at once. An erased lead has no keys: it links to nothing.
 */
function linkedWhere(lead: BusinessKeys) {
  const shared = [
    ...(lead.phoneKey ? [{ phoneKey: lead.phoneKey }] : []),
    ...(lead.emailKey ? [{ emailKey: lead.emailKey }] : []),
    ...(lead.companyKey ? [{ companyKey: lead.companyKey }] : []),
  ];
  return shared.length > 0 ? { id: { not: lead.id }, erasedAt: null, OR: shared } : null;
}

/** Whether a call logged on one lead can be logged on this linked one too: still open, and not to be left alone. */
const isOpen = (lead: { status: LeadStatusValue; doNotContactAt: Date | null }) =>
  !(notWaitingStatuses as readonly string[]).includes(lead.status) && lead.doNotContactAt === null;

/** "Other enquiries from this business": kind, date, status and assignee of each, newest first. */
export async function linkedLeadsOf(db: Db, lead: BusinessKeys) {
  const where = linkedWhere(lead);
  if (!where) return [];
  const linked = await db.lead.findMany({
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: MAX_LINKED,
    select: {
      id: true,
      kind: true,
      createdAt: true,
      status: true,
      doNotContactAt: true,
      assignee: { select: { id: true, name: true } },
    },
  });
  return linked.map((other) => ({
    id: other.id,
    kind: other.kind,
    kindLabel: leadKindLabels[other.kind],
    receivedAt: other.createdAt.toISOString(),
    received: formatUkDateTime(other.createdAt),
    status: other.status,
    statusLabel: leadStatusLabels[other.status],
    assignee: other.assignee,
    open: isOpen(other),
  }));
}

/**
 * The leads among `ids` that are linked to this one and open: a call logged on it may be logged on them too. Null
 * when any of them is not (not linked, closed, or marked do not contact): the whole log is refused.
 */
export async function linkedOpenLeads(db: Db, lead: BusinessKeys, ids: string[]): Promise<string[] | null> {
  const unique = [...new Set(ids)].filter((id) => id !== lead.id);
  if (unique.length === 0) return [];
  const where = linkedWhere(lead);
  if (!where) return null;
  const found = await db.lead.findMany({
    where: { AND: [where, { id: { in: unique } }] },
    select: { id: true, status: true, doNotContactAt: true },
  });
  const open = found.filter(isOpen).map((other) => other.id);
  return open.length === unique.length ? open : null;
}
