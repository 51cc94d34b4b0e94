import type { RouterOutputs } from '@sme/api';

/** A lead as its console page reads it (admin.leads.detail). */
export type LeadDetail = RouterOutputs['admin']['leads']['detail'];
