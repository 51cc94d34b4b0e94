import { describe, expect, it } from 'vitest';
import type { Database } from '@sme/db';
import { testDatabaseKinds } from '@sme/db/testing';
import { backfillLeadInbox } from '../../src/index.ts';
import { openForSuite } from '../support/suite-database.ts';

describe.each(testDatabaseKinds())('submissions taken before the console existed, on %s', (kind) => {
  let db: Database;
  openForSuite(kind, (opened) => ({ db } = opened));

  it('get their inbox rows once, received when they were sent', async () => {
    const sent = new Date('2026-03-04T09:15:00Z');
    await db.prisma.contactEnquiry.create({
      data: { firstName: 'Early Bird', email: 'early@example.co.uk', page: 'home', createdAt: sent },
    });
    await db.prisma.guestLead.create({
      data: { flow: 'water_waste', postCode: 'BS1 3BX', fullAddress: '1 Quay St', service: 'waste', createdAt: sent },
    });
    await db.prisma.loanApplication.create({
      data: { companyName: 'Old Loan Ltd', borrowAmount: 5000, borrowTermMonths: 12, createdAt: sent },
    });

    expect(await backfillLeadInbox(db.prisma)).toBe(3);
    expect(await backfillLeadInbox(db.prisma)).toBe(0);
    const leads = await db.prisma.lead.findMany({ orderBy: { kind: 'asc' } });
    expect(leads.map((lead) => [lead.kind, lead.progress, lead.createdAt.toISOString()])).toEqual([
      ['contact_us', 'Enquiry sent from the home page', sent.toISOString()],
      ['water_waste', 'Waste step reached', sent.toISOString()],
      ['business_loan', 'Category step reached', sent.toISOString()],
    ]);
    expect(leads[0]!.searchText).toContain('early@example.co.uk');
  });
});
