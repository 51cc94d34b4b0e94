import type { Prisma } from '@sme/db';
import { summarise, sourceLink, type LeadSource } from './lead-summary.ts';
import { searchTextOf } from '@sme/domain';

const batch = 500;
const noLead = { where: { lead: { is: null } }, select: { id: true, createdAt: true, updatedAt: true }, take: batch };
type Stamped = { id: string; createdAt: Date; updatedAt: Date };

/**
 * Gives every submission taken before the console existed its inbox row, received when the submission was.
 * Runs at start; with nothing to do it costs one small query per kind of submission.
 */
export async function backfillLeadInbox(prisma: Prisma): Promise<number> {
  const kinds: [() => Promise<Stamped[]>, (id: string) => LeadSource][] = [
    [() => prisma.contactEnquiry.findMany(noLead), (id) => ({ kind: 'contact_us', contactEnquiryId: id })],
    [() => prisma.popupLead.findMany(noLead), (id) => ({ kind: 'popup', popupLeadId: id })],
    [
      () => prisma.partnerRegistration.findMany(noLead),
      (id) => ({ kind: 'partner_registration', partnerRegistrationId: id }),
    ],
    [
      () => prisma.guestLead.findMany({ ...noLead, where: { ...noLead.where, flow: 'energy' } }),
      (id) => ({ kind: 'energy', guestLeadId: id }),
    ],
    [
      () => prisma.guestLead.findMany({ ...noLead, where: { ...noLead.where, flow: 'water_waste' } }),
      (id) => ({ kind: 'water_waste', guestLeadId: id }),
    ],
    [() => prisma.loanApplication.findMany(noLead), (id) => ({ kind: 'business_loan', loanApplicationId: id })],
    [
      () => prisma.cashAdvanceApplication.findMany(noLead),
      (id) => ({ kind: 'cash_advance', cashAdvanceApplicationId: id }),
    ],
  ];
  let added = 0;
  for (const [find, sourceOf] of kinds) {
    for (let rows = await find(); rows.length > 0; rows = await find()) {
      for (const row of rows) {
        const source = sourceOf(row.id);
        const summary = await summarise(prisma, source);
        if (!summary) continue;
        // Another instance starting at the same moment may have added it: the unique link keeps one.
        const { count } = await prisma.lead.createMany({
          data: [
            {
              kind: source.kind,
              ...sourceLink(source),
              ...summary,
              searchText: searchTextOf(summary),
              createdAt: row.createdAt,
              lastActivityAt: row.updatedAt,
            },
          ],
          skipDuplicates: true,
        });
        added += count;
      }
    }
  }
  return added;
}
