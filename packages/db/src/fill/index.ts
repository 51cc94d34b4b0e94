import { noContractCutoff } from '@sme/domain';
import type { Prisma } from '../client.ts';
import type { LeadKind, LeadStatus } from '../generated/enums.ts';
import { addFakeLead, emptyRows, type FakeLeadSettings, type FakeRows } from './fake-leads.ts';
import { seededRandom } from './random.ts';

export const FILL_DEFAULT_COUNT = 1000;
export const FILL_MAX_COUNT = 1_000_000;
export const FILL_DEFAULT_SEED = 1;

export interface FillOptions {
  /** How many leads to add: 1 to FILL_MAX_COUNT. */
  count: number;
  /** The same seed (and `now`) gives the same names, kinds, statuses and dates; row ids are new on every run. */
  seed?: number;
  /** The end of the period leads are spread over (the 24 months before it). */
  now?: Date;
  /** Leads written per transaction. */
  batchSize?: number;
  /** Called after each batch. */
  onProgress?: (done: number, total: number) => void;
}

export interface FillResult {
  leads: number;
  byKind: Record<LeadKind, number>;
  byStatus: Record<LeadStatus, number>;
  assigned: number;
  calls: number;
  events: number;
}

/**
 * Adds fake leads for trying the console at scale: each one a submission row (energy quote, loan application,
 * contact form…) and its inbox row in step with it, received over the last 24 months, mostly new, about a fifth
 * assigned to the console's users when there are any. Test data only: every e-mail is at example.co.uk or
 * example.com and every phone number is in Ofcom's drama range.
 */
export async function fillLeads(prisma: Prisma, options: FillOptions): Promise<FillResult> {
  const { count, seed = FILL_DEFAULT_SEED, batchSize = 2000 } = options;
  if (!Number.isInteger(count) || count < 1 || count > FILL_MAX_COUNT) {
    throw new RangeError(
      `The number of leads must be a whole number from 1 to ${FILL_MAX_COUNT.toLocaleString('en-GB')}.`,
    );
  }
  const now = options.now ?? new Date();
  // Inside the retention period, so the retention job erases none of them at once.
  const oldest = new Date(noContractCutoff(now).getTime() + 24 * 60 * 60 * 1000);
  const users = await prisma.user.findMany({
    where: { OR: [{ banned: false }, { banned: null }] },
    select: { id: true, name: true },
    orderBy: { createdAt: 'asc' },
  });
  const products = await prisma.product.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  const settings: FakeLeadSettings = {
    random: seededRandom(seed),
    now,
    oldest,
    users,
    productIds: products.map((product) => product.id),
  };

  const result: FillResult = {
    leads: 0,
    byKind: {
      contact_us: 0,
      popup: 0,
      partner_registration: 0,
      energy: 0,
      water_waste: 0,
      business_loan: 0,
      cash_advance: 0,
    },
    byStatus: { new: 0, contacted: 0, quoted: 0, won: 0, lost: 0, spam: 0 },
    assigned: 0,
    calls: 0,
    events: 0,
  };
  for (let done = 0; done < count;) {
    const size = Math.min(batchSize, count - done);
    const rows = emptyRows();
    for (let i = 0; i < size; i += 1) {
      const { kind, status } = addFakeLead(rows, settings);
      result.byKind[kind] += 1;
      result.byStatus[status] += 1;
    }
    await writeRows(prisma, rows);
    done += size;
    result.leads = done;
    result.assigned += rows.leads.filter((lead) => lead.assigneeId).length;
    result.calls += rows.scheduledCalls.length;
    result.events += rows.leadEvents.length;
    options.onProgress?.(done, count);
  }
  return result;
}

/** One batch in one transaction: the submissions and their calls first, then the inbox rows and their timelines. */
async function writeRows(prisma: Prisma, rows: FakeRows) {
  const writes = [
    rows.contactEnquiries.length > 0 && prisma.contactEnquiry.createMany({ data: rows.contactEnquiries }),
    rows.popupLeads.length > 0 && prisma.popupLead.createMany({ data: rows.popupLeads }),
    rows.partnerRegistrations.length > 0 && prisma.partnerRegistration.createMany({ data: rows.partnerRegistrations }),
    rows.guestLeads.length > 0 && prisma.guestLead.createMany({ data: rows.guestLeads }),
    rows.loanApplications.length > 0 && prisma.loanApplication.createMany({ data: rows.loanApplications }),
    rows.cashAdvanceApplications.length > 0 &&
      prisma.cashAdvanceApplication.createMany({ data: rows.cashAdvanceApplications }),
    rows.scheduledCalls.length > 0 && prisma.scheduledCall.createMany({ data: rows.scheduledCalls }),
    rows.leads.length > 0 && prisma.lead.createMany({ data: rows.leads }),
    rows.leadEvents.length > 0 && prisma.leadEvent.createMany({ data: rows.leadEvents }),
  ];
  await prisma.$transaction(writes.filter((write) => write !== false));
}
