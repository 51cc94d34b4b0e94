import { randomBytes } from 'node:crypto';
import { testDatabaseKinds } from '@sme/db/testing';
import { followUpMessages, formatUkDateTime } from '@sme/domain';
import { describe, expect, it } from 'vitest';
import { refusal } from '../refusal.ts';
import { clockFromForSuite } from '../support/clock.ts';
import { openStaffForSuite, type ConsoleStaff, type ConsoleTestbed } from './console-testbed.ts';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe.each(testDatabaseKinds())('follow-ups, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let admin: ConsoleStaff['admin'];
  let agent: ConsoleStaff['agent'];
  // Tuesday 24 November 2026, 10:00 GMT, and on from there: the reminders say "today" of a day the test knows.
  clockFromForSuite('2026-11-24T10:00:00Z');
  openStaffForSuite(kind, (staff) => ({ bed, admin, agent } = staff));

  const newLead = async (business: string) => {
    const tag = randomBytes(3).toString('hex');
    await bed.visitor.forms.contactUs({
      first_name: 'Robin',
      email: `r.${tag}@example.co.uk`,
      phone: '07700 900123',
      business_name: business,
      business_address: '3 Mill Lane, York',
      message: 'Please call',
    });
    const { rows } = await agent.caller.admin.leads.list({ q: business });
    return rows[0]!.id;
  };
  const followUpsOf = (leadId: string) => bed.db.prisma.followUp.findMany({ where: { leadId } });

  it('sets one follow-up per lead and user: setting it again moves it, on the timeline each time, audited', async () => {
    const leadId = await newLead('Remind Me Bakery');
    const first = await agent.caller.admin.followUps.set({ leadId, dueAt: inHours(2) });
    const dueAt = inHours(26);
    const moved = await agent.caller.admin.followUps.set({ leadId, dueAt });
    expect(moved).toEqual({ id: first.id, dueAt });
    expect(await followUpsOf(leadId)).toEqual([expect.objectContaining({ id: first.id, dueAt: new Date(dueAt) })]);
    // Another user's reminder on the same lead is their own.
    const adminsDueAt = inHours(3);
    await admin.caller.admin.followUps.set({ leadId, dueAt: adminsDueAt });
    expect(await followUpsOf(leadId)).toHaveLength(2);

    const timeline = (await agent.caller.admin.leads.detail({ id: leadId })).timeline.filter(
      (entry) => entry.type === 'follow_up_set',
    );
    expect(timeline.map((entry) => [entry.who, entry.text])).toEqual([
      ['Alex Agent', `Follow-up set for ${formatUkDateTime(first.dueAt)}`],
      ['Alex Agent', `Follow-up set for ${formatUkDateTime(dueAt)}`],
      ['Ada Admin', `Follow-up set for ${formatUkDateTime(adminsDueAt)}`],
    ]);
    expect(
      await bed.db.prisma.auditEntry.count({ where: { leadId, action: 'lead.follow-up', actorId: agent.id } }),
    ).toBe(2);
  });

  it('lists my open follow-ups, due ones first, then upcoming, with the lead and when in UK words', async () => {
    const soon = await newLead('Upcoming Ironmongers');
    const overdue = await newLead('Overdue Opticians');
    const later = await newLead('Later Launderette');
    await agent.caller.admin.followUps.set({ leadId: soon, dueAt: inHours(1) });
    await agent.caller.admin.followUps.set({ leadId: later, dueAt: inHours(24 * 20) });
    const { id: overdueId } = await agent.caller.admin.followUps.set({ leadId: overdue, dueAt: inHours(0.1) });
    // Fell due since (as time passes): the test moves its time back rather than wait, to 09:00 this morning.
    await bed.db.prisma.followUp.update({
      where: { id: overdueId },
      data: { dueAt: new Date('2026-11-24T09:00:00Z') },
    });

    const mine = await agent.caller.admin.followUps.mine();
    expect(mine.due.map((item) => item.title)).toEqual(['Overdue Opticians']);
    expect(mine.upcoming.map((item) => item.title)).toEqual(
      expect.arrayContaining(['Upcoming Ironmongers', 'Later Launderette']),
    );
    const upcomingTitles = mine.upcoming.map((item) => item.title);
    expect(upcomingTitles.indexOf('Upcoming Ironmongers')).toBeLessThan(upcomingTitles.indexOf('Later Launderette'));
    expect(mine.due[0]).toEqual(
      expect.objectContaining({
        leadId: overdue,
        kindLabel: 'Contact us',
        due: true,
        businessName: 'Overdue Opticians',
      }),
    );
    expect(mine.due[0]!.when).toBe('today at 09:00');
    // Nobody else's follow-ups, and none of mine are in anyone else's list.
    expect((await admin.caller.admin.followUps.mine()).due.map((item) => item.title)).not.toContain(
      'Overdue Opticians',
    );
  });

  it('marks a follow-up done: it leaves my list; someone else cannot mark mine', async () => {
    const leadId = await newLead('Done Deal Deli');
    const { id } = await agent.caller.admin.followUps.set({ leadId, dueAt: inHours(1) });
    expect(await refusal(admin.caller.admin.followUps.done({ id }))).toEqual({
      code: 'NOT_FOUND',
      messages: [followUpMessages.notFound],
    });
    expect(await agent.caller.admin.followUps.done({ id })).toEqual({ done: true });
    expect(await agent.caller.admin.followUps.done({ id })).toEqual({ done: true });
    const mine = await agent.caller.admin.followUps.mine();
    expect([...mine.due, ...mine.upcoming].map((item) => item.leadId)).not.toContain(leadId);
    // A new one after that is a new follow-up, not the done one moved.
    const again = await agent.caller.admin.followUps.set({ leadId, dueAt: inHours(5) });
    expect(again.id).not.toBe(id);
    expect(await bed.db.prisma.auditEntry.count({ where: { leadId, action: 'lead.follow-up-done' } })).toBe(1);
  });

  it('refuses a time in the past, one more than a year ahead, and one that is not a time', async () => {
    const leadId = await newLead('Bad Time Brewery');
    const refused = (dueAt: string) => refusal(agent.caller.admin.followUps.set({ leadId, dueAt }));
    expect(await refused(inHours(-2))).toEqual({ code: 'BAD_REQUEST', messages: [followUpMessages.inPast] });
    expect(await refused(inHours(24 * 400))).toEqual({ code: 'BAD_REQUEST', messages: [followUpMessages.tooFar] });
    expect(await refused('tomorrow at nine')).toEqual({ code: 'BAD_REQUEST', messages: [followUpMessages.badTime] });
    expect(await followUpsOf(leadId)).toEqual([]);
  });

  it('refuses a lead marked do not contact or erased, and drops their follow-ups from my list', async () => {
    const quiet = await newLead('Quiet Please Ltd');
    const erased = await newLead('Gone Away Ltd');
    await agent.caller.admin.followUps.set({ leadId: quiet, dueAt: inHours(1) });
    await agent.caller.admin.followUps.set({ leadId: erased, dueAt: inHours(1) });
    await bed.db.prisma.lead.update({ where: { id: quiet }, data: { doNotContactAt: new Date() } });
    await admin.caller.admin.leads.erase({ id: erased });

    expect(await refusal(agent.caller.admin.followUps.set({ leadId: quiet, dueAt: inHours(2) }))).toEqual({
      code: 'BAD_REQUEST',
      messages: [followUpMessages.doNotContact],
    });
    expect(await refusal(agent.caller.admin.followUps.set({ leadId: erased, dueAt: inHours(2) }))).toEqual({
      code: 'BAD_REQUEST',
      messages: [followUpMessages.erased],
    });
    const mine = await agent.caller.admin.followUps.mine();
    const listed = [...mine.due, ...mine.upcoming].map((item) => item.leadId);
    expect(listed).not.toContain(quiet);
    expect(listed).not.toContain(erased);
  });

  it('refuses signed-out callers', async () => {
    expect((await refusal(bed.caller().caller.admin.followUps.mine())).code).toBe('UNAUTHORIZED');
  });
});
