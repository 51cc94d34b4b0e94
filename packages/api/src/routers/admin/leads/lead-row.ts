import {
  formatUkDateTime,
  leadKindLabels,
  leadStatusLabels,
  type LeadKindValue,
  type LeadStatusValue,
} from '@sme/domain';
import type { LeadSummary } from '../../../services/lead-kinds/lead-kind.ts';
import { contactStateSelect } from './contact-state.ts';

/** The columns of a lead the inbox and the export read. */
export const leadRowSelect = {
  id: true,
  createdAt: true,
  status: true,
  businessName: true,
  personName: true,
  email: true,
  phone: true,
  postCode: true,
  progress: true,
  erasedAt: true,
  assignee: { select: { id: true, name: true } },
  // The kind, the waiting clock and contact state (contact-state.ts): the inbox's Waiting column.
  ...contactStateSelect,
} as const;

interface LeadRowData extends LeadSummary {
  id: string;
  createdAt: Date;
  kind: LeadKindValue;
  status: LeadStatusValue;
  erasedAt: Date | null;
  assignee: { id: string; name: string } | null;
}

/** One inbox row as the console shows it: UK time and people's words. */
export function toLeadRow(lead: LeadRowData) {
  return {
    id: lead.id,
    receivedAt: lead.createdAt.toISOString(),
    received: formatUkDateTime(lead.createdAt),
    kind: lead.kind,
    kindLabel: leadKindLabels[lead.kind],
    businessName: lead.businessName,
    personName: lead.personName,
    email: lead.email,
    phone: lead.phone,
    postCode: lead.postCode,
    progress: lead.progress,
    status: lead.status,
    statusLabel: leadStatusLabels[lead.status],
    assignee: lead.assignee,
    erased: lead.erasedAt !== null,
  };
}
export type LeadRow = ReturnType<typeof toLeadRow>;
