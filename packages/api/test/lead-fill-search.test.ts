import { fillLeads, type Database, type Lead } from '@sme/db';
import { openTestDatabase, testDatabaseKinds } from '@sme/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarise, type LeadSource } from '../src/services/lead-inbox/lead-summary.ts';
import { searchTextOf } from '@sme/domain';

// `npm run db:fill` (packages/db/src/fill) writes inbox rows without packages/api: these tests keep its copy of the
// summary of each submission (kind, names, progress) true to the product's own, and its search text to searchTextOf.

/** The submission a lead row links to, as the inbox's own code names it. */
function sourceOf(lead: Lead): LeadSource {
  switch (lead.kind) {
    case 'contact_us':
      return { kind: lead.kind, contactEnquiryId: lead.contactEnquiryId! };
    case 'popup':
      return { kind: lead.kind, popupLeadId: lead.popupLeadId! };
    case 'partner_registration':
      return { kind: lead.kind, partnerRegistrationId: lead.partnerRegistrationId! };
    case 'energy':
    case 'water_waste':
      return { kind: lead.kind, guestLeadId: lead.guestLeadId! };
    case 'business_loan':
      return { kind: lead.kind, loanApplicationId: lead.loanApplicationId! };
    case 'cash_advance':
      return { kind: lead.kind, cashAdvanceApplicationId: lead.cashAdvanceApplicationId! };
  }
}

describe.each(testDatabaseKinds())('leads added by db:fill on %s', (kind) => {
  let db: Database;
  let leads: Lead[];

  beforeAll(async () => {
    db = await openTestDatabase(kind, { seed: true });
    await fillLeads(db.prisma, { count: 300, seed: 11 });
    leads = await db.prisma.lead.findMany();
  });
  afterAll(() => db.close());

  it('carry the search text searchTextOf builds from their fields', () => {
    expect(leads).toHaveLength(300);
    for (const lead of leads) expect(lead.searchText, `lead ${lead.id} (${lead.kind})`).toBe(searchTextOf(lead));
    // Phone numbers are also searchable as digits, postcodes without their space.
    expect(
      leads.some((lead) => lead.phone?.includes(' ') && lead.searchText.includes(lead.phone.replace(/\D/g, ''))),
    ).toBe(true);
    expect(
      leads.some((lead) => lead.postCode && lead.searchText.includes(lead.postCode.replace(/\s/g, '').toLowerCase())),
    ).toBe(true);
  });

  it("show what the inbox's own summary of their submission shows", async () => {
    for (const lead of leads) {
      const summary = await summarise(db.prisma, sourceOf(lead));
      const { businessName, personName, email, phone, postCode, progress } = lead;
      const shown = { businessName, personName, email, phone, postCode, progress };
      expect(summary, `lead ${lead.id} (${lead.kind})`).toEqual(shown);
    }
    // Every kind and a good spread of progress words were checked.
    expect(new Set(leads.map((lead) => lead.kind)).size).toBe(7);
    expect(new Set(leads.map((lead) => lead.progress)).size).toBeGreaterThan(15);
  });
});
