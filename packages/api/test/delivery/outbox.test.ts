import { describe, expect, it } from 'vitest';
import type { Database } from '@sme/db';
import { testDatabaseKinds } from '@sme/db/testing';
import { eraseLead } from '../../src/services/lead-inbox/erase.ts';
import { openForSuite, type Caller } from '../support/suite-database.ts';
import { loanBasics, merchantForm } from '../support/sample-answers.ts';

const sent = "Thank you. We'll call you back as soon as we can, within office hours.";

describe.each(testDatabaseKinds())('lead events in the outbox, and callback requests, on %s', (kind) => {
  let db: Database;
  let caller: Caller;

  openForSuite(kind, (opened) => ({ db, caller } = opened), { seed: true });

  const outbox = async (leadWhere: object) => {
    const lead = await db.prisma.lead.findFirstOrThrow({ where: leadWhere });
    const rows = await db.prisma.delivery.findMany({ where: { leadId: lead.id }, orderBy: [{ occurredAt: 'asc' }] });
    return { lead, rows, events: rows.map((row) => `${row.eventType}:${row.channel}`).sort() };
  };

  async function energyLead() {
    const [address] = (await caller.address.lookup({ postcode: 'E1 6QL' })).collections;
    const { collections } = await caller.energy.postCodeSubmit({
      post_code: 'E1 6QL',
      full_address: address!.envelopeAddress.summaryLine,
      bussiness_name: 'Outbox Energy Ltd',
    });
    return collections.id;
  }

  it('announces a quote when it starts (to the CRM only) and when it is answered in full (to the business too)', async () => {
    const id = await energyLead();
    expect((await outbox({ guestLeadId: id })).events).toEqual(['lead_created:webhook']);
    await caller.energy.businessNameSubmit({ id, bussiness_name: 'Outbox Energy Ltd' });
    await caller.energy.serviceSubmit({ id, service: 'Gas' });
    expect((await outbox({ guestLeadId: id })).events).toEqual(['lead_created:webhook']);
    await caller.energy.supplierSubmit({ id, supplier: 'I am not sure', contact_end_date: 'I am not sure' });
    // Saving the last step again is not a second completion.
    await caller.energy.supplierSubmit({ id, supplier: 'I am not sure', contact_end_date: 'I am not sure' });
    const { rows, events } = await outbox({ guestLeadId: id });
    expect(events).toEqual(['lead_completed:business_email', 'lead_completed:webhook', 'lead_created:webhook']);
    const completed = rows.filter((row) => row.eventType === 'lead_completed');
    // One event, one id, whatever the channel.
    expect(new Set(completed.map((row) => row.eventId)).size).toBe(1);
    expect(completed[0]!.payload).toMatchObject({
      type: 'lead.completed',
      lead: { kind: 'energy', business_name: 'Outbox Energy Ltd', progress: 'Booking screen reached' },
    });
  });

  it('stores a callback request on the booking screen, shows it in the inbox and announces it', async () => {
    const id = await energyLead();
    expect(
      await caller.energy.requestCallback({
        id,
        name: ' Sam Jones ',
        phone: '07700 900456',
        best_time: 'Morning (9am to 12pm)',
        email: 'sam@outbox-energy.co.uk',
      }),
    ).toMatchObject({ message: sent, collections: { id }, callback: { reference: expect.stringMatching(/^CB-/) } });
    const { lead, rows, events } = await outbox({ guestLeadId: id });
    expect(lead).toMatchObject({ personName: 'Sam Jones', phone: '07700 900456', progress: 'Callback requested' });
    expect(events).toEqual([
      'callback_requested:business_email',
      'callback_requested:visitor_email',
      'callback_requested:webhook',
      'lead_created:webhook',
    ]);
    expect(rows.find((row) => row.channel === 'visitor_email')!.recipient).toBe('sam@outbox-energy.co.uk');
    expect(rows.find((row) => row.eventType === 'callback_requested')!.payload).toMatchObject({
      lead: {
        callback_request: { name: 'Sam Jones', phone: '07700 900456', best_time: 'Morning (9am to 12pm)' },
      },
    });
    const timeline = await db.prisma.leadEvent.findMany({ where: { leadId: lead.id }, orderBy: { createdAt: 'asc' } });
    expect(timeline.map((event) => event.type)).toEqual(['created', 'callback_requested']);
  });

  it('makes a postcode that found no address into a lead with a callback', async () => {
    const {
      message,
      collections: { id },
    } = await caller.waterWaste.requestCallback({
      post_code: 'ze39jw',
      name: 'Ola Berg',
      phone: '01595 760000',
    });
    expect(message).toBe(sent);
    const guest = await db.prisma.guestLead.findUniqueOrThrow({ where: { id } });
    expect(guest).toMatchObject({ flow: 'water_waste', postCode: 'ZE3 9JW', fullAddress: '' });
    const { lead, events } = await outbox({ guestLeadId: id });
    expect(lead).toMatchObject({ kind: 'water_waste', personName: 'Ola Berg', progress: 'Callback requested' });
    // No e-mail was typed: no confirmation goes anywhere.
    expect(events).toEqual(['callback_requested:business_email', 'callback_requested:webhook', 'lead_created:webhook']);
  });

  it('takes callback requests for loan and cash-advance applications', async () => {
    const loan = await caller.businessLoan.basicInfo({ ...loanBasics, company_name: 'Callback Loans Ltd' });
    const loanId = loan.collections.id;
    expect(await caller.businessLoan.requestCallback({ id: loanId, name: 'Lee', phone: '07700 900789' })).toMatchObject(
      {
        message: sent,
        collections: { id: loanId },
        callback: { reference: expect.stringMatching(/^CB-/) },
      },
    );
    expect((await outbox({ loanApplicationId: loanId })).lead.progress).toBe('Callback requested');

    const advance = await caller.cashAdvance.create({
      ...merchantForm,
      take_payment: 'Online E-Commerce',
      business_location: 'Online',
      business_name: 'Callback Cards Ltd',
    });
    const advanceId = advance.collections.id;
    await caller.cashAdvance.requestCallback({ id: advanceId, name: 'Ana', phone: '+44 7700 900790' });
    expect((await outbox({ cashAdvanceApplicationId: advanceId })).events).toContain('callback_requested:webhook');
  });

  it('refuses a callback request with the visitor’s own words, and stores nothing', async () => {
    const before = await db.prisma.callbackRequest.count();
    const energyCallback = { post_code: 'E1 6QL', name: 'Jo', phone: '07700 900456' };
    for (const [change, message] of [
      [{ name: '' }, 'Please enter your name.'],
      [{ phone: ' ' }, 'Please enter a phone number we can call you on.'],
      [{ phone: 'call me' }, 'Please enter a valid phone number.'],
      [{ email: 'jo@' }, 'Please enter a valid email address.'],
      [{ best_time: 'Midnight' }, 'Best time to call must be one of'],
      [{ post_code: undefined }, 'Please send the quote id or the postcode.'],
      [{ post_code: 'nowhere' }, 'Please enter a valid UK postcode.'],
      [
        { post_code: undefined, id: crypto.randomUUID() },
        'We could not find this quote. Please start again with your postcode.',
      ],
    ] as const) {
      const call = caller.energy.requestCallback({ ...energyCallback, ...change } as never);
      await expect(call, JSON.stringify(change)).rejects.toThrow(message);
    }
    await expect(
      caller.businessLoan.requestCallback({ id: crypto.randomUUID(), name: 'Jo', phone: '07700 900456' }),
    ).rejects.toThrow('We could not find this application. Please start again.');
    expect(await db.prisma.callbackRequest.count()).toBe(before);
  });

  it('writes no outbox row for a submission that is refused', async () => {
    const before = await db.prisma.delivery.count();
    await expect(caller.forms.popup({ name: 'A', email: 'nope', phone: '01632 960001' })).rejects.toThrow();
    await expect(
      caller.energy.supplierSubmit({
        id: crypto.randomUUID(),
        supplier: 'EDF',
        contact_end_date: 'I am not sure',
      }),
    ).rejects.toThrow();
    expect(await db.prisma.delivery.count()).toBe(before);
  });

  it('blanks the outbox copies when a lead is erased, and sends nothing still pending', async () => {
    await caller.forms.popup({
      name: 'Erin Erased',
      email: 'Erin+Leads@Example.com',
      phone: '01632 960200',
      page: '/',
    });
    const { lead, rows: before } = await outbox({ email: 'Erin+Leads@Example.com' });
    // The mailbox the confirmation limit counts by: an address too, so it goes with the rest.
    expect(before.find((row) => row.channel === 'visitor_email')!.recipientKey).toBe('erin@example.com');
    await db.prisma.$transaction((tx) => eraseLead(tx, lead.id, null));
    const rows = await db.prisma.delivery.findMany({ where: { leadId: lead.id } });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({ payload: {}, recipient: null, recipientKey: null, status: 'failed' });
      expect(row.lastError).toBe("The lead's personal data was erased before it was sent.");
    }
  });
});
