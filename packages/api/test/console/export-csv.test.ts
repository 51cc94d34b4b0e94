import type { Readable } from 'node:stream';
import { fillLeads } from '@sme/db';
import { testDatabaseKinds } from '@sme/db/testing';
import { consoleLeadPath, formatUkDateTime, leadKindLabels, leadStatusLabels } from '@sme/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { exportLeads } from '../../src/index.ts';
import { lastTouchSource, officeDuration, spreadsheetSafe } from '../../src/routers/admin/leads/export-csv.ts';
import { answerLabelsFor } from '../../src/routers/admin/leads/export-answer-columns.ts';
import { ukDateTimeFormatter } from '../../src/routers/admin/leads/export-dates.ts';
import { exportDetails } from '../../src/routers/admin/leads/export-details.ts';
import { exportHandler } from '../../src/routers/admin/leads/export.handler.ts';
import type { LeadFilters } from '../../src/routers/admin/leads/filters.schema.ts';
import { leadRowSelect, toLeadRow } from '../../src/routers/admin/leads/lead-row.ts';
import { leadSourceSelect, touchIn } from '../../src/routers/admin/leads/lead-source.ts';
import { leadWhere } from '../../src/routers/admin/leads/lead-where.ts';
import { withLinkedBusinesses } from '../../src/routers/admin/leads/linked-search.ts';
import { sourceLinkSelect } from '../../src/services/lead-kinds/registry.ts';
import { refusal } from '../refusal.ts';
import { exportHeader, openConsoleTestbed, type ConsoleTestbed } from './console-testbed.ts';

describe('a CSV cell a spreadsheet opens', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
  ])('starts %j with a quote so it is never run as a formula', (value, written) => {
    expect(spreadsheetSafe(value)).toBe(written);
  });

  it.each(['Shah Bakery', '07700 900123', 'a=b', "O'Neill & Sons", ''])('leaves %j as it is', (value) => {
    expect(spreadsheetSafe(value)).toBe(value);
  });
});

describe('the export’s dates', () => {
  it('reads every minute of two years the way the inbox does, across each change of the clocks', () => {
    const received = ukDateTimeFormatter();
    const start = Date.UTC(2024, 0, 1);
    // Every hour of 2024 and 2025 at a minute that moves, and every minute around the four changes.
    const moments: number[] = [];
    for (let t = start; t < Date.UTC(2026, 0, 1); t += 60 * 60 * 1000)
      moments.push(t + ((t / 3_600_000) % 60) * 60_000);
    for (const change of [
      Date.UTC(2024, 2, 31, 1),
      Date.UTC(2024, 9, 27, 1),
      Date.UTC(2025, 2, 30, 1),
      Date.UTC(2025, 9, 26, 1),
    ]) {
      for (let t = change - 90 * 60_000; t < change + 90 * 60_000; t += 60_000) moments.push(t, t + 59_999);
    }
    const wrong = moments.filter((t) => received(new Date(t)) !== formatUkDateTime(new Date(t)));
    expect(wrong.map((t) => new Date(t).toISOString())).toEqual([]);
    expect(received(new Date('2025-03-30T01:00:00Z'))).toBe('30 Mar 2025 02:00');
    expect(received(new Date('2025-10-26T00:59:00Z'))).toBe('26 Oct 2025 01:59');
    expect(received(new Date('2025-10-26T01:00:00Z'))).toBe('26 Oct 2025 01:00');
  });
});

/** The file as the old export wrote it in one piece from the Prisma rows the inbox reads: what the stream must equal. */
async function wholeFile(bed: ConsoleTestbed, filters: LeadFilters): Promise<{ csv: string; rows: number }> {
  const leads = await bed.db.prisma.lead.findMany({
    where: leadWhere(await withLinkedBusinesses(bed.db, filters)),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: {
      ...leadRowSelect,
      ...sourceLinkSelect,
      firstContactOfficeSeconds: true,
      doNotContactReason: true,
      ...leadSourceSelect,
      _count: { select: { events: { where: { type: 'note_added' } } } },
    },
  });
  const answerLabels = answerLabelsFor([...new Set(leads.map((lead) => lead.kind))]);
  const details = await exportDetails(bed.db.prisma, leads);
  const rows = leads
    .map((lead) => ({ ...toLeadRow(lead), ...lead }))
    .map((row, i) =>
      [
        formatUkDateTime(row.receivedAt),
        leadKindLabels[row.kind],
        leadStatusLabels[row.status],
        row.businessName,
        row.personName,
        row.email,
        row.phone,
        row.postCode,
        row.progress,
        row.assignee?.name ?? null,
        row.reachableAt && formatUkDateTime(row.reachableAt),
        row.firstContactAt && formatUkDateTime(row.firstContactAt),
        officeDuration(row.firstContactOfficeSeconds),
        String(row.contactAttempts),
        row.doNotContactAt ? `Yes: ${row.doNotContactReason}` : '',
        row.id,
        consoleLeadPath(row.id),
        details[i]!.callAt,
        details[i]!.answers.get('Message') ?? null,
        String(row._count.events),
        row.source,
        row.medium,
        row.campaign,
        touchIn(row.firstTouch)?.landingPage ?? null,
        touchIn(row.firstTouch)?.referrer ?? null,
        touchIn(row.firstTouch)?.utmTerm ?? null,
        touchIn(row.firstTouch)?.utmContent ?? null,
        touchIn(row.firstTouch)?.gclid ?? null,
        row.partner?.name ?? null,
        lastTouchSource(row.lastTouch),
        ...answerLabels.map((label) => details[i]!.answers.get(label) ?? null),
      ].map(spreadsheetSafe),
    );
  return {
    csv: stringify(rows, {
      bom: true,
      header: true,
      columns: [...exportHeader, ...answerLabels],
      record_delimiter: 'windows',
    }),
    rows: leads.length,
  };
}

/** A partner (and their sign-in user), made as approving a registration makes one; answers its id. */
async function addPartner(prisma: ConsoleTestbed['db']['prisma'], name: string, code: string): Promise<string> {
  const user = await prisma.user.create({
    data: { id: crypto.randomUUID(), name, email: `${code.toLowerCase()}@partners.example`, role: 'partner' },
  });
  const partner = await prisma.partner.create({ data: { userId: user.id, name, code } });
  return partner.id;
}

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
};

describe.each(testDatabaseKinds())('the streamed CSV export, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let agent: Awaited<ReturnType<ConsoleTestbed['user']>>;
  const ctxOf = (cookie?: string) => {
    const headers = new Headers(cookie ? { cookie } : {});
    return {
      prisma: bed.db.prisma,
      addressLookup: undefined as never,
      consoleAuth: bed.auth,
      http: { headers, secure: false, setCookies: () => {} },
    };
  };

  it('writes, page after page, exactly the leads each filter selects, in the inbox’s order', async () => {
    bed = await openConsoleTestbed(kind);
    try {
      agent = await bed.user('agent', 'Alex Agent');
      await bed.user('admin', 'Ada Admin');
      await fillLeads(bed.db.prisma, { count: 60, seed: 7 });
      // Cells a spreadsheet would run, and leads received in the same millisecond, which a page may split.
      const same = new Date('2025-06-01T09:30:00.123Z');
      const { prisma } = bed.db;
      for (const [i, business] of ['=SUM(A1:A9)', '+44 Trading', '-1 Ltd', '@cmd Ltd', 'Café "Crème", Ltd'].entries()) {
        await prisma.lead.create({
          data: {
            kind: 'contact_us',
            businessName: business,
            personName: `Tie ${i}`,
            email: `tie${i}@example.co.uk`,
            progress: 'Enquiry sent',
            searchText: `${business} tie ${i}`.toLowerCase(),
            createdAt: same,
          },
        });
      }
      const someone = await prisma.lead.findFirstOrThrow({ where: { assigneeId: { not: null } } });
      // Speed to lead: one lead answered after 2 min 5 s of office time, one marked do not contact.
      const [answered, refused] = await prisma.lead.findMany({ where: { email: { not: null } }, take: 2 });
      await prisma.lead.update({
        where: { id: answered!.id },
        data: { firstContactAt: new Date(), firstContactOfficeSeconds: 125, contactAttempts: 2 },
      });
      await prisma.lead.update({
        where: { id: refused!.id },
        data: { doNotContactAt: new Date(), doNotContactReason: '=Asked by phone', contactAttempts: 1 },
      });
      // Where some came from: a newsletter (referred by a partner, continued from a search ad), and a search ad.
      const partner = await addPartner(prisma, 'Pat Partner', 'PATP2025');
      const touch = {
        landingPage: '/comercial-utility?utm_source=newsletter',
        referrer: 'mail.example.com',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'spring',
        utmTerm: '=cheap energy',
        utmContent: 'banner',
        gclid: null,
        at: '2025-06-01T09:00:00.000Z',
      };
      const ad = { ...touch, utmSource: null, utmMedium: null, utmCampaign: null, gclid: 'Cj0KCQ', at: touch.at };
      const attributed = await prisma.lead.findMany({ orderBy: { id: 'asc' }, take: 3 });
      await prisma.lead.update({
        where: { id: attributed[0]!.id },
        data: { source: 'newsletter', medium: 'email', campaign: 'spring', firstTouch: touch, lastTouch: ad },
      });
      await prisma.lead.update({
        where: { id: attributed[1]!.id },
        data: { source: 'newsletter', medium: 'email', campaign: 'spring', firstTouch: touch, partnerId: partner },
      });
      await prisma.lead.update({
        where: { id: attributed[2]!.id },
        data: { source: 'google', medium: 'cpc', firstTouch: ad },
      });
      const filterSets: LeadFilters[] = [
        {},
        { kind: 'contact_us' },
        { status: 'contacted' },
        { assignee: someone.assigneeId! },
        { assignee: 'unassigned' },
        { from: '2025-06-01', to: '2025-06-01' },
        { q: 'café' },
        { q: 'tie' },
        { q: '100%' },
        { kind: 'energy', assignee: 'unassigned', from: '2024-01-01' },
        { view: 'to-answer' },
        { view: 'to-answer', status: 'contacted' },
        { view: 'to-answer', status: 'spam' },
        { medium: 'cpc' },
        { partner: partner },
        { partner: 'none', source: 'newsletter', campaign: 'spring' },
      ];
      const user = { id: agent.id, name: 'Alex Agent', email: agent.email, role: 'agent' as const };
      for (const filters of filterSets) {
        const expected = await wholeFile(bed, filters);
        // Pages of 4 rows: most files cross several page boundaries, some in the middle of the tied leads.
        for (const pageSize of [4, 5, 2000]) {
          const { csv, filename } = await exportHandler({ ...ctxOf(), user }, filters, pageSize);
          expect(filename).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
          const written = await text(csv);
          expect({ filters, pageSize, written }).toEqual({ filters, pageSize, written: expected.csv });
        }
      }
      expect((await wholeFile(bed, {})).rows).toBe(65);

      const all = parse(await text((await exportHandler({ ...ctxOf(), user }, { q: 'tie' }, 2)).csv), {
        bom: true,
      }) as string[][];
      expect(all[0]).toEqual([...exportHeader, ...answerLabelsFor(['contact_us'])]);
      expect(
        all
          .slice(1)
          .map((row) => row[3])
          .sort(),
      ).toEqual(["'+44 Trading", "'-1 Ltd", "'=SUM(A1:A9)", "'@cmd Ltd", 'Café "Crème", Ltd'].sort());
      expect(all[1]![0]).toBe('01 Jun 2025 10:30');

      // The partner's lead, its source columns as the file has them.
      const [header, row] = parse(await text((await exportHandler({ ...ctxOf(), user }, { partner }, 2)).csv), {
        bom: true,
      }) as string[][];
      const cell = (name: string) => row![header!.indexOf(name)];
      expect(['Source', 'Medium', 'Campaign', 'Landing page', 'Referring site'].map(cell)).toEqual([
        'newsletter',
        'email',
        'spring',
        '/comercial-utility?utm_source=newsletter',
        'mail.example.com',
      ]);
      expect(['UTM term', 'UTM content', 'GCLID', 'Referred by', 'Last touch source'].map(cell)).toEqual([
        "'=cheap energy",
        'banner',
        '',
        'Pat Partner',
        '',
      ]);
    } finally {
      await bed.close();
    }
  });

  it('answers a signed-in agent with the file and audits it; refuses a signed-out caller and a bad filter', async () => {
    bed = await openConsoleTestbed(kind);
    try {
      agent = await bed.user('agent', 'Alex Agent');
      await fillLeads(bed.db.prisma, { count: 3, seed: 3 });
      const { csv } = await exportLeads(ctxOf(agent.cookie), {});
      const written = await text(csv);
      expect(written.startsWith('\uFEFFReceived,Kind,Status,')).toBe(true);
      expect(written.split('\r\n').filter(Boolean)).toHaveLength(4);
      const audit = await bed.db.prisma.auditEntry.findFirstOrThrow({
        where: { action: 'lead.export', actorId: agent.id },
      });
      expect(audit.detail).toEqual({ rows: 3, filters: '{}' });

      expect(await refusal(exportLeads(ctxOf(), {}))).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(await refusal(exportLeads(ctxOf('sme-console.session_token=forged'), {}))).toMatchObject({
        code: 'UNAUTHORIZED',
      });
      expect(await refusal(exportLeads(ctxOf(agent.cookie), { kind: 'nonsense' }))).toMatchObject({
        code: 'BAD_REQUEST',
      });
      expect(await bed.db.prisma.auditEntry.count({ where: { action: 'lead.export' } })).toBe(1);
    } finally {
      await bed.close();
    }
  });
});
