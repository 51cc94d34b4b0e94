import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@sme/db/testing';
import { appRouter } from '../../src/index.ts';
import { refusal } from '../refusal.ts';
import { signedInPartner } from '../partners/signed-in-partner.ts';
import { catalogueAccessRows } from '../content/catalogue-access-rows.ts';
import { postsAccessRows } from '../content/posts-access-rows.ts';
import { openConsoleTestbed, type Caller, type ConsoleTestbed } from './console-testbed.ts';

const NO_LEAD = '00000000-0000-4000-8000-000000000000';

/**
 * Every admin procedure, with a call that is valid once the role allows it. The table is checked against the
 * router, so a new procedure without a row fails here.
 */
const procedures: Record<
  string,
  {
    adminOnly: boolean;
    /** Ends the caller's own session, so it is called as a user of its own rather than the suite's staff. */
    endsSession?: true;
    call: (caller: Caller, ids: { userId: string }) => Promise<unknown>;
  }
> = {
  'admin.session.me': { adminOnly: false, call: (c) => c.admin.session.me() },
  'admin.session.signOut': { adminOnly: false, endsSession: true, call: (c) => c.admin.session.signOut() },
  'admin.session.setNewLeadAlerts': { adminOnly: false, call: (c) => c.admin.session.setNewLeadAlerts({ on: false }) },
  'admin.session.setOnDuty': { adminOnly: false, call: (c) => c.admin.session.setOnDuty({ on: false }) },
  'admin.followUps.mine': { adminOnly: false, call: (c) => c.admin.followUps.mine() },
  'admin.callsDue.list': { adminOnly: false, call: (c) => c.admin.callsDue.list() },
  'admin.followUps.set': {
    adminOnly: false,
    call: (c) => c.admin.followUps.set({ leadId: NO_LEAD, dueAt: new Date(Date.now() + 3_600_000).toISOString() }),
  },
  'admin.followUps.done': { adminOnly: false, call: (c) => c.admin.followUps.done({ id: NO_LEAD }) },
  // A subscription: allowed, it answers the stream (read over HTTP in the server's console-live tests).
  'admin.live.changes': { adminOnly: false, call: (c) => c.admin.live.changes() },
  'admin.leads.waitingCount': { adminOnly: false, call: (c) => c.admin.leads.waitingCount() },
  'admin.leads.comingDue': { adminOnly: false, call: (c) => c.admin.leads.comingDue() },
  'admin.leads.list': { adminOnly: false, call: (c) => c.admin.leads.list({}) },
  'admin.leads.detail': { adminOnly: false, call: (c) => c.admin.leads.detail({ id: NO_LEAD }) },
  'admin.leads.setStatus': {
    adminOnly: false,
    call: (c) => c.admin.leads.setStatus({ id: NO_LEAD, status: 'contacted' }),
  },
  'admin.leads.addNote': { adminOnly: false, call: (c) => c.admin.leads.addNote({ id: NO_LEAD, text: 'Rang back' }) },
  'admin.leads.setPartner': {
    adminOnly: false,
    call: (c) => c.admin.leads.setPartner({ id: NO_LEAD, partnerId: null }),
  },
  'admin.leads.sourceChoices': { adminOnly: false, call: (c) => c.admin.leads.sourceChoices() },
  'admin.leads.assign': { adminOnly: false, call: (c) => c.admin.leads.assign({ id: NO_LEAD, assigneeId: null }) },
  'admin.leads.deleteNote': { adminOnly: false, call: (c) => c.admin.leads.deleteNote({ eventId: NO_LEAD }) },
  'admin.leads.logContact': {
    adminOnly: false,
    call: (c) => c.admin.leads.logContact({ id: NO_LEAD, channel: 'call', outcome: 'no_answer' }),
  },
  'admin.leads.viewers': { adminOnly: false, call: (c) => c.admin.leads.viewers({ id: NO_LEAD }) },
  'admin.leads.viewing': { adminOnly: false, call: (c) => c.admin.leads.viewing({ id: NO_LEAD }) },
  'admin.leads.leave': { adminOnly: false, call: (c) => c.admin.leads.leave({ id: NO_LEAD }) },
  'admin.leads.doNotContact': {
    adminOnly: false,
    call: (c) => c.admin.leads.doNotContact({ id: NO_LEAD, reason: 'Asked us not to call' }),
  },
  'admin.leads.correctAnswer': {
    adminOnly: false,
    call: (c) => c.admin.leads.correctAnswer({ id: NO_LEAD, field: 'businessName', value: 'Rose Café' }),
  },
  // The CSV export is a file the server streams (GET /admin/leads.csv), not a procedure of this router: who may
  // call it is tested in export-csv.test.ts and in the server's console-export.test.ts.
  'admin.leads.erase': { adminOnly: true, call: (c) => c.admin.leads.erase({ id: NO_LEAD }) },
  'admin.leads.resendDelivery': { adminOnly: true, call: (c) => c.admin.leads.resendDelivery({ id: NO_LEAD }) },
  'admin.users.assignees': { adminOnly: false, call: (c) => c.admin.users.assignees() },
  'admin.users.list': { adminOnly: true, call: (c) => c.admin.users.list() },
  'admin.users.create': {
    adminOnly: true,
    call: (c) =>
      c.admin.users.create({
        name: 'New Agent',
        email: `new${Date.now()}${Math.random()}@example.co.uk`,
        password: 'twelve chars ok',
        role: 'agent',
      }),
  },
  'admin.users.setRole': {
    adminOnly: true,
    call: (c, ids) => c.admin.users.setRole({ userId: ids.userId, role: 'agent' }),
  },
  'admin.users.setDisabled': {
    adminOnly: true,
    call: (c, ids) => c.admin.users.setDisabled({ userId: ids.userId, disabled: false }),
  },
  'admin.users.unlockSignIn': {
    adminOnly: true,
    call: (c, ids) => c.admin.users.unlockSignIn({ userId: ids.userId }),
  },
  'admin.audit.list': { adminOnly: true, call: (c) => c.admin.audit.list({}) },
  'admin.audit.runRetention': { adminOnly: true, call: (c) => c.admin.audit.runRetention() },
  // The report holds counts, times and staff names: the whole sales team reads it.
  'admin.reports.speedToLead': {
    adminOnly: false,
    call: (c) => c.admin.reports.speedToLead({ from: '2026-03-27', to: '2026-03-30' }),
  },
  // Where leads came from and how far visitors got: counts, channels and partners' names, for the whole team too.
  'admin.reports.attribution': {
    adminOnly: false,
    call: (c) => c.admin.reports.attribution({ from: '2026-02-02', to: '2026-02-08' }),
  },
  'admin.reports.funnels': {
    adminOnly: false,
    call: (c) => c.admin.reports.funnels({ from: '2026-02-02', to: '2026-02-08' }),
  },
  // Partners: every member of staff sees them and their statements; admins approve them and set their rates.
  'admin.partners.approve': { adminOnly: true, call: (c) => c.admin.partners.approve({ leadId: NO_LEAD }) },
  'admin.partners.resendInvitation': {
    adminOnly: true,
    call: (c) => c.admin.partners.resendInvitation({ partnerId: NO_LEAD }),
  },
  'admin.partners.setAccess': {
    adminOnly: true,
    call: (c) => c.admin.partners.setAccess({ partnerId: NO_LEAD, disabled: true }),
  },
  'admin.partners.forRegistration': {
    adminOnly: false,
    call: (c) => c.admin.partners.forRegistration({ leadId: NO_LEAD }),
  },
  'admin.partners.list': { adminOnly: false, call: (c) => c.admin.partners.list() },
  'admin.partners.options': { adminOnly: false, call: (c) => c.admin.partners.options() },
  'admin.partners.get': { adminOnly: false, call: (c) => c.admin.partners.get({ partnerId: NO_LEAD }) },
  'admin.partners.setRate': {
    adminOnly: true,
    call: (c) => c.admin.partners.setRate({ kind: 'energy', amountPence: 0 }),
  },
  'admin.partners.defaultRates': { adminOnly: false, call: (c) => c.admin.partners.defaultRates() },
  'admin.partners.statement': {
    adminOnly: false,
    call: (c) => c.admin.partners.statement({ partnerId: NO_LEAD, month: '2026-10' }),
  },
  // The figures behind the calculators: agents read them to explain them on a call; admins change them.
  'admin.finance.get': { adminOnly: false, call: (c) => c.admin.finance.get() },
  'admin.finance.save': { adminOnly: true, call: (c) => c.admin.finance.save({ kind: 'energyRates', data: null }) },
  ...catalogueAccessRows(),
  ...postsAccessRows(),
};

/** Refused for lack of a session or role; a NOT_FOUND for the made-up lead id means the call got through. */
async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'allowed';
  } catch {
    const { code } = await refusal(call);
    return code === 'NOT_FOUND' ? 'allowed' : code;
  }
}

describe.each(testDatabaseKinds())('who may call the console procedures, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let target: { id: string };
  let partner: Caller | undefined;
  // One signed-in agent and admin for the table: creating and signing in a user hashes a password twice (scrypt).
  const staff: Partial<Record<'agent' | 'admin', { caller: Caller }>> = {};
  const signedIn = async (role: 'agent' | 'admin', endsSession = false) =>
    endsSession ? bed.user(role) : (staff[role] ??= await bed.user(role));

  beforeAll(async () => {
    bed = await openConsoleTestbed(kind);
    target = await bed.user('agent', 'Target User');
  });
  afterAll(() => bed.close());

  it('has a row for every procedure of the admin router (sign-in is the only public one)', () => {
    const all = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('admin.'));
    expect(all.sort()).toEqual([...Object.keys(procedures), 'admin.session.signIn'].sort());
  });

  describe.each(Object.entries(procedures))('%s', (_path, { adminOnly, endsSession, call }) => {
    it('is refused without a session (UNAUTHORIZED)', async () => {
      expect(await outcome(call(bed.caller().caller, { userId: target.id }))).toBe('UNAUTHORIZED');
      expect(
        await outcome(call(bed.caller('sme-console.session_token=forged.value').caller, { userId: target.id })),
      ).toBe('UNAUTHORIZED');
      expect(await outcome(call(bed.visitor, { userId: target.id }))).toBe('UNAUTHORIZED');
    });

    it(adminOnly ? 'is refused to an agent (FORBIDDEN)' : 'is allowed to an agent', async () => {
      const agent = await signedIn('agent', endsSession);
      expect(await outcome(call(agent.caller, { userId: target.id }))).toBe(adminOnly ? 'FORBIDDEN' : 'allowed');
    });

    it('is refused to a signed-in partner (UNAUTHORIZED): the portal opens nothing of the console', async () => {
      partner ??= await signedInPartner(bed, (await signedIn('admin')).caller);
      expect(await outcome(call(partner, { userId: target.id }))).toBe('UNAUTHORIZED');
    });

    it('is allowed to an admin', async () => {
      const admin = await signedIn('admin', endsSession);
      expect(await outcome(call(admin.caller, { userId: target.id }))).toBe('allowed');
    });
  });

  it('stops a disabled user at once: the open session no longer works', async () => {
    const admin = await bed.user('admin');
    const agent = await bed.user('agent');
    expect(await agent.caller.admin.session.me()).toMatchObject({ id: agent.id, role: 'agent' });
    await admin.caller.admin.users.setDisabled({ userId: agent.id, disabled: true });
    expect(await outcome(agent.caller.admin.leads.list({}))).toBe('UNAUTHORIZED');
    expect(
      await refusal(
        bed.caller().caller.admin.session.signIn({ email: agent.email, password: 'correct horse battery staple' }),
      ),
    ).toEqual({
      code: 'FORBIDDEN',
      messages: ['This account is disabled. Ask an administrator to enable it.'],
    });
  });

  it('ends the session on the server at sign-out: the same cookie is refused afterwards', async () => {
    const agent = await bed.user('agent');
    const signOut = bed.caller(agent.cookie);
    await signOut.caller.admin.session.signOut();
    expect(signOut.cookies.some((cookie) => /^sme-console\.session_token=;/.test(cookie))).toBe(true);
    expect(await outcome(bed.caller(agent.cookie).caller.admin.leads.list({}))).toBe('UNAUTHORIZED');
  });
});
