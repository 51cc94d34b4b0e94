import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@sme/db/testing';
import { refusal } from '../refusal.ts';
import { openConsoleTestbed, type Caller, type ConsoleTestbed } from './console-testbed.ts';
import { clockFromForSuite } from '../support/clock.ts';
import { loanBasics, merchantForm } from '../support/sample-answers.ts';

const booking = (event: string) => ({
  event_uri: `https://api.calendly.com/scheduled_events/${event}`,
  invitee_uri: `https://api.calendly.com/scheduled_events/${event}/invitees/1`,
});

describe.each(testDatabaseKinds())('the leads inbox, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let agent: { caller: Caller; id: string };
  const ids: Record<string, string> = {};
  // Tuesday 24 November 2026, 10:00 GMT: every lead arrives on that UK day, whenever the suite runs.
  clockFromForSuite('2026-11-24T10:00:00Z');

  /** The visitor side: one lead of every kind, through the public procedures. */
  beforeAll(async () => {
    bed = await openConsoleTestbed(kind);
    agent = await bed.user('agent', 'Alex Agent');
    const v = bed.visitor;
    await v.forms.contactUs({
      first_name: 'Priya Shah',
      email: 'priya@example.co.uk',
      phone: '07700 900123',
      business_name: 'Shah Bakery Ltd',
      business_address: '12 High Street, Leeds LS1 4AP',
      message: 'Gas renewal in June',
      page: 'utility',
    });
    await v.forms.popup({ name: 'Tom Reed', email: 'tom@example.com', phone: '07700 900777', page: '/about-us' });
    await v.forms.register({
      name: 'Jo Partner',
      email: 'jo@example.co.uk',
      phone: '07700 900555',
      business_address: '1 Quay St, Bristol BS1 3BX',
    });
    const energy = await v.energy.postCodeSubmit({
      post_code: 'E1 6QL',
      full_address: '83 Brick Lane, LONDON, E1 6QL',
      bussiness_name: 'Magpie Vintage',
    });
    ids.energy = energy.collections.id;
    await v.energy.serviceSubmit({ id: ids.energy, service: 'Gas' });
    const water = await v.waterWaste.postCodeSubmit({ post_code: 'SE1 1TL', full_address: '5 Borough Rd, SE1 1TL' });
    ids.water = water.collections.id;
    const loan = await v.businessLoan.basicInfo(loanBasics);
    ids.loan = loan.collections.id;
    await v.businessLoan.category({ id: ids.loan, business_cat: 'Retail' });
    await v.businessLoan.turnover({ id: ids.loan, monthly_turnover_from: 40 });
    await v.businessLoan.clientPersonalInfoStore({ id: ids.loan, uri: booking(`loan-${kind}`) });
    const cash = await v.cashAdvance.create({ ...merchantForm, business_name: '=HYPERLINK("http://evil.example")' });
    ids.cash = cash.collections.id;
  });
  afterAll(() => bed.close());

  const rowOf = async (caller: Caller, q: string) => {
    const { rows } = await caller.admin.leads.list({ q });
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  it('lists every lead, whatever it came through, newest first with UK times', async () => {
    const { rows, total, statusCounts } = await agent.caller.admin.leads.list({});
    expect(total).toBe(7);
    expect(statusCounts).toEqual({ new: 7, contacted: 0, quoted: 0, won: 0, lost: 0, spam: 0 });
    expect(rows.map((row) => row.kind)).toEqual([
      'cash_advance',
      'business_loan',
      'water_waste',
      'energy',
      'partner_registration',
      'popup',
      'contact_us',
    ]);
    for (const row of rows) expect(row.received).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/);
  });

  it('shows the person, the business and how far the visitor got', async () => {
    expect(await rowOf(agent.caller, 'priya')).toMatchObject({
      kindLabel: 'Contact us',
      businessName: 'Shah Bakery Ltd',
      personName: 'Priya Shah',
      email: 'priya@example.co.uk',
      phone: '07700 900123',
      postCode: 'LS1 4AP',
      progress: 'Enquiry sent from the utility page',
      statusLabel: 'New',
      assignee: null,
    });
    expect(await rowOf(agent.caller, 'magpie')).toMatchObject({
      kindLabel: 'Energy',
      postCode: 'E1 6QL',
      progress: 'Supplier step reached',
    });
    expect(await rowOf(agent.caller, 'carter')).toMatchObject({ kindLabel: 'Business loan', progress: 'Call booked' });
    expect(await rowOf(agent.caller, 'se1 1tl')).toMatchObject({ progress: 'Business name step reached' });
    expect(await rowOf(agent.caller, 'tom reed')).toMatchObject({ kindLabel: "Let's talk popup" });
  });

  it.each([
    ['a business name in any case', 'SHAH bak', 'Shah Bakery Ltd'],
    ['a person', 'jo part', null],
    ['an e-mail address', 'tom@example.com', null],
    ['a phone number with its space', '07700 900555', null],
    ['a phone number without it', '07700900123', 'Shah Bakery Ltd'],
    ['a postcode without its space', 'e16ql', 'Magpie Vintage'],
    ['a postcode from the address', 'yo1 7hh', 'Carter Bakery Ltd'],
  ])('finds a lead by %s', async (_what, q, business) => {
    const row = await rowOf(agent.caller, q);
    if (business) expect(row.businessName).toBe(business);
  });

  it('treats % and _ in a search as themselves', async () => {
    expect((await agent.caller.admin.leads.list({ q: '%' })).total).toBe(0);
    expect((await agent.caller.admin.leads.list({ q: '_' })).total).toBe(0);
  });

  it('filters by kind and by date range (UK days), with counts per status under the same filters', async () => {
    const energy = await agent.caller.admin.leads.list({ kind: 'energy' });
    expect(energy.rows.map((row) => row.businessName)).toEqual(['Magpie Vintage']);
    expect(energy.statusCounts.new).toBe(1);
    expect((await agent.caller.admin.leads.list({ from: '2026-11-24', to: '2026-11-24' })).total).toBe(7);
    expect((await agent.caller.admin.leads.list({ to: '2026-11-23' })).total).toBe(0);
    expect((await agent.caller.admin.leads.list({ to: '2020-01-01' })).total).toBe(0);
    expect((await agent.caller.admin.leads.list({ from: '2099-01-01' })).total).toBe(0);
  });

  it('refuses a date that is not yyyy-mm-dd', async () => {
    expect((await refusal(agent.caller.admin.leads.list({ to: '2026-02-30' }))).code).toBe('BAD_REQUEST');
    expect(await refusal(agent.caller.admin.leads.list({ from: '22/11/2026' }))).toEqual({
      code: 'BAD_REQUEST',
      messages: ['Dates are written yyyy-mm-dd.'],
    });
  });

  it('works a lead: status, assignment and notes, each on the timeline with who and when', async () => {
    const admin = await bed.user('admin', 'Ada Admin');
    await agent.caller.admin.leads.setStatus({ id: (await rowOf(agent.caller, 'magpie')).id, status: 'contacted' });
    const lead = await rowOf(agent.caller, 'magpie');
    await admin.caller.admin.leads.assign({ id: lead.id, assigneeId: agent.id });
    await agent.caller.admin.leads.addNote({ id: lead.id, text: 'Rang back, wants a gas quote by Friday.' });

    const detail = await agent.caller.admin.leads.detail({ id: lead.id });
    expect(detail).toMatchObject({ status: 'contacted', assignee: { id: agent.id, name: 'Alex Agent' } });
    expect(detail.answers).toEqual([
      // The address and business name can be corrected on the lead page (admin.leads.correctAnswer).
      { label: 'Postcode', value: 'E1 6QL', field: 'postCode' },
      { label: 'Address', value: '83 Brick Lane, LONDON, E1 6QL', field: 'fullAddress' },
      { label: 'Business name', value: 'Magpie Vintage', field: 'businessName' },
      { label: 'Service', value: 'Gas' },
    ]);
    expect(detail.timeline.map(({ who, text }) => ({ who, text }))).toEqual([
      { who: 'Visitor', text: 'Lead received' },
      { who: 'Visitor', text: 'Service step saved' },
      { who: 'Alex Agent', text: 'Status changed from New to Contacted' },
      { who: 'Ada Admin', text: 'Assigned to Alex Agent' },
      { who: 'Alex Agent', text: 'Rang back, wants a gas quote by Friday.' },
    ]);

    const filtered = await agent.caller.admin.leads.list({ status: 'contacted', assignee: agent.id });
    expect(filtered.rows.map((row) => row.id)).toEqual([lead.id]);
    expect((await agent.caller.admin.leads.list({ assignee: 'unassigned' })).total).toBe(6);
    expect((await agent.caller.admin.leads.list({})).statusCounts).toMatchObject({ new: 6, contacted: 1 });

    const actions = await bed.db.prisma.auditEntry.findMany({
      where: { leadId: lead.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(actions.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['lead.status', agent.id],
      ['lead.assign', admin.id],
      ['lead.note', agent.id],
    ]);
  });

  it('shows every answer of a loan with its people’s label, and the booked call', async () => {
    const detail = await agent.caller.admin.leads.detail({ id: (await rowOf(agent.caller, 'carter')).id });
    expect(detail.answers).toEqual([
      { label: 'Amount to borrow', value: '£25,000' },
      { label: 'Term', value: '12 months' },
      { label: 'Company name', value: 'Carter Bakery Ltd', field: 'companyName' },
      // No legal form given (issue 44): whether the loan is regulated credit is not known.
      { label: 'Regulated credit', value: 'Not known' },
      { label: 'Company address', value: '3 Mill Lane, York, YO1 7HH', field: 'companyAddress' },
      { label: 'Business category', value: 'Retail' },
      { label: 'Monthly turnover', value: '£40,000 to £60,000' },
    ]);
    const { event_uri, invitee_uri } = booking(`loan-${kind}`);
    // No CALENDLY_TOKEN on this server: who booked and when stay in the scheduling account.
    expect(detail.calls).toEqual([
      {
        eventUri: event_uri,
        inviteeUri: invitee_uri,
        bookedAt: expect.any(String),
        name: null,
        email: null,
        phone: null,
        answers: [],
        startAt: null,
        endAt: null,
        status: null,
        details: 'not configured',
        detailsError: null,
      },
    ]);
    expect(detail.timeline.map((entry) => entry.text)).toEqual([
      'Lead received',
      'Business category step saved',
      'Turnover step saved',
      'Call booked',
    ]);
  });

  it('says a lead does not exist for an unknown id', async () => {
    expect(await refusal(agent.caller.admin.leads.detail({ id: '00000000-0000-4000-8000-000000000000' }))).toEqual({
      code: 'NOT_FOUND',
      messages: ['That lead does not exist.'],
    });
  });

  it('pages 50 at a time, newest first, with no lead twice or missing', async () => {
    for (let i = 0; i < 55; i += 1) {
      await bed.visitor.forms.popup({
        name: `Bulk ${i}`,
        email: `bulk${i}@example.com`,
        phone: '07700 900000',
        page: '/',
      });
    }
    const first = await agent.caller.admin.leads.list({ kind: 'popup' });
    const second = await agent.caller.admin.leads.list({ kind: 'popup', page: 2 });
    expect(first).toMatchObject({ total: 56, pageCount: 2, pageSize: 50 });
    expect(first.rows).toHaveLength(50);
    expect(second.rows).toHaveLength(6);
    expect(first.rows[0]!.personName).toBe('Bulk 54');
    expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(56);
    // The last page is read from the oldest end, and still shows newest first.
    const newestFirst = await bed.db.prisma.lead.findMany({
      where: { kind: 'popup' },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true },
    });
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(newestFirst.map((lead) => lead.id));
    expect((await agent.caller.admin.leads.list({ kind: 'popup', page: 3 })).rows).toEqual([]);
  });
});
