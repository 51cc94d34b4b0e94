import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, LeadChange, LeadChangeWatch } from '../src/index.ts';
import { parseLeadChange } from '../src/index.ts';
import { openTestDatabase, testDatabaseKinds } from '../src/testing.ts';

describe('a lead change notification', () => {
  it('reads the four payloads the triggers send, and nothing else', () => {
    const id = '3f2b8c1e-4a5d-4e6f-9a8b-1c2d3e4f5a6b';
    expect(parseLeadChange(`INSERT:${id}`)).toEqual({ type: 'created', leadId: id });
    expect(parseLeadChange(`UPDATE:${id}`)).toEqual({ type: 'changed', leadId: id });
    expect(parseLeadChange(`FOLLOW_UP:${id}`)).toEqual({ type: 'follow_up', leadId: id });
    expect(parseLeadChange(`CALLABLE:${id}`)).toEqual({ type: 'callable', leadId: id });
    for (const payload of [`DELETE:${id}`, id, 'INSERT:', 'INSERT:not-an-id', '']) {
      expect(parseLeadChange(payload)).toBeUndefined();
    }
  });
});

describe.each(testDatabaseKinds())('lead changes on %s', (kind) => {
  let db: Database & { url?: string };
  let watch: LeadChangeWatch;
  const heard: LeadChange[] = [];
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    watch = await db.watchLeadChanges({ changed: (change) => heard.push(change) });
  }, 60_000);
  afterAll(async () => {
    await watch?.stop();
    await db?.close();
  });

  const expectHeard = (change: LeadChange) =>
    vi.waitFor(() => expect(heard).toContainEqual(change), { timeout: 2_000, interval: 5 });

  it('hears a lead created, changed and given a follow-up, by id only', async () => {
    const lead = await db.prisma.lead.create({
      data: { kind: 'popup', progress: 'Sent', businessName: 'Acme Ltd', email: 'sam@example.co.uk' },
    });
    await expectHeard({ type: 'created', leadId: lead.id });
    await db.prisma.lead.update({ where: { id: lead.id }, data: { status: 'contacted' } });
    await expectHeard({ type: 'changed', leadId: lead.id });
    const user = await db.prisma.user.create({
      data: { id: 'u-live-1', name: 'Sam', email: 'sam-live@example.co.uk' },
    });
    await db.prisma.followUp.create({ data: { leadId: lead.id, userId: user.id, dueAt: new Date() } });
    await expectHeard({ type: 'follow_up', leadId: lead.id });
  });

  it('hears a lead become callable once, when its first phone number or e-mail is known, not when it is created', async () => {
    const lead = await db.prisma.lead.create({
      data: { kind: 'business_loan', progress: 'Basic info', businessName: 'Callable Ltd' },
    });
    await expectHeard({ type: 'created', leadId: lead.id });
    await db.prisma.lead.update({ where: { id: lead.id }, data: { phone: '07700 900111' } });
    await expectHeard({ type: 'callable', leadId: lead.id });
    await db.prisma.lead.update({ where: { id: lead.id }, data: { email: 'later@example.co.uk' } });
    const of = (type: LeadChange['type']) =>
      heard.filter((change) => change.leadId === lead.id && change.type === type);
    // Both updates heard: the e-mail made no second 'callable'.
    await vi.waitFor(() => expect(of('changed')).toHaveLength(2), { timeout: 2_000, interval: 5 });
    expect(of('callable')).toHaveLength(1);

    const reachable = await db.prisma.lead.create({
      data: { kind: 'popup', progress: 'Sent', email: 'now@example.co.uk' },
    });
    await expectHeard({ type: 'callable', leadId: reachable.id });
  });

  if (kind === 'postgres') {
    it('hears a lead written by another process', async () => {
      const other = new pg.Client({ connectionString: db.url });
      await other.connect();
      try {
        const { rows } = await other.query<{ id: string }>(
          `INSERT INTO "Lead" (id, kind, progress, "updatedAt") VALUES (gen_random_uuid(), 'popup', 'Sent', now())
           RETURNING id`,
        );
        await expectHeard({ type: 'created', leadId: rows[0]!.id });
      } finally {
        await other.end();
      }
    });
  }
});
