import { fillLeads, type Database, type Lead } from '@sme/db';
import { openTestDatabase, testDatabaseKinds } from '@sme/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadSource } from '../src/services/lead-kinds/lead-kind.ts';
import { readSubmission, sourceLinkSelect, sourceOf } from '../src/services/lead-kinds/registry.ts';
import { searchTextOf } from '@sme/domain';

// `npm run db:fill` (packages/db/src/fill) writes inbox rows without packages/api: these tests keep its copy of the
// summary of each submission (kind, names, progress) true to the product's own, and its search text to searchTextOf.

/** The submission a lead row links to, as the inbox's own code names it: by the one link column the row fills. */
function submissionOf(lead: Lead): LeadSource {
  const links = (Object.keys(sourceLinkSelect) as (keyof typeof sourceLinkSelect)[]).filter(
    (column) => lead[column] !== null,
  );
  expect(links, `lead ${lead.id} (${lead.kind}) links to one submission`).toHaveLength(1);
  const source = sourceOf(lead);
  expect(source?.id, `lead ${lead.id} (${lead.kind}) links to its own kind's submission`).toBe(lead[links[0]!]);
  return source!;
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
      const summary = (await readSubmission(db.prisma, submissionOf(lead)))?.summary;
      const { businessName, personName, email, phone, postCode, progress } = lead;
      const shown = { businessName, personName, email, phone, postCode, progress };
      expect(summary, `lead ${lead.id} (${lead.kind})`).toEqual(shown);
    }
    // Every kind and a good spread of progress words were checked.
    expect(new Set(leads.map((lead) => lead.kind)).size).toBe(7);
    expect(new Set(leads.map((lead) => lead.progress)).size).toBeGreaterThan(15);
  });
});
