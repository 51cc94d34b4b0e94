import { randomBytes } from 'node:crypto';
import { testDatabaseKinds } from '@sme/db/testing';
import { describe, expect, it } from 'vitest';
import { createCaller, demoAddressProvider } from '../../src/index.ts';
import { openStaffForSuite, type Caller, type ConsoleStaff, type ConsoleTestbed } from './console-testbed.ts';

// LEAD_ROUND_ROBIN as the server hands it to the procedures: the visitors' callers of a server with it on and off.
describe.each(testDatabaseKinds())('round robin, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let admin: ConsoleStaff['admin'];
  let withTurns: Caller;
  let sam: { caller: Caller; id: string };
  let kim: { caller: Caller; id: string };
  let lee: { caller: Caller; id: string };
  openStaffForSuite(kind, (staff) => {
    ({ bed, admin } = staff);
    withTurns = createCaller({ prisma: bed.db.prisma, addressLookup: demoAddressProvider(), leadRoundRobin: true });
  });

  /** A visitor's popup (name, e-mail and phone: reachable at once), and the lead's id as the inbox finds it. */
  const popup = async (visitor: Caller, name: string) => {
    const tag = randomBytes(3).toString('hex');
    await visitor.forms.popup({ name, email: `p.${tag}@example.co.uk`, phone: '07700 900123', page: '/' });
    const { rows } = await admin.caller.admin.leads.list({ q: name });
    expect(rows).toHaveLength(1);
    return rows[0]!.id;
  };
  const assignedTo = async (id: string) => {
    const lead = await admin.caller.admin.leads.detail({ id });
    return { assignee: lead.assignee?.name ?? null, entries: lead.timeline.filter((e) => e.type === 'assigned') };
  };

  it('gives new leads in turn to the agents on duty, never to one off duty, and says so on each timeline', async () => {
    sam = await bed.user('agent', 'Sam Turner');
    kim = await bed.user('agent', 'Kim Rota');
    lee = await bed.user('agent', 'Lee Offduty');
    expect(await sam.caller.admin.session.setOnDuty({ on: true })).toEqual({ onDuty: true });
    await kim.caller.admin.session.setOnDuty({ on: true });
    // Lee was on duty and went off: off duty takes no leads.
    await lee.caller.admin.session.setOnDuty({ on: true });
    await lee.caller.admin.session.setOnDuty({ on: false });
    expect((await sam.caller.admin.session.me()).onDuty).toBe(true);
    expect((await lee.caller.admin.session.me()).onDuty).toBe(false);

    const leads = [];
    for (const name of ['Turn One', 'Turn Two', 'Turn Three', 'Turn Four']) leads.push(await popup(withTurns, name));
    const assignees = await Promise.all(leads.map(async (id) => (await assignedTo(id)).assignee));
    expect(assignees).toEqual(['Sam Turner', 'Kim Rota', 'Sam Turner', 'Kim Rota']);

    const first = await assignedTo(leads[0]!);
    expect(first.entries).toEqual([
      expect.objectContaining({ who: 'Round robin', text: 'Assigned to Sam Turner (round robin)' }),
    ]);
    // Audited, as every assignment is, with nobody's name as the actor.
    const audited = await bed.db.prisma.auditEntry.findMany({ where: { leadId: leads[0]!, action: 'lead.assign' } });
    expect(audited).toEqual([expect.objectContaining({ actorId: null, subjectId: sam.id })]);
  });

  it('hands out leads sent at the same moment to the agents on duty only, every one of them assigned', async () => {
    const leads = await Promise.all(['Rush A', 'Rush B', 'Rush C', 'Rush D'].map((name) => popup(withTurns, name)));
    const assignees = await Promise.all(leads.map(async (id) => (await assignedTo(id)).assignee));
    expect(assignees.every((name) => name === 'Sam Turner' || name === 'Kim Rota')).toBe(true);
    expect(new Set(assignees).size).toBe(2);
  });

  it('leaves new leads unassigned with the setting off, whoever is on duty', async () => {
    const id = await popup(bed.visitor, 'Setting Off Cafe');
    expect(await assignedTo(id)).toEqual({ assignee: null, entries: [] });
  });

  it('assigns a lead when a later step makes it reachable, not before', async () => {
    const started = await withTurns.energy.postCodeSubmit({
      post_code: 'E1 6QL',
      full_address: 'Unit 4, 12 Brick Lane, London',
      bussiness_name: 'Later Step Ltd',
    });
    const [row] = (await admin.caller.admin.leads.list({ q: 'Later Step Ltd' })).rows;
    // A postcode and an address: nobody to call yet, so nobody's lead.
    expect(await assignedTo(row!.id)).toEqual({ assignee: null, entries: [] });
    const before = await bed.db.prisma.user.findMany({
      where: { id: { in: [sam.id, kim.id] } },
      orderBy: { lastRoundRobinAt: 'asc' },
      select: { name: true },
    });
    await withTurns.energy.requestCallback({ id: started.collections.id, name: 'Pat Later', phone: '07700 900789' });
    const after = await assignedTo(row!.id);
    // Whoever of the two on duty waited longer.
    expect(after.assignee).toBe(before[0]!.name);
    expect(after.entries.map((entry) => entry.text)).toEqual([`Assigned to ${before[0]!.name} (round robin)`]);
  });

  it('leaves new leads unassigned when nobody is on duty', async () => {
    await sam.caller.admin.session.setOnDuty({ on: false });
    await kim.caller.admin.session.setOnDuty({ on: false });
    const id = await popup(withTurns, 'Nobody Home Bakery');
    expect(await assignedTo(id)).toEqual({ assignee: null, entries: [] });
  });

  it('audits the on-duty switch as the user’s own choice', async () => {
    const entries = await bed.db.prisma.auditEntry.findMany({
      where: { actorId: lee.id, action: 'user.on-duty' },
      orderBy: { createdAt: 'asc' },
      select: { subjectId: true, detail: true },
    });
    expect(entries).toEqual([
      { subjectId: lee.id, detail: { on: true } },
      { subjectId: lee.id, detail: { on: false } },
    ]);
  });
});
