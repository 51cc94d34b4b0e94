import { fillLeads } from '@sme/db';
import { openTestDatabase } from '@sme/db/testing';
import { leadKinds } from '@sme/domain';
import { describe, expect, it } from 'vitest';
import { answerColumns, answerLabelsFor } from '../../src/routers/admin/leads/export-answer-columns.ts';
import { readSubmission, sourceLinkSelect, sourceOf } from '../../src/services/lead-kinds/registry.ts';

describe("the export's answer columns", () => {
  it("name every answer each kind's lead page shows, in the page's order", async () => {
    const db = await openTestDatabase('pglite');
    try {
      // Leads of every kind at every step, with booked calls and callback requests, as the filler writes them.
      await fillLeads(db.prisma, { count: 400, seed: 29 });
      const leads = await db.prisma.lead.findMany({ select: { kind: true, ...sourceLinkSelect } });
      const unlisted: string[] = [];
      const outOfOrder: string[] = [];
      const seen = new Set<string>();
      for (const lead of leads) {
        const submission = await readSubmission(db.prisma, sourceOf(lead)!);
        const labels = submission!.details.answers.map((answer) => answer.label);
        const columns = answerColumns[lead.kind];
        for (const label of labels) {
          seen.add(lead.kind);
          if (!columns.includes(label)) unlisted.push(`${lead.kind}: ${label}`);
        }
        const positions = labels.map((label) => columns.indexOf(label)).filter((at) => at >= 0);
        if (positions.some((at, i) => i > 0 && at < positions[i - 1]!)) outOfOrder.push(`${lead.kind}: ${labels}`);
      }
      expect([...new Set(unlisted)]).toEqual([]);
      expect(outOfOrder).toEqual([]);
      expect([...seen].sort()).toEqual([...leadKinds].sort());
    } finally {
      await db.close();
    }
  });

  it('takes each label once across kinds, and leaves the message to its own column', () => {
    const labels = answerLabelsFor(['energy', 'contact_us', 'business_loan']);
    expect(labels.filter((label) => label === 'Business name')).toHaveLength(1);
    expect(labels).not.toContain('Message');
    // The inbox's order of kinds, whatever order they were found in.
    expect(labels.indexOf('Business address')).toBeLessThan(labels.indexOf('Current supplier'));
    expect(labels.indexOf('Current supplier')).toBeLessThan(labels.indexOf('Amount to borrow'));
  });
});
