import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database, Lead } from '@sme/db';
import { openTestDatabase, testDatabaseKinds } from '@sme/db/testing';
import { FORM_MIN_FILL_MS, type BotFields } from '@sme/domain';
import { createCaller, demoAddressProvider } from '../src/index.ts';
import { eraseLead } from '../src/services/lead-inbox/erase.ts';
import { openForSuite, type Caller } from './support/suite-database.ts';

const rules = { minFillMs: 2000, duplicateWindowMs: 10 * 60 * 1000 };
const tooFast = { form_open_ms: 800 };
const human = { form_open_ms: 6000 };
const honeypot = { website: 'https://cheap-seo.example' };
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An answer with its ids blanked: what a caller can tell apart without knowing the ids. */
/** An answer with what differs per request (ids, and a callback's reference: each request draws its own) blanked. */
const shapeOf = (answer: unknown) =>
  JSON.parse(
    JSON.stringify(answer)
      .replace(/"[0-9a-f-]{36}"/g, '"<id>"')
      .replace(/CB-[0-9A-Z]{6}/g, 'CB-<reference>'),
  );

/**
 * One lead-taking call of the site: `send` makes the k-th distinct submission (with the bot fields given), `lead`
 * finds the inbox row it is about, `event` is the delivery event it causes for a person's submission. A request
 * on a booking screen needs its quote or application first: `start` makes one and answers its id.
 */
interface LeadForm {
  name: string;
  event: 'lead_created' | 'callback_requested';
  start?: (caller: Caller, k: number) => Promise<string>;
  send(caller: Caller, k: number, bot: BotFields, startedId: string): Promise<unknown>;
  lead(db: Database, k: number, answer: unknown): Promise<Lead | null>;
}

const idOf = (answer: unknown) => (answer as { collections: { id: string } }).collections.id;
const guestLead = (db: Database, _k: number, answer: unknown) =>
  db.prisma.lead.findFirst({ where: { guestLeadId: idOf(answer) } });
const loanLead = (db: Database, _k: number, answer: unknown) =>
  db.prisma.lead.findFirst({ where: { loanApplicationId: idOf(answer) } });
const cashLead = (db: Database, _k: number, answer: unknown) =>
  db.prisma.lead.findFirst({ where: { cashAdvanceApplicationId: idOf(answer) } });

const loanStep1 = (k: number) => ({
  company_name: `Carter Bakery ${k} Ltd`,
  company_address: '3 Mill Lane, York YO1 7HH',
  borrow_ammount: '25000',
  borrow_month: '12 months',
});
const merchantForm = (k: number) => ({
  location_data: [{ label: 'Country', value: 'GB' }],
  take_payment: 'Face To Face',
  business_location: 'Store',
  business_name: `Carter Bakery ${k} Ltd`,
  card_provider: 'Dojo',
});
const callbackFields = (k: number) => ({
  name: `Ola Berg ${k}`,
  phone: '01595 760000',
  best_time: 'Morning (9am to 12pm)' as const,
  email: '',
});

/** A form that asks for the visitor's e-mail: the k-th submission gives visitor.k@example.co.uk, and its lead has it. */
function emailForm(name: string, send: (caller: Caller, email: string, bot: BotFields) => Promise<unknown>): LeadForm {
  const email = (k: number) => `visitor.${k}@example.co.uk`;
  return {
    name,
    event: 'lead_created',
    send: (caller, k, bot) => send(caller, email(k), bot),
    lead: (db, k) => db.prisma.lead.findFirst({ where: { email: email(k) } }),
  };
}

/** A quote's address step: the k-th submission is at number k of `street`, so each starts a lead of its own. */
function addressStep(
  name: string,
  flow: 'energy' | 'waterWaste',
  postcode: string,
  street: string,
  fields: { bussiness_name?: string } = {},
): LeadForm {
  return {
    name,
    event: 'lead_created',
    send: (caller, k, bot) =>
      caller[flow].postCodeSubmit({ post_code: postcode, full_address: `${k} ${street}`, ...fields, ...bot }),
    lead: guestLead,
  };
}

/** A form the site sends to its procedure, also taken on the legacy REST path beside it: both start a lead alike. */
function onProcedureAndRestPath(
  names: [procedure: string, restPath: string],
  lead: LeadForm['lead'],
  sends: [procedure: LeadForm['send'], restPath: LeadForm['send']],
): LeadForm[] {
  return sends.map((send, index) => ({ name: names[index]!, event: 'lead_created', send, lead }));
}

const forms: LeadForm[] = [
  emailForm('the contact form', (caller, email, bot) =>
    caller.forms.contactUs({
      first_name: 'Priya Shah',
      email,
      phone: '07700 900123',
      business_name: 'Shah Bakery Ltd',
      page: 'contact',
      ...bot,
    }),
  ),
  emailForm('the short contact form', (caller, email, bot) => caller.forms.contactUs({ email, page: 'about', ...bot })),
  emailForm("the 'Let's talk' popup", (caller, email, bot) =>
    caller.forms.popup({ name: 'Nia Roberts', email, phone: '029 2018 0001', ...bot }),
  ),
  emailForm('the partner registration', (caller, email, bot) =>
    caller.forms.register({
      name: 'Tom Reed',
      email,
      phone: '01632 960000',
      business_address: '4 Stoney Street, London SE1 1TL',
      ...bot,
    }),
  ),
  addressStep("the energy quote's address step", 'energy', 'E1 6QL', 'Brick Lane, LONDON, E1 6QL', {
    bussiness_name: 'Magpie Vintage',
  }),
  addressStep("the water and waste quote's address step", 'waterWaste', 'SE1 1TL', 'Stoney Street, LONDON, SE1 1TL'),
  ...onProcedureAndRestPath(['loan step 1', 'loan step 1 on the REST path (submit)'], loanLead, [
    (caller, k, bot) => caller.businessLoan.basicInfo({ ...loanStep1(k), ...bot }),
    (caller, k, bot) => caller.businessLoan.submit({ ...loanStep1(k), ...bot }),
  ]),
  ...onProcedureAndRestPath(
    ['the merchant-service form (cash-advance create)', 'the merchant-service form on the REST path (store)'],
    cashLead,
    [
      (caller, k, bot) => caller.cashAdvance.create({ ...merchantForm(k), ...bot }),
      (caller, k, bot) => caller.cashAdvance.store({ ...merchantForm(k), ...bot }),
    ],
  ),
  {
    name: "'Prefer we call you?' for a postcode with no address",
    event: 'callback_requested',
    send: (caller, k, bot) => caller.waterWaste.requestCallback({ post_code: 'ZE3 9JW', ...callbackFields(k), ...bot }),
    lead: guestLead,
  },
  {
    name: "'Prefer we call you?' on the energy booking screen",
    event: 'callback_requested',
    start: async (caller, k) =>
      idOf(
        await caller.energy.postCodeSubmit({
          post_code: 'E1 6QL',
          full_address: `Callback ${k}, Brick Lane, LONDON, E1 6QL`,
        }),
      ),
    send: (caller, k, bot, id) => caller.energy.requestCallback({ id, ...callbackFields(k), ...bot }),
    lead: guestLead,
  },
  {
    name: "'Prefer we call you?' beside the loan's calendar",
    event: 'callback_requested',
    start: async (caller, k) => idOf(await caller.businessLoan.basicInfo(loanStep1(1000 + k))),
    send: (caller, k, bot, id) => caller.businessLoan.requestCallback({ id, ...callbackFields(k), ...bot }),
    lead: loanLead,
  },
  {
    name: "'Prefer we call you?' beside the cash advance's calendar",
    event: 'callback_requested',
    start: async (caller, k) => idOf(await caller.cashAdvance.create(merchantForm(1000 + k))),
    send: (caller, k, bot, id) => caller.cashAdvance.requestCallback({ id, ...callbackFields(k), ...bot }),
    lead: cashLead,
  },
];

describe.each(testDatabaseKinds())('bots and repeated submissions on %s', (kind) => {
  let db: Database;
  let caller: Caller;
  let next = 0;
  const fresh = () => ++next;

  openForSuite(kind, (opened) => ({ db, caller } = opened), { formRules: rules });
  afterEach(() => vi.useRealTimers());

  const deliveries = (lead: Lead, event: LeadForm['event']) =>
    db.prisma.delivery.count({ where: { leadId: lead.id, eventType: event } });

  describe.each(forms)('$name', (form) => {
    /** The k-th distinct submission, on a quote or application of its own when the form needs one. */
    const submit = async (k: number, bot: BotFields, startedId?: string) =>
      form.send(caller, k, bot, startedId ?? (form.start ? await form.start(caller, k) : ''));

    it('takes a person’s submission (time well over the minimum) as a new lead and announces it', async () => {
      const k = fresh();
      const answer = await submit(k, human);
      const lead = await form.lead(db, k, answer);
      expect(lead?.status).toBe('new');
      expect(await deliveries(lead!, form.event)).toBeGreaterThan(0);
    });

    it('takes an integrator’s call without the time field as a person’s', async () => {
      const k = fresh();
      const lead = await form.lead(db, k, await submit(k, {}));
      expect(lead?.status).toBe('new');
      expect(await deliveries(lead!, form.event)).toBeGreaterThan(0);
    });

    it.each([
      ['a filled honeypot', honeypot],
      ['a filled honeypot, however long the form was open', { ...honeypot, ...human }],
      ['a form sent faster than a person can', tooFast],
    ])('answers %s as accepted, keeps it in Spam and announces nothing', async (_case, bot) => {
      const person = fresh();
      const bot_ = fresh();
      const accepted = await submit(person, human);
      const answer = await submit(bot_, bot);
      expect(shapeOf(answer)).toEqual(shapeOf(accepted));
      const lead = await form.lead(db, bot_, answer);
      expect(lead?.status).toBe('spam');
      expect(await deliveries(lead!, form.event)).toBe(0);
    });

    it('takes the same submission again within 10 minutes once, answering as the first did', async () => {
      const k = fresh();
      const startedId = form.start ? await form.start(caller, k) : '';
      const first = await submit(k, human, startedId);
      const lead = await form.lead(db, k, first);
      const stored = { leads: await db.prisma.lead.count(), callbacks: await db.prisma.callbackRequest.count() };
      const announced = await deliveries(lead!, form.event);
      const again = await submit(k, { form_open_ms: 9000 }, startedId);
      expect(again).toEqual(first);
      expect({ leads: await db.prisma.lead.count(), callbacks: await db.prisma.callbackRequest.count() }).toEqual(
        stored,
      );
      expect(await deliveries(lead!, form.event)).toBe(announced);
    });
  });

  it('stores a repeat once per kind: the same details in the popup and the contact form are two leads', async () => {
    const person = { name: 'Ada Lane', email: 'ada.lane@example.co.uk', phone: '07700 900777' };
    await caller.forms.popup(person);
    await caller.forms.popup({ ...person, email: ' ADA.LANE@example.co.uk ', phone: '07700900777' });
    await caller.forms.contactUs({ first_name: person.name, email: person.email, phone: person.phone, page: 'about' });
    expect(await db.prisma.popupLead.count({ where: { name: 'Ada Lane' } })).toBe(1);
    expect(await db.prisma.contactEnquiry.count({ where: { firstName: 'Ada Lane' } })).toBe(1);
  });

  it('stores the same submission again once 10 minutes have passed', async () => {
    const enquiry = { first_name: 'Later Again', email: 'later@example.co.uk', page: 'about' as const };
    const first = await caller.energy.postCodeSubmit({ post_code: 'E1 6QL', full_address: '9 Later Lane' });
    await caller.forms.contactUs(enquiry);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1000);
    const second = await caller.energy.postCodeSubmit({ post_code: 'E1 6QL', full_address: '9 Later Lane' });
    await caller.forms.contactUs(enquiry);
    expect(idOf(second)).toMatch(uuid);
    expect(idOf(second)).not.toBe(idOf(first));
    expect(await db.prisma.guestLead.count({ where: { fullAddress: '9 Later Lane' } })).toBe(2);
    expect(await db.prisma.contactEnquiry.count({ where: { email: 'later@example.co.uk' } })).toBe(2);
  });

  it('takes two identical submissions sent at the same moment once', async () => {
    const step1 = { ...loanStep1(5000), form_open_ms: 7000 };
    const answers = await Promise.all([caller.businessLoan.basicInfo(step1), caller.businessLoan.basicInfo(step1)]);
    expect(answers[1]).toEqual(answers[0]);
    expect(await db.prisma.loanApplication.count({ where: { companyName: step1.company_name } })).toBe(1);
    const enquiry = { email: 'same.moment@example.co.uk', page: 'blog' as const };
    const thanked = await Promise.all(Array.from({ length: 4 }, () => caller.forms.contactUs(enquiry)));
    expect(await db.prisma.contactEnquiry.count({ where: { email: enquiry.email } })).toBe(1);
    // Each answers the one lead taken: an integrator matches every one of them to its one webhook.
    const lead = await db.prisma.lead.findFirstOrThrow({ where: { email: enquiry.email } });
    expect(new Set(thanked.map((answer) => answer.collections.lead_id))).toEqual(new Set([lead.id]));
  });

  it('takes an enquiry again once the first one’s personal data was erased', async () => {
    const enquiry = { first_name: 'Erased Once', email: 'erased.once@example.co.uk', page: 'about' as const };
    await caller.forms.contactUs(enquiry);
    const first = await db.prisma.lead.findFirstOrThrow({ where: { email: enquiry.email } });
    await db.prisma.$transaction((tx) => eraseLead(tx, first.id, null));
    await caller.forms.contactUs(enquiry);
    const again = await db.prisma.lead.findFirstOrThrow({ where: { email: enquiry.email } });
    expect(again.id).not.toBe(first.id);
    expect(await db.prisma.delivery.count({ where: { leadId: again.id, eventType: 'lead_created' } })).toBeGreaterThan(
      0,
    );
  });

  it('starts a new quote when the first one has moved on since (the visitor starts again)', async () => {
    const address = { post_code: 'E1 6QL', full_address: '11 Moved On Row' };
    const first = await caller.energy.postCodeSubmit(address);
    await caller.energy.businessNameSubmit({ id: idOf(first), bussiness_name: 'Moved On Ltd' });
    const again = await caller.energy.postCodeSubmit(address);
    expect(idOf(again)).not.toBe(idOf(first));
  });

  it('announces none of a spam quote’s later steps, even when it is answered in full', async () => {
    const { collections } = await caller.energy.postCodeSubmit({
      post_code: 'E1 6QL',
      full_address: '12 Bot Street',
      ...tooFast,
    });
    const { id } = collections;
    await caller.energy.businessNameSubmit({ id, bussiness_name: 'Bot Ltd' });
    await caller.energy.serviceSubmit({ id, service: 'Gas' });
    await caller.energy.supplierSubmit({ id, supplier: 'I am not sure', contact_end_date: 'I am not sure' });
    const lead = await db.prisma.lead.findFirstOrThrow({ where: { guestLeadId: id } });
    expect(lead).toMatchObject({ status: 'spam', progress: 'Booking screen reached' });
    expect(await db.prisma.delivery.count({ where: { leadId: lead.id } })).toBe(0);
  });

  it('judges only the honeypot when a visitor comes back to the first step, and keeps a person’s quick change', async () => {
    const started = await caller.businessLoan.basicInfo({ ...loanStep1(6000), ...human });
    const id = idOf(started);
    await caller.businessLoan.basicInfo({ ...loanStep1(6000), borrow_ammount: '30000', id, ...tooFast });
    expect((await loanLead(db, 0, started))?.status).toBe('new');
    await caller.businessLoan.basicInfo({ ...loanStep1(6000), id, ...honeypot });
    expect((await loanLead(db, 0, started))?.status).toBe('spam');
  });

  it('shows on a spam lead’s timeline that it went to Spam, and why it was received', async () => {
    const answer = await caller.forms.popup({
      name: 'Bot',
      email: 'timeline.bot@example.co.uk',
      phone: '01632 960001',
      ...honeypot,
    });
    const lead = await db.prisma.lead.findFirstOrThrow({
      where: { email: 'timeline.bot@example.co.uk' },
      include: { events: { orderBy: { createdAt: 'asc' } } },
    });
    // A person's answer in shape and kind: the id is the Spam lead's own, which no public call takes.
    expect(answer).toEqual({
      message: "Thank you for reaching out! We'll be in touch soon.",
      collections: { lead_id: lead.id },
    });
    expect(lead.events.map((event) => [event.type, event.detail])).toEqual([
      ['created', {}],
      ['status_changed', { from: 'new', to: 'spam' }],
    ]);
  });
});

describe('the default rules (a context without the server settings)', () => {
  it('judges the time by the domain constant and takes a repeat once', async () => {
    const db = await openTestDatabase('pglite');
    try {
      const caller = createCaller({ prisma: db.prisma, addressLookup: demoAddressProvider() });
      const popup = (name: string, form_open_ms: number) =>
        caller.forms.popup({ name, email: 'quick@example.co.uk', phone: '01632 960002', form_open_ms });
      await popup('Too Quick', FORM_MIN_FILL_MS - 1);
      await popup('Just In Time', FORM_MIN_FILL_MS);
      await popup('Just In Time', FORM_MIN_FILL_MS + 5000);
      const leads = await db.prisma.lead.findMany({
        where: { email: 'quick@example.co.uk' },
        orderBy: { createdAt: 'asc' },
      });
      expect(leads.map((lead) => [lead.personName, lead.status])).toEqual([
        ['Too Quick', 'spam'],
        ['Just In Time', 'new'],
      ]);
    } finally {
      await db.close();
    }
  });
});
