import { randomBytes } from 'node:crypto';
import { testDatabaseKinds } from '@sme/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answeredLoan, openStaffForSuite, type ConsoleStaff, type ConsoleTestbed } from './console-testbed.ts';
import { weekAheadAt, weekAheadDate } from './week-ahead.ts';

// The contact cadence on the default office hours (Monday to Friday 09:00 to 18:00 UK time, GMT in November) and the
// default cadence (10 min, 1 h, 3 h, then three open mornings): no lead leaves every list until someone has spoken
// to the person or the cadence has run out. Each test sets the clock it is about, in a week ahead of the real day
// (week-ahead.ts): Monday, then Tuesday, Wednesday and Thursday.
const monday = (time: string) => weekAheadAt(0, time);
const [tuesday, wednesday, thursday] = [1, 2, 3].map(weekAheadDate) as [string, string, string];
const day = (date: string, time: string) => new Date(`${date}T${time}:00Z`);
const dayOfMonth = (date: string) => Number(date.slice(8));

describe.each(testDatabaseKinds())('the contact cadence, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let agent: ConsoleStaff['agent'];
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: monday('10:05') });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  openStaffForSuite(kind, (staff) => ({ bed, agent } = staff));

  const tag = () => randomBytes(3).toString('hex');
  /** The clock moved to `at`, and an agent signed in that day: a session left idle for days ends, as it should. */
  let signedInOn = '';
  const signedInAt = async (at: Date) => {
    vi.setSystemTime(at);
    const today = at.toISOString().slice(0, 10);
    if (today === signedInOn) return;
    agent = await bed.user('agent', `Cadence Agent ${tag()}`);
    signedInOn = today;
  };
  const enquiry = async (name: string) => {
    await bed.visitor.forms.contactUs({
      first_name: name,
      email: `${name.replace(/\W/g, '').toLowerCase()}@example.co.uk`,
      phone: '07700 900123',
      business_name: `${name} Ltd`,
      business_address: '12 High Street, Leeds LS1 4AP',
      message: 'Please call me',
      page: 'contact',
    });
    const { rows } = await agent.caller.admin.leads.list({ q: name });
    expect(rows).toHaveLength(1);
    return rows[0]!.id;
  };
  /** A loan application whose visitor asked for a callback: a phone number and no e-mail. */
  const loanCallback = async (company: string, bestTime: 'As soon as possible' | 'Lunchtime (12pm to 2pm)') => {
    const id = await answeredLoan(bed.visitor, company);
    await bed.visitor.businessLoan.requestCallback({
      id,
      name: `${company} Owner`,
      phone: '07700 900702',
      best_time: bestTime,
    });
    const lead = await bed.db.prisma.lead.findFirstOrThrow({
      where: { loanApplicationId: id },
      select: { id: true },
    });
    return lead.id;
  };
  const rowOf = async (id: string) => (await agent.caller.admin.leads.list({})).rows.find((row) => row.id === id)!;
  const toAnswer = async () => (await agent.caller.admin.leads.list({ view: 'to-answer' })).rows.map((row) => row.id);
  const couldNotReach = async () =>
    (await agent.caller.admin.leads.list({ view: 'could-not-reach' })).rows.map((row) => row.id);
  const noAnswer = async (id: string, at: Date) => {
    await signedInAt(at);
    return agent.caller.admin.leads.logContact({ id, channel: 'call', outcome: 'no_answer' });
  };

  let nia = '';
  it('keeps a lead nobody answered in "To answer", its next try due 10 min, 1 h and 3 h on, then the next morning', async () => {
    await signedInAt(monday('10:05'));
    nia = await enquiry(`Nia Nolan ${tag()}`);
    // Each attempt at the moment its try fell due.
    const tries = [
      [monday('10:05'), '2nd try due 10:15'],
      [monday('10:15'), '3rd try due 11:15'],
      [monday('11:15'), '4th try due 14:15'],
      [monday('14:15'), `5th try due Tue ${dayOfMonth(tuesday)} Dec, 09:00`],
    ] as const;
    for (const [at, next] of tries) {
      expect((await noAnswer(nia, at)).couldNotReach).toBe(false);
      expect((await rowOf(nia)).nextTry?.text).toBe(next);
    }
    expect(await toAnswer()).toContain(nia);
  });

  it('counts a lead in the tab title again once its next try is due', async () => {
    await signedInAt(day(tuesday, '08:59'));
    const before = (await agent.caller.admin.leads.waitingCount()).waiting;
    vi.setSystemTime(day(tuesday, '09:00'));
    expect((await agent.caller.admin.leads.waitingCount()).waiting).toBe(before + 1);
  });

  it('after two more open mornings the lead goes to "Could not reach", and one click closes it', async () => {
    expect((await noAnswer(nia, day(tuesday, '09:00'))).nextTry?.at).toBe(day(wednesday, '09:00').toISOString());
    expect((await noAnswer(nia, day(wednesday, '09:00'))).nextTry?.at).toBe(day(thursday, '09:00').toISOString());
    expect((await rowOf(nia)).nextTry?.text).toBe(`7th try due Thu ${dayOfMonth(thursday)} Dec, 09:00`);

    const stuck = (await agent.caller.admin.leads.waitingCount()).couldNotReach;
    const last = await noAnswer(nia, day(thursday, '09:00'));
    expect(last).toMatchObject({ attempt: 7, reached: false, nextTry: null, couldNotReach: true });
    expect(await rowOf(nia)).toMatchObject({ waiting: null, nextTry: null, couldNotReach: 'Could not reach: 7 tries' });
    expect(await toAnswer()).not.toContain(nia);
    expect(await couldNotReach()).toContain(nia);
    expect((await agent.caller.admin.leads.waitingCount()).couldNotReach).toBe(stuck + 1);

    // Closed in one click (Lost): it leaves "Could not reach" too.
    await agent.caller.admin.leads.setStatus({ id: nia, status: 'lost' });
    expect(await couldNotReach()).not.toContain(nia);
    expect((await agent.caller.admin.leads.waitingCount()).couldNotReach).toBe(stuck);
  });

  it('a wrong number moves the next try to e-mail, or with no e-mail known ends the cadence at once', async () => {
    await signedInAt(monday('10:30'));
    const omar = await enquiry(`Omar Okafor ${tag()}`);
    vi.setSystemTime(monday('10:31'));
    const wrong = await agent.caller.admin.leads.logContact({ id: omar, channel: 'call', outcome: 'wrong_number' });
    expect(wrong).toMatchObject({
      nextTry: { at: monday('10:41').toISOString(), byEmail: true },
      couldNotReach: false,
    });
    expect((await rowOf(omar)).nextTry?.text).toBe('2nd try due 10:41 by e-mail');
    // The e-mail he answers reaches him: the clock stops.
    vi.setSystemTime(monday('10:45'));
    const replied = await agent.caller.admin.leads.logContact({ id: omar, channel: 'email', outcome: 'replied' });
    expect(replied).toMatchObject({ reached: true, firstContact: { officeSeconds: 15 * 60 } });

    // Asked for a callback as soon as possible: a phone number and no e-mail.
    const penny = await loanCallback(`Penny Loans ${tag()}`, 'As soon as possible');
    vi.setSystemTime(monday('10:50'));
    const gone = await agent.caller.admin.leads.logContact({ id: penny, channel: 'call', outcome: 'wrong_number' });
    expect(gone).toMatchObject({ nextTry: null, couldNotReach: true });
    expect(await couldNotReach()).toContain(penny);
  });

  it('a callback asked for tomorrow 12:00–14:00 waits in "Calls due", not "To answer", and an attempt leaves it there', async () => {
    // Monday 15:00: lunchtime today is over, so the visitor is told Tuesday 12:00–14:00.
    await signedInAt(monday('15:00'));
    const quinn = await loanCallback(`Quinn Bakery ${tag()}`, 'Lunchtime (12pm to 2pm)');
    const due = async () =>
      (await agent.caller.admin.callsDue.list()).items.filter((item) => item.leadId === quinn).map((item) => item.day);
    expect(await due()).toEqual([tuesday]);
    expect(await toAnswer()).not.toContain(quinn);
    expect(await rowOf(quinn)).toMatchObject({ waiting: null, waitsFrom: day(tuesday, '12:00').toISOString() });

    // An eager call today, unanswered: the customer still expects Tuesday's, and the lead is not due before it.
    const early = await noAnswer(quinn, monday('15:05'));
    expect(early.nextTry).toEqual({ at: day(tuesday, '12:00').toISOString(), byEmail: false });
    expect(await due()).toEqual([tuesday]);
    expect(await toAnswer()).not.toContain(quinn);

    // Tuesday 12:01: the window is open, the clock has run a minute, and the lead is in "To answer".
    await signedInAt(day(tuesday, '12:01'));
    expect(await toAnswer()).toContain(quinn);
    expect((await rowOf(quinn)).waiting).toMatchObject({ text: '1 min' });
    // No answer in the window: still due in "Calls due" until the window ends, then the cadence carries the lead.
    await noAnswer(quinn, day(tuesday, '12:30'));
    expect(await due()).toEqual([tuesday]);
    vi.setSystemTime(day(tuesday, '14:00'));
    expect(await due()).toEqual([]);
    expect(await toAnswer()).toContain(quinn);
    expect((await rowOf(quinn)).nextTry?.text).toBe('3rd try due 13:30');
  });

  it('leaves a partner’s registration out of "To answer": it is approved, not called', async () => {
    await signedInAt(monday('11:00'));
    const name = `Rita Referrer ${tag()}`;
    await bed.visitor.forms.register({
      name,
      email: `rita.${tag()}@example.co.uk`,
      phone: '07700 900555',
      business_address: '1 Market Street, Leeds LS1 6DT',
    });
    const [row] = (await agent.caller.admin.leads.list({ q: name })).rows;
    expect(row).toMatchObject({ kind: 'partner_registration', reachable: true, waiting: null });
    expect(await toAnswer()).not.toContain(row!.id);
  });
});
