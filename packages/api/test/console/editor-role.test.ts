import { randomBytes } from 'node:crypto';
import { testDatabaseKinds } from '@sme/db/testing';
import { consoleMessages } from '@sme/domain';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { appRouter, createCaller, demoAddressProvider } from '../../src/index.ts';
import { errorMessages } from '../../src/testing.ts';
import { refusal } from '../refusal.ts';
import { openStaffForSuite, PASSWORD, type Caller, type ConsoleStaff, type ConsoleTestbed } from './console-testbed.ts';

/** What an editor may call besides the site's content: signing in and out, and asking who they are. */
const editorsOwn = ['admin.session.signIn', 'admin.session.signOut', 'admin.session.me'];
const isContent = (path: string) => path.startsWith('admin.content.');

/** Every procedure of the console's router, by its dotted path. */
const consolePaths = () =>
  Object.keys(appRouter._def.procedures)
    .filter((path) => path.startsWith('admin.'))
    .sort();

/**
 * Calls a procedure by its path with an input that need not be valid: the role is checked before the input is
 * read (procedures.ts), so a refusal for the role comes first, and any other answer means the role got through.
 */
async function outcome(caller: Caller, path: string): Promise<{ code: string; messages: string[] }> {
  const procedure = path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], caller) as (
    input: unknown,
  ) => unknown;
  try {
    await procedure({});
    return { code: 'allowed', messages: [] };
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, messages: errorMessages(error) };
    throw error;
  }
}
const passedRoleCheck = (code: string) => code !== 'FORBIDDEN' && code !== 'UNAUTHORIZED';

describe.each(testDatabaseKinds())('the editor role, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let admin: ConsoleStaff['admin'];
  let agent: ConsoleStaff['agent'];
  let editor: { caller: Caller; id: string; email: string } | undefined;
  openStaffForSuite(kind, (staff) => ({ bed, admin, agent } = staff));

  const editorOnce = async () => (editor ??= await bed.user('editor', 'Eddie Editor'));

  it('signs an editor in to the console, and tells them who they are', async () => {
    const { caller, id, email } = await editorOnce();
    expect(await caller.admin.session.me()).toMatchObject({ id, email, name: 'Eddie Editor', role: 'editor' });
  });

  it('refuses an editor every procedure of lead work and of running the console (FORBIDDEN), with its reason', async () => {
    const { caller } = await editorOnce();
    const refusedPaths = consolePaths().filter((path) => !editorsOwn.includes(path) && !isContent(path));
    // The loop covers the router as it is: a lead procedure added later is checked without a new row here.
    expect(refusedPaths).toEqual(
      expect.arrayContaining([
        'admin.leads.list',
        'admin.leads.detail',
        'admin.leads.waitingCount',
        'admin.followUps.mine',
        'admin.callsDue.list',
        'admin.reports.speedToLead',
        'admin.partners.list',
        'admin.live.changes',
        'admin.users.assignees',
        'admin.users.list',
        'admin.session.setOnDuty',
        'admin.session.setNewLeadAlerts',
      ]),
    );
    for (const path of refusedPaths) {
      // An agent refused it too means it is an admin's; else it is lead work, which agents do and editors do not.
      const adminOnly = (await outcome(agent.caller, path)).code === 'FORBIDDEN';
      expect(await outcome(caller, path), path).toEqual({
        code: 'FORBIDDEN',
        messages: [adminOnly ? consoleMessages.adminOnly : consoleMessages.leadsNotForEditors],
      });
    }
  });

  it('lets an editor reach every content procedure (the role check passes: an empty input is then refused as such)', async () => {
    const { caller } = await editorOnce();
    for (const path of consolePaths().filter(isContent)) {
      expect(passedRoleCheck((await outcome(caller, path)).code), path).toBe(true);
    }
  });

  it('refuses an editor the management of users: list, create, role, disable, unlock', async () => {
    const { caller } = await editorOnce();
    const forbidden = { code: 'FORBIDDEN', messages: [consoleMessages.adminOnly] };
    expect(await refusal(caller.admin.users.list())).toEqual(forbidden);
    expect(
      await refusal(
        caller.admin.users.create({ name: 'Sneaky', email: 'sneaky@example.co.uk', password: PASSWORD, role: 'admin' }),
      ),
    ).toEqual(forbidden);
    expect(await refusal(caller.admin.users.setRole({ userId: agent.id, role: 'editor' }))).toEqual(forbidden);
    expect(await refusal(caller.admin.users.setDisabled({ userId: agent.id, disabled: true }))).toEqual(forbidden);
    expect(await refusal(caller.admin.users.unlockSignIn({ userId: agent.id }))).toEqual(forbidden);
    expect(await bed.db.prisma.user.count({ where: { email: 'sneaky@example.co.uk' } })).toBe(0);
    expect((await admin.caller.admin.users.list()).find((user) => user.id === agent.id)).toMatchObject({
      role: 'agent',
      disabled: false,
    });
  });

  it('lets an admin create an editor, list them with their role, and change their role both ways (audited)', async () => {
    const email = `ed.${randomBytes(3).toString('hex')}@example.co.uk`;
    const { id } = await admin.caller.admin.users.create({
      name: 'Erin Editor',
      email,
      password: PASSWORD,
      role: 'editor',
    });
    const listed = async () => (await admin.caller.admin.users.list()).find((user) => user.id === id);
    expect(await listed()).toMatchObject({ name: 'Erin Editor', email, role: 'editor', disabled: false });

    // The editor signs in at the console's own door.
    const signIn = bed.caller();
    expect(await signIn.caller.admin.session.signIn({ email, password: PASSWORD })).toMatchObject({
      id,
      role: 'editor',
    });

    expect(await admin.caller.admin.users.setRole({ userId: id, role: 'agent' })).toEqual({ role: 'agent' });
    expect(await listed()).toMatchObject({ role: 'agent' });
    expect((await admin.caller.admin.users.assignees()).map((user) => user.id)).toContain(id);
    expect(await admin.caller.admin.users.setRole({ userId: id, role: 'editor' })).toEqual({ role: 'editor' });
    expect(await listed()).toMatchObject({ role: 'editor' });

    const audited = await bed.db.prisma.auditEntry.findMany({
      where: { subjectId: id, action: { in: ['user.create', 'user.role'] } },
      orderBy: { createdAt: 'asc' },
    });
    expect(audited.map((entry) => [entry.action, entry.actorId, entry.detail])).toEqual([
      ['user.create', admin.id, { role: 'editor' }],
      ['user.role', admin.id, { role: 'agent' }],
      ['user.role', admin.id, { role: 'editor' }],
    ]);
  });

  it('never makes an editor an assignee: not offered, not accepted', async () => {
    const { id } = await editorOnce();
    const assignees = (await admin.caller.admin.users.assignees()).map((user) => user.id);
    expect(assignees).toEqual(expect.arrayContaining([admin.id, agent.id]));
    expect(assignees).not.toContain(id);

    await bed.visitor.forms.popup({
      name: 'Assign Probe',
      email: 'assign.probe@example.co.uk',
      phone: '07700 900123',
      page: '/',
    });
    const [lead] = (await admin.caller.admin.leads.list({ q: 'Assign Probe' })).rows;
    expect(await refusal(admin.caller.admin.leads.assign({ id: lead!.id, assigneeId: id }))).toEqual({
      code: 'BAD_REQUEST',
      messages: [consoleMessages.userNotFound],
    });
    expect((await admin.caller.admin.leads.detail({ id: lead!.id })).assignee).toBeNull();
  });

  it('never gives an editor a lead by turns, even with an on-duty switch left on from when they were an agent', async () => {
    const withTurns = createCaller({
      prisma: bed.db.prisma,
      addressLookup: demoAddressProvider(),
      leadRoundRobin: true,
    });
    const popup = async (name: string) => {
      const tag = randomBytes(3).toString('hex');
      await withTurns.forms.popup({ name, email: `rr.${tag}@example.co.uk`, phone: '07700 900123', page: '/' });
      const [row] = (await admin.caller.admin.leads.list({ q: name })).rows;
      return (await admin.caller.admin.leads.detail({ id: row!.id })).assignee?.name ?? null;
    };

    // An agent on duty is made an editor: the switch goes off with the role, and they cannot put it back on.
    const turned = await bed.user('agent', 'Turned Editor');
    await turned.caller.admin.session.setOnDuty({ on: true });
    await turned.caller.admin.session.setNewLeadAlerts({ on: true });
    await admin.caller.admin.users.setRole({ userId: turned.id, role: 'editor' });
    expect(await turned.caller.admin.session.me()).toMatchObject({
      role: 'editor',
      onDuty: false,
      newLeadAlerts: false,
    });
    expect(await refusal(turned.caller.admin.session.setOnDuty({ on: true }))).toEqual({
      code: 'FORBIDDEN',
      messages: [consoleMessages.leadsNotForEditors],
    });

    // Nobody else on duty, and an editor whose switch is on all the same (set before the role changed, by whatever
    // means): the leads stay unassigned rather than go to someone who cannot see them.
    await bed.db.prisma.user.updateMany({ where: { onDuty: true }, data: { onDuty: false } });
    const { id: editorId } = await editorOnce();
    await bed.db.prisma.user.update({ where: { id: editorId }, data: { onDuty: true } });
    await bed.db.prisma.user.update({ where: { id: turned.id }, data: { onDuty: true } });
    expect(await popup('Turns Nobody')).toBeNull();

    // With an agent on duty too, every lead goes to the agent.
    const rota = await bed.user('agent', 'Rota Agent');
    await rota.caller.admin.session.setOnDuty({ on: true });
    const assigned = [];
    for (const name of ['Turns One', 'Turns Two', 'Turns Three']) assigned.push(await popup(name));
    expect(assigned).toEqual(['Rota Agent', 'Rota Agent', 'Rota Agent']);
    expect(
      await bed.db.prisma.lead.count({ where: { assigneeId: { in: [editorId, turned.id] } } }),
      'leads of editors',
    ).toBe(0);
  });
});
