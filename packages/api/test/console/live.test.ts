import { testDatabaseKinds } from '@sme/db/testing';
import { describe, expect, it } from 'vitest';
import { LeadChangeFeed, type LeadChange } from '../../src/index.ts';
import { refusal } from '../refusal.ts';
import { openStaffForSuite, type ConsoleStaff, type ConsoleTestbed } from './console-testbed.ts';

const lead = (n: number): LeadChange => ({
  type: 'created',
  leadId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
});

/** Reads what a stream yields until it ends, or `count` changes: the changes, and the error it ended with. */
async function read(stream: AsyncGenerator<LeadChange>, count = Number.POSITIVE_INFINITY) {
  const changes: LeadChange[] = [];
  try {
    for await (const change of stream) {
      changes.push(change);
      if (changes.length >= count) break;
    }
    return { changes, ended: undefined };
  } catch (error) {
    return { changes, ended: (error as { code?: string }).code };
  }
}

describe("one instance's feed of lead changes", () => {
  const signedIn = async () => true;

  it('hands every change to every open console, in order, and forgets a console that went away', async () => {
    const feed = new LeadChangeFeed();
    const gone = new AbortController();
    const first = feed.stream({ stillSignedIn: signedIn });
    const second = feed.stream({ stillSignedIn: signedIn, signal: gone.signal });
    const reads = [read(first, 2), read(second)];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(feed.size).toBe(2);
    feed.publish(lead(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    gone.abort();
    feed.publish(lead(2));
    const [one, two] = await Promise.all(reads);
    expect(one!.changes).toEqual([lead(1), lead(2)]);
    expect(two!.changes).toEqual([lead(1)]);
    expect(feed.size).toBe(0);
  });

  it('ends every stream with a retryable error when changes may have gone unheard, or the instance stops', async () => {
    let heard = true;
    const feed = new LeadChangeFeed({ heard: () => heard });
    const open = read(feed.stream({ stillSignedIn: signedIn }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    heard = false;
    feed.interrupt();
    expect((await open).ended).toBe('SERVICE_UNAVAILABLE');
    // While nothing is heard, a console connecting is told to try again rather than left waiting for nothing.
    expect((await read(feed.stream({ stillSignedIn: signedIn }))).ended).toBe('SERVICE_UNAVAILABLE');
    heard = true;
    const again = read(feed.stream({ stillSignedIn: signedIn }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    feed.close();
    expect((await again).ended).toBe('SERVICE_UNAVAILABLE');
  });

  it('ends a stream with UNAUTHORIZED once its session no longer holds', async () => {
    const feed = new LeadChangeFeed();
    let holds = true;
    const open = read(feed.stream({ stillSignedIn: async () => holds, recheckMs: 20 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    feed.publish(lead(3));
    holds = false;
    expect(await open).toEqual({ changes: [lead(3)], ended: 'UNAUTHORIZED' });
  });

  it('ends the stream of a console that fell 1,000 changes behind, rather than keep them all', async () => {
    const feed = new LeadChangeFeed();
    const reading = read(feed.stream({ stillSignedIn: signedIn }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Published faster than it reads: past 1,000 waiting, the stream ends (the console reconnects and reads again).
    for (let i = 0; i < 1_001; i += 1) feed.publish(lead(i));
    const { changes, ended } = await reading;
    expect(ended).toBe('SERVICE_UNAVAILABLE');
    expect(changes.length).toBeLessThan(1_001);
    expect(feed.size).toBe(0);
  });
});

describe.each(testDatabaseKinds())('the console’s alerts choice and waiting count, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let admin: ConsoleStaff['admin'];
  let agent: ConsoleStaff['agent'];
  openStaffForSuite(kind, (staff) => ({ bed, admin, agent } = staff));

  it('keeps each user’s new-lead alerts, off until they switch them on, and audits the switch', async () => {
    expect(await agent.caller.admin.session.me()).toMatchObject({ id: agent.id, newLeadAlerts: false });
    expect(await agent.caller.admin.session.setNewLeadAlerts({ on: true })).toEqual({ newLeadAlerts: true });
    expect((await agent.caller.admin.session.me()).newLeadAlerts).toBe(true);
    // Someone else's choice is theirs.
    expect((await admin.caller.admin.session.me()).newLeadAlerts).toBe(false);
    const entries = await bed.db.prisma.auditEntry.findMany({ where: { action: 'user.alerts', actorId: agent.id } });
    expect(entries.map((entry) => entry.detail)).toEqual([{ on: true }]);
    await agent.caller.admin.session.setNewLeadAlerts({ on: false });
    expect((await agent.caller.admin.session.me()).newLeadAlerts).toBe(false);
    expect((await refusal(bed.caller().caller.admin.session.setNewLeadAlerts({ on: true }))).code).toBe('UNAUTHORIZED');
  });

  it('counts the leads due for a first contact: reachable, nobody reached yet, not closed', async () => {
    const before = (await agent.caller.admin.leads.waitingCount()).waiting;
    for (const name of ['Waiting One', 'Waiting Two', 'Closed Three']) {
      await bed.visitor.forms.popup({
        name,
        email: `${name.split(' ')[1]}@example.co.uk`,
        phone: '07700 900123',
        page: '/',
      });
    }
    expect(await agent.caller.admin.leads.waitingCount()).toEqual({ waiting: before + 3, couldNotReach: 0 });
    const [closed] = (await agent.caller.admin.leads.list({ q: 'Closed Three' })).rows;
    await agent.caller.admin.leads.setStatus({ id: closed!.id, status: 'spam' });
    const [contacted] = (await agent.caller.admin.leads.list({ q: 'Waiting Two' })).rows;
    await bed.db.prisma.lead.update({ where: { id: contacted!.id }, data: { firstContactAt: new Date() } });
    expect(await agent.caller.admin.leads.waitingCount()).toEqual({ waiting: before + 1, couldNotReach: 0 });
  });
});
