import { testDatabaseKinds } from '@sme/db/testing';
import { contactMessages } from '@sme/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refusal } from '../refusal.ts';
import { openConsoleTestbed, type Caller, type ConsoleTestbed } from './console-testbed.ts';

// Office hours are the default, Monday to Friday 09:00 to 18:00 UK time, closed on England and Wales bank holidays.
// Friday 28 August 2026 17:50 BST: ten minutes before closing, ahead of a weekend and the Summer bank holiday.
const fridayEvening = new Date('2026-08-28T16:50:00Z');
// Tuesday 1 September 2026, 09:10 BST: the office has been open ten minutes since Friday's close.
const tuesdayMorning = new Date('2026-09-01T08:10:00Z');
const minutes = (n: number) => n * 60_000;
const at = (base: Date, offsetMs: number) => new Date(base.getTime() + offsetMs);

describe.each(testDatabaseKinds())('logging contact with a lead, and its waiting time, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let alex: { caller: Caller; id: string };
  let sam: { caller: Caller; id: string };
  let ada: { caller: Caller; id: string };
  const ids: Record<string, string> = {};

  const enquiry = (name: string) =>
    bed.visitor.forms.contactUs({
      first_name: name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.co.uk`,
      phone: '07700 900123',
      business_name: `${name} Ltd`,
      business_address: '12 High Street, Leeds LS1 4AP',
      message: 'Please call me',
      page: 'contact',
    });
  const idOf = async (q: string) => {
    const { rows } = await alex.caller.admin.leads.list({ q });
    expect(rows).toHaveLength(1);
    return rows[0]!.id;
  };
  const rowOf = async (id: string) => (await alex.caller.admin.leads.list({})).rows.find((row) => row.id === id)!;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: fridayEvening });
    bed = await openConsoleTestbed(kind);
    // Friday 17:50: Priya's enquiry, and an energy quote that gave only a postcode and an address.
    await enquiry('Priya Shah');
    await bed.visitor.energy.postCodeSubmit({
      post_code: 'E1 6QL',
      full_address: '83 Brick Lane, LONDON, E1 6QL',
      bussiness_name: 'Magpie Vintage',
    });
    // Tuesday after the bank holiday: Dan at 09:05, Cara at 09:08; the clock then reads 09:10.
    vi.setSystemTime(at(tuesdayMorning, -minutes(5)));
    await enquiry('Dan Dale');
    vi.setSystemTime(at(tuesdayMorning, -minutes(2)));
    await enquiry('Cara Cole');
    vi.setSystemTime(tuesdayMorning);
    // Staff sign in on Tuesday morning (a session left idle over a long weekend would have ended).
    alex = await bed.user('agent', 'Alex Agent');
    sam = await bed.user('agent', 'Sam Seller');
    ada = await bed.user('admin', 'Ada Admin');
    ids.priya = await idOf('priya');
    ids.energy = await idOf('magpie');
    ids.dan = await idOf('dan dale');
    ids.cara = await idOf('cara');
  });
  afterAll(async () => {
    vi.useRealTimers();
    await bed?.close();
  });

  it('shows how long each reachable lead has waited in office time, across closing, a weekend and a bank holiday', async () => {
    // Friday 17:50 to 18:00, then nothing until Tuesday 09:00 (Monday 31 August is the Summer bank holiday).
    expect((await rowOf(ids.priya!)).waiting).toEqual({ ms: minutes(20), text: '20 min', level: 'red' });
    expect((await rowOf(ids.dan!)).waiting).toEqual({ ms: minutes(5), text: '5 min', level: 'amber' });
    expect((await rowOf(ids.cara!)).waiting).toEqual({ ms: minutes(2), text: '2 min', level: 'normal' });
    expect(await rowOf(ids.priya!)).toMatchObject({ reachable: true, doNotContact: false });
    // Nobody can call a postcode: not reachable, and not waiting.
    expect(await rowOf(ids.energy!)).toMatchObject({ reachable: false, waiting: null });
    // The clock the console keeps ticking by: read now, in today's opening.
    const { clock } = await alex.caller.admin.leads.list({});
    expect(clock).toEqual({
      asOf: tuesdayMorning.toISOString(),
      opensAt: '2026-09-01T08:00:00.000Z',
      closesAt: '2026-09-01T17:00:00.000Z',
    });
  });

  it('lists every waiting lead in "To answer", longest waiting first, while the status tabs still count them all', async () => {
    const toAnswer = await alex.caller.admin.leads.list({ view: 'to-answer' });
    expect(toAnswer.rows.map((row) => row.id)).toEqual([ids.priya, ids.dan, ids.cara]);
    expect(toAnswer.total).toBe(3);
    expect(toAnswer.statusCounts.new).toBe(4);
    expect((await alex.caller.admin.leads.waitingCount()).waiting).toBe(3);
  });

  it('counts every attempt, keeps the lead in the queue on the cadence, and records the first contact that reached them', async () => {
    vi.setSystemTime(at(tuesdayMorning, 30_000));
    const first = await sam.caller.admin.leads.logContact({ id: ids.dan!, channel: 'call', outcome: 'no_answer' });
    // No answer is an attempt: the clock runs on, the next try is due 10 office minutes on, and the lead is Sam's.
    expect(first).toEqual({
      attempt: 1,
      reached: false,
      firstContact: null,
      nextTry: { at: '2026-09-01T08:20:30.000Z', byEmail: false },
      couldNotReach: false,
      status: 'contacted',
    });
    expect(await rowOf(ids.dan!)).toMatchObject({
      waiting: { ms: minutes(5) + 30_000, text: '5 min' },
      nextTry: { text: '2nd try due 09:20' },
      assignee: { name: 'Sam Seller' },
    });
    // Still in "To answer", after the leads due before its next try; the tab title counts only those due now.
    expect((await alex.caller.admin.leads.list({ view: 'to-answer' })).rows.map((row) => row.id)).toEqual([
      ids.priya,
      ids.cara,
      ids.dan,
    ]);
    expect((await alex.caller.admin.leads.waitingCount()).waiting).toBe(2);
    vi.setSystemTime(at(tuesdayMorning, minutes(4)));
    const second = await alex.caller.admin.leads.logContact({
      id: ids.dan!,
      channel: 'email',
      outcome: 'sent',
      text: '  Sent the price list  ',
    });
    expect(second).toMatchObject({
      attempt: 2,
      reached: false,
      firstContact: null,
      nextTry: { at: '2026-09-01T09:14:00.000Z' },
    });
    await alex.caller.admin.leads.logContact({ id: ids.dan!, channel: 'call', outcome: 'left_voicemail' });
    expect((await rowOf(ids.dan!)).nextTry?.text).toBe('4th try due 12:14');

    // Spoke: the clock stops at 10 minutes from 09:05, after four attempts.
    vi.setSystemTime(at(tuesdayMorning, minutes(5)));
    const spoke = await sam.caller.admin.leads.logContact({ id: ids.dan!, channel: 'call', outcome: 'spoke' });
    expect(spoke).toEqual({
      attempt: 4,
      reached: true,
      firstContact: { officeSeconds: 600 },
      nextTry: null,
      couldNotReach: false,
      status: 'contacted',
    });
    const dan = await alex.caller.admin.leads.detail({ id: ids.dan! });
    expect(dan).toMatchObject({
      status: 'contacted',
      waiting: null,
      nextTry: null,
      doNotContact: null,
      firstContact: { by: 'Sam Seller', officeSeconds: 600, text: 'First contact after 10 min by Sam Seller' },
      attempts: { count: 4, text: '4 attempts: 3 calls, 1 e-mail', latest: '3rd call, spoke' },
    });
    const contacts = dan.timeline.filter((entry) => entry.type !== 'created' && entry.type !== 'step_saved');
    expect(contacts.map(({ who, text, note }) => ({ who, text, note }))).toEqual([
      { who: 'Sam Seller', text: 'Call: No answer (1st attempt)', note: null },
      { who: 'Sam Seller', text: 'Status changed from New to Contacted', note: null },
      { who: 'Sam Seller', text: 'Assigned to Sam Seller', note: null },
      { who: 'Alex Agent', text: 'E-mail: Sent (2nd attempt)', note: 'Sent the price list' },
      { who: 'Alex Agent', text: 'Call: Left voicemail (3rd attempt)', note: null },
      { who: 'Sam Seller', text: 'Call: Spoke (4th attempt)', note: null },
    ]);
    // Reached: it leaves "To answer" and its Waiting cell.
    expect((await rowOf(ids.dan!)).waiting).toBeNull();
    const toAnswer = await alex.caller.admin.leads.list({ view: 'to-answer' });
    expect(toAnswer.rows.map((row) => row.id)).toEqual([ids.priya, ids.cara]);

    const audits = await bed.db.prisma.auditEntry.findMany({
      where: { action: 'lead.contact', leadId: ids.dan! },
      orderBy: { createdAt: 'asc' },
    });
    expect(audits.map((entry) => [entry.actorId, entry.detail])).toEqual([
      [
        sam.id,
        { channel: 'call', outcome: 'no_answer', attempt: 1, firstContact: false, status: 'contacted', assigned: true },
      ],
      [alex.id, { channel: 'email', outcome: 'sent', attempt: 2, firstContact: false }],
      [alex.id, { channel: 'call', outcome: 'left_voicemail', attempt: 3, firstContact: false }],
      [sam.id, { channel: 'call', outcome: 'spoke', attempt: 4, firstContact: true }],
    ]);
  });

  it('records one first contact when two agents log at the same moment', async () => {
    vi.setSystemTime(at(tuesdayMorning, minutes(6)));
    const both = await Promise.all([
      alex.caller.admin.leads.logContact({ id: ids.cara!, channel: 'call', outcome: 'spoke' }),
      sam.caller.admin.leads.logContact({ id: ids.cara!, channel: 'email', outcome: 'sent' }),
    ]);
    expect(both.map((answer) => answer.attempt).sort()).toEqual([1, 2]);
    expect(both.filter((answer) => answer.firstContact).length).toBe(1);
    const cara = await alex.caller.admin.leads.detail({ id: ids.cara! });
    expect(cara.attempts.count).toBe(2);
    expect(cara.firstContact?.officeSeconds).toBe(8 * 60);
    expect(cara.timeline.filter((entry) => entry.type === 'status_changed')).toHaveLength(1);
  });

  it('"Do not contact" stops the clock, keeps its reason, and refuses any further logging', async () => {
    vi.setSystemTime(at(tuesdayMorning, minutes(7)));
    expect(await refusal(alex.caller.admin.leads.doNotContact({ id: ids.priya!, reason: '   ' }))).toEqual({
      code: 'BAD_REQUEST',
      messages: [contactMessages.reasonRequired],
    });
    const marked = await alex.caller.admin.leads.doNotContact({ id: ids.priya!, reason: 'Asked us not to call' });
    expect(marked.doNotContact.reason).toBe('Asked us not to call');
    // Marking it again changes nothing.
    await sam.caller.admin.leads.doNotContact({ id: ids.priya!, reason: 'Again' });

    const priya = await alex.caller.admin.leads.detail({ id: ids.priya! });
    expect(priya).toMatchObject({
      waiting: null,
      firstContact: null,
      doNotContact: { reason: 'Asked us not to call' },
      attempts: { count: 0, text: 'No calls or e-mails logged yet', latest: null },
    });
    expect(priya.timeline.at(-1)).toMatchObject({
      who: 'Alex Agent',
      text: 'Marked do not contact: Asked us not to call',
    });
    expect(await rowOf(ids.priya!)).toMatchObject({ waiting: null, doNotContact: true });
    expect((await alex.caller.admin.leads.list({ view: 'to-answer' })).rows).toEqual([]);
    expect((await alex.caller.admin.leads.waitingCount()).waiting).toBe(0);

    expect(
      await refusal(alex.caller.admin.leads.logContact({ id: ids.priya!, channel: 'call', outcome: 'spoke' })),
    ).toEqual({ code: 'BAD_REQUEST', messages: [contactMessages.doNotContact] });
    expect((await alex.caller.admin.leads.detail({ id: ids.priya! })).attempts.count).toBe(0);
    const audits = await bed.db.prisma.auditEntry.findMany({ where: { action: 'lead.do_not_contact' } });
    expect(audits.map((entry) => [entry.actorId, entry.leadId])).toEqual([[alex.id, ids.priya]]);
  });

  it('refuses an outcome of the other channel, a note too long, an erased lead and an unknown one, in clear words', async () => {
    const log = (input: Record<string, unknown>) =>
      refusal(
        alex.caller.admin.leads.logContact({ id: ids.energy!, channel: 'call', outcome: 'spoke', ...input } as never),
      );
    expect(await log({ outcome: 'sent' })).toEqual({ code: 'BAD_REQUEST', messages: ['Choose how the call went.'] });
    expect(await log({ channel: 'email', outcome: 'no_answer' })).toEqual({
      code: 'BAD_REQUEST',
      messages: ['Choose how the e-mail went.'],
    });
    expect(await log({ text: 'x'.repeat(2001) })).toEqual({
      code: 'BAD_REQUEST',
      messages: ['A note can be at most 2000 characters.'],
    });
    expect(await log({ id: '00000000-0000-4000-8000-000000000000' })).toEqual({
      code: 'NOT_FOUND',
      messages: ['That lead does not exist.'],
    });

    await ada.caller.admin.leads.erase({ id: ids.energy! });
    expect(await log({})).toEqual({ code: 'BAD_REQUEST', messages: [contactMessages.erased] });
    expect(await refusal(alex.caller.admin.leads.doNotContact({ id: ids.energy!, reason: 'Moved away' }))).toEqual({
      code: 'BAD_REQUEST',
      messages: [contactMessages.erased],
    });
    expect(await bed.db.prisma.leadEvent.count({ where: { leadId: ids.energy!, type: 'contact_logged' } })).toBe(0);
  });

  it('erasing a lead blanks the notes logged with its contacts and its do-not-contact reason', async () => {
    await ada.caller.admin.leads.erase({ id: ids.dan! });
    await ada.caller.admin.leads.erase({ id: ids.priya! });
    const dan = await ada.caller.admin.leads.detail({ id: ids.dan! });
    expect(dan.timeline.filter((entry) => entry.type === 'contact_logged').map((entry) => entry.note)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(dan.attempts.count).toBe(4);
    const priya = await ada.caller.admin.leads.detail({ id: ids.priya! });
    expect(priya.doNotContact?.reason).toBe('Reason erased with the personal data');
    expect(JSON.stringify(priya.timeline)).not.toContain('Asked us not to call');
  });
});
