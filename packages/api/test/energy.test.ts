import { randomUUID } from 'node:crypto';
import type { Database } from '@sme/db';
import { testDatabaseKinds } from '@sme/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal } from './refusal.ts';
import { openForSuite, type Caller } from './support/suite-database.ts';
import { bookingReportTests, calendlyUris } from './support/booking-reports.ts';
import { bookingDetails, bookingTaken, notCalendly, notItsInvitee, quoteNotFound } from './support/messages.ts';
import { expectOtherFlowsLeadUntouched, startQuoteAt } from './support/quote-start.ts';

describe.each(testDatabaseKinds())('energy (energy quote) on %s', (kind) => {
  let db: Database;
  let caller: Caller;

  openForSuite(kind, (opened) => ({ db, caller } = opened));

  const startQuote = (postcode = 'E1 6QL') => startQuoteAt(caller, 'energy', postcode);

  const leadRow = (id: string) => db.prisma.guestLead.findUniqueOrThrow({ where: { id } });

  it('runs the whole wizard: address, business, service, supplier, and shows the answers back', async () => {
    const [address] = (await caller.address.lookup({ postcode: 'e16ql' })).collections;
    expect(address).toBeDefined();
    const summaryLine = address!.envelopeAddress.summaryLine;

    const started = await caller.energy.postCodeSubmit({
      post_code: 'e16ql',
      full_address: summaryLine,
      bussiness_name: address!.envelopeAddress.organisation,
    });
    expect(Object.keys(started)).toEqual(['collections']);
    const id = started.collections.id;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await leadRow(id)).toMatchObject({
      flow: 'energy',
      postCode: 'E1 6QL',
      fullAddress: summaryLine,
      businessName: 'Copperkettle Coffee House Ltd',
      service: null,
      supplier: null,
      contractEndDate: null,
      contractEndUnsure: false,
    });

    expect(await caller.energy.businessNameSubmit({ id, bussiness_name: '  Copperkettle Coffee Ltd ' })).toEqual({
      collections: { id },
    });
    expect((await leadRow(id)).businessName).toBe('Copperkettle Coffee Ltd');

    expect(await caller.energy.serviceSubmit({ id, service: 'Gas and Electricity' })).toEqual({
      collections: { id },
    });
    expect((await leadRow(id)).service).toBe('gas_and_electricity');

    expect(
      await caller.energy.supplierSubmit({ id, supplier: 'Scottish Power', contact_end_date: '2027-03-31' }),
    ).toEqual({ message: 'Saved.', collections: { id } });
    const stored = await leadRow(id);
    expect(stored).toMatchObject({ supplier: 'Scottish Power', contractEndUnsure: false });
    expect(stored.contractEndDate).toEqual(new Date('2027-03-31T00:00:00.000Z'));

    expect(await caller.energy.guestInfo({ id })).toEqual({
      collections: {
        id,
        post_code: 'E1 6QL',
        full_address: summaryLine,
        bussiness_name: 'Copperkettle Coffee Ltd',
        service: 'Gas and Electricity',
        supplier: 'Scottish Power',
        contact_end_date: '2027-03-31',
      },
    });
  });

  it('shows a quote just started with empty answers, and a missing business name as an empty string', async () => {
    const { collections } = await caller.energy.postCodeSubmit({
      post_code: ' sw1a  1aa ',
      full_address: '10 Downing Street, London',
    });
    expect(await leadRow(collections.id)).toMatchObject({ postCode: 'SW1A 1AA', businessName: null });
    expect(await caller.energy.guestInfo({ id: collections.id })).toEqual({
      collections: {
        id: collections.id,
        post_code: 'SW1A 1AA',
        full_address: '10 Downing Street, London',
        bussiness_name: '',
        service: null,
        supplier: null,
        contact_end_date: null,
      },
    });
  });

  it.each([
    ['Gas and Electricity', 'gas_and_electricity', 'Gas and Electricity'],
    ['Gas', 'gas', 'Gas'],
    ['Electricity', 'electricity', 'Electricity'],
    [' electricity ', 'electricity', 'Electricity'],
    ['GAS', 'gas', 'Gas'],
  ] as const)('stores the service %j as %s', async (sent, stored, shown) => {
    const { id } = await startQuote();
    await caller.energy.serviceSubmit({ id, service: sent });
    expect((await leadRow(id)).service).toBe(stored);
    expect((await caller.energy.guestInfo({ id })).collections.service).toBe(shown);
  });

  it("keeps 'I am not sure' as a flag beside an empty date, and a later real date clears the flag", async () => {
    const { id } = await startQuote('SE1 1TL');
    await caller.energy.supplierSubmit({ id, supplier: 'I am not sure', contact_end_date: 'I am not sure' });
    expect(await leadRow(id)).toMatchObject({
      supplier: 'I am not sure',
      contractEndDate: null,
      contractEndUnsure: true,
    });
    expect((await caller.energy.guestInfo({ id })).collections).toMatchObject({
      supplier: 'I am not sure',
      contact_end_date: 'I am not sure',
    });

    await caller.energy.supplierSubmit({ id, supplier: 'e-on next', contact_end_date: '2028-02-29' });
    const stored = await leadRow(id);
    expect(stored).toMatchObject({ supplier: 'E-on Next', contractEndUnsure: false });
    expect(stored.contractEndDate).toEqual(new Date('2028-02-29T00:00:00.000Z'));
    expect((await caller.energy.guestInfo({ id })).collections).toMatchObject({
      supplier: 'E-on Next',
      contact_end_date: '2028-02-29',
    });

    await caller.energy.supplierSubmit({ id, supplier: 'EDF', contact_end_date: 'i am NOT sure' });
    expect(await leadRow(id)).toMatchObject({ supplier: 'EDF', contractEndDate: null, contractEndUnsure: true });
  });

  it('keeps the contract end day as sent, whatever the day (first and last of a year)', async () => {
    const { id } = await startQuote();
    for (const day of ['2027-01-01', '2027-12-31']) {
      await caller.energy.supplierSubmit({ id, supplier: 'SSE', contact_end_date: day });
      expect((await caller.energy.guestInfo({ id })).collections.contact_end_date).toBe(day);
      expect((await leadRow(id)).contractEndDate).toEqual(new Date(`${day}T00:00:00.000Z`));
    }
  });

  describe('refuses what the wizard would not send, with the message the visitor sees', () => {
    let id: string;
    beforeAll(async () => {
      id = (await startQuote('NW1 8AF')).id;
    });

    it.each(['', '   '])('business name %j: Please enter business name !', async (name) => {
      expect(await refusal(caller.energy.businessNameSubmit({ id, bussiness_name: name }))).toEqual({
        code: 'BAD_REQUEST',
        messages: ['Please enter business name !'],
      });
      expect((await leadRow(id)).businessName).toBe('Lockside Vinyl Exchange');
    });

    it('a missing business name: Please enter business name !', async () => {
      const call = caller.energy.businessNameSubmit({ id } as never);
      expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: ['Please enter business name !'] });
    });

    it('a business name over 200 characters', async () => {
      expect(await refusal(caller.energy.businessNameSubmit({ id, bussiness_name: 'x'.repeat(201) }))).toEqual({
        code: 'BAD_REQUEST',
        messages: ['Business name must be at most 200 characters.'],
      });
    });

    it.each([
      ['missing', undefined],
      ['empty', ''],
      ['unknown', 'Water'],
      ['unknown', 'Gas & Electricity'],
    ])('a %s service (%j): Please select a service !', async (_what, service) => {
      const call = caller.energy.serviceSubmit({ id, service } as never);
      expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: ['Please select a service !'] });
      expect((await leadRow(id)).service).toBeNull();
    });

    it.each([
      ['no supplier', { contact_end_date: '2027-03-31' }],
      ['an empty supplier', { supplier: ' ', contact_end_date: '2027-03-31' }],
      ['no date', { supplier: 'EDF' }],
      ['an empty date', { supplier: 'EDF', contact_end_date: '' }],
      ['neither', {}],
    ])('%s: Data missing !', async (_what, fields) => {
      const call = caller.energy.supplierSubmit({ id, ...fields } as never);
      expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: ['Data missing !'] });
      expect(await leadRow(id)).toMatchObject({ supplier: null, contractEndDate: null, contractEndUnsure: false });
    });

    it.each(['British Gas', 'Octopus', 'EON'])('a supplier not on the list (%s)', async (supplier) => {
      const call = caller.energy.supplierSubmit({ id, supplier, contact_end_date: '2027-03-31' });
      expect(await refusal(call)).toEqual({
        code: 'BAD_REQUEST',
        messages: ['Please choose a supplier from the list.'],
      });
    });

    it.each(['2027-02-30', '31/03/2027', '2027-3-31', '2027-13-01', 'next year', '1999-12-31', '2027-03-31T00:00'])(
      'a contract end date that is not a day (%s)',
      async (date) => {
        const call = caller.energy.supplierSubmit({ id, supplier: 'EDF', contact_end_date: date });
        expect(await refusal(call)).toEqual({
          code: 'BAD_REQUEST',
          messages: ["Please give the contract end date as a date (yyyy-mm-dd) or 'I am not sure'."],
        });
        expect((await leadRow(id)).supplier).toBeNull();
      },
    );

    it('both a bad supplier and a bad date: one message each', async () => {
      const call = caller.energy.supplierSubmit({ id, supplier: 'Nobody', contact_end_date: '2027-02-30' });
      expect((await refusal(call)).messages.sort()).toEqual(
        [
          'Please choose a supplier from the list.',
          "Please give the contract end date as a date (yyyy-mm-dd) or 'I am not sure'.",
        ].sort(),
      );
    });
  });

  describe('the address step', () => {
    it.each(['', 'SW1A', 'ABC 123', '12345', 'E1 6QLX'])('refuses the postcode %j', async (postCode) => {
      const before = await db.prisma.guestLead.count();
      const call = caller.energy.postCodeSubmit({ post_code: postCode, full_address: '1 High Street' });
      expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: ['Please enter a valid UK postcode.'] });
      expect(await db.prisma.guestLead.count()).toBe(before);
    });

    it.each(['', '   '])('refuses an empty full address (%j)', async (fullAddress) => {
      const call = caller.energy.postCodeSubmit({ post_code: 'E1 6QL', full_address: fullAddress });
      expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: ['Please choose your address.'] });
    });

    it('refuses a missing postcode and address with both messages', async () => {
      const call = caller.energy.postCodeSubmit({} as never);
      expect((await refusal(call)).messages.sort()).toEqual(
        ['Please choose your address.', 'Please enter a valid UK postcode.'].sort(),
      );
    });

    it('updates the same lead when the visitor goes back and picks another address', async () => {
      const { id } = await startQuote('E1 6QL');
      await caller.energy.serviceSubmit({ id, service: 'Gas' });
      const before = await db.prisma.guestLead.count();
      const [, other] = (await caller.address.lookup({ postcode: 'BS1 3BX' })).collections;
      expect(other).toBeDefined();

      const again = await caller.energy.postCodeSubmit({
        id,
        post_code: 'bs13bx',
        full_address: other!.envelopeAddress.summaryLine,
        bussiness_name: other!.envelopeAddress.organisation,
      });
      expect(again).toEqual({ collections: { id } });
      expect(await db.prisma.guestLead.count()).toBe(before);
      expect(await leadRow(id)).toMatchObject({
        flow: 'energy',
        postCode: 'BS1 3BX',
        fullAddress: other!.envelopeAddress.summaryLine,
        businessName: other!.envelopeAddress.organisation,
        service: 'gas',
      });
    });

    it('starts a new lead when the id sent is empty', async () => {
      const before = await db.prisma.guestLead.count();
      const { collections } = await caller.energy.postCodeSubmit({
        id: '',
        post_code: 'M4 3AQ',
        full_address: '1 Oldham Street, Manchester',
      });
      expect(await db.prisma.guestLead.count()).toBe(before + 1);
      expect((await leadRow(collections.id)).postCode).toBe('M4 3AQ');
    });
  });

  describe('ids it does not know', () => {
    const unknown = randomUUID();
    const malformed = ['not-a-uuid', '12', "1' OR '1'='1", 'x'.repeat(65), ' '];

    it('answers NOT_FOUND with the start-again message on every step for an unknown id', async () => {
      const id = unknown;
      const calls = [
        () => caller.energy.guestInfo({ id }),
        () => caller.energy.businessNameSubmit({ id, bussiness_name: 'Acme Ltd' }),
        () => caller.energy.serviceSubmit({ id, service: 'Gas' }),
        () => caller.energy.supplierSubmit({ id, supplier: 'EDF', contact_end_date: '2027-03-31' }),
        () => caller.energy.postCodeSubmit({ id, post_code: 'E1 6QL', full_address: '1 Brick Lane' }),
        () =>
          caller.energy.clientPersonalInfoStore({
            id,
            uri: {
              event_uri: 'https://api.calendly.com/scheduled_events/UNKNOWN1',
              invitee_uri: 'https://api.calendly.com/scheduled_events/UNKNOWN1/invitees/A',
            },
          }),
      ];
      for (const call of calls) {
        expect(await refusal(call())).toEqual({ code: 'NOT_FOUND', messages: [quoteNotFound] });
      }
      expect(await db.prisma.guestLead.count({ where: { id: unknown } })).toBe(0);
      expect(await db.prisma.scheduledCall.count({ where: { eventUri: { contains: 'UNKNOWN1' } } })).toBe(0);
    });

    it.each(malformed)('refuses the malformed id %j with the start-again message', async (id) => {
      const calls = [
        () => caller.energy.guestInfo({ id }),
        () => caller.energy.businessNameSubmit({ id, bussiness_name: 'Acme Ltd' }),
        () => caller.energy.serviceSubmit({ id, service: 'Gas' }),
        () => caller.energy.supplierSubmit({ id, supplier: 'EDF', contact_end_date: '2027-03-31' }),
        () =>
          caller.energy.clientPersonalInfoStore({
            id,
            uri: {
              event_uri: 'https://api.calendly.com/scheduled_events/E1',
              invitee_uri: 'https://api.calendly.com/scheduled_events/E1/invitees/I1',
            },
          }),
      ];
      for (const call of calls) {
        const { code, messages } = await refusal(call());
        expect(messages).toEqual([quoteNotFound]);
        expect(['NOT_FOUND', 'BAD_REQUEST']).toContain(code);
      }
    });

    it('refuses a malformed id on the address step instead of starting a new lead', async () => {
      const before = await db.prisma.guestLead.count();
      for (const id of ['not-a-uuid', 'x'.repeat(65)]) {
        const call = caller.energy.postCodeSubmit({ id, post_code: 'E1 6QL', full_address: '1 Brick Lane' });
        expect((await refusal(call)).messages).toEqual([quoteNotFound]);
      }
      expect(await db.prisma.guestLead.count()).toBe(before);
    });

    // Its guest info and booking are the exception (water-waste-on-energy-calls.test.ts): one record, spec §3.
    it('does not save answers to a water & waste lead, and leaves it untouched', async () => {
      await expectOtherFlowsLeadUntouched(db, caller, 'waterWaste', 'LS2 7HY', (id) => [
        () => caller.energy.businessNameSubmit({ id, bussiness_name: 'Hijacked Ltd' }),
        () => caller.energy.serviceSubmit({ id, service: 'Gas' }),
        () => caller.energy.supplierSubmit({ id, supplier: 'EDF', contact_end_date: '2027-03-31' }),
        () => caller.energy.postCodeSubmit({ id, post_code: 'E1 6QL', full_address: 'Elsewhere' }),
      ]);
    });
  });

  describe('the booking the scheduling widget reports', () => {
    bookingReportTests('energy', {
      db: () => db,
      start: async () => (await startQuote()).id,
      book: (id, uri) => caller.energy.clientPersonalInfoStore({ id, uri }),
    });

    it('refuses an event already recorded for another lead, of this flow or another, and keeps it with the first', async () => {
      const first = await startQuote();
      // Another lead: the same address again within minutes would be the same lead (a repeat is taken once).
      const second = await startQuote('LS2 7HY');
      await caller.energy.clientPersonalInfoStore({ id: first.id, uri: calendlyUris('EVENT-ENERGY-TAKEN') });
      const { collections } = await caller.waterWaste.postCodeSubmit({
        post_code: 'LS2 7HY',
        full_address: 'Leeds Dock, Leeds',
        bussiness_name: 'Dockside Ltd',
      });
      for (const call of [
        () => caller.energy.clientPersonalInfoStore({ id: second.id, uri: calendlyUris('EVENT-ENERGY-TAKEN') }),
        () =>
          caller.waterWaste.clientPersonalInfoStore({ id: collections.id, uri: calendlyUris('EVENT-ENERGY-TAKEN') }),
      ]) {
        expect(await refusal(call())).toEqual({ code: 'BAD_REQUEST', messages: [bookingTaken] });
      }
      const rows = await db.prisma.scheduledCall.findMany({
        where: { eventUri: calendlyUris('EVENT-ENERGY-TAKEN').event_uri },
      });
      expect(rows).toMatchObject([{ flow: 'energy', guestLeadId: first.id }]);
    });

    const event = 'https://api.calendly.com/scheduled_events/E1';
    const invitee = `${event}/invitees/I1`;
    it.each([
      [
        'an https page elsewhere',
        { event_uri: 'https://evil.example', invitee_uri: 'https://evil.example/i' },
        [notCalendly, notItsInvitee],
      ],
      [
        'a look-alike host',
        { event_uri: 'https://api.calendly.com.evil.example/scheduled_events/E1', invitee_uri: invitee },
        [notCalendly],
      ],
      [
        'another path of the provider',
        { event_uri: 'https://api.calendly.com/users/E1', invitee_uri: invitee },
        [notCalendly],
      ],
      [
        'an event with a query',
        { event_uri: `${event}?next=https://evil.example`, invitee_uri: invitee },
        [notCalendly],
      ],
      [
        'an invitee of another event',
        { event_uri: event, invitee_uri: 'https://api.calendly.com/scheduled_events/E2/invitees/I1' },
        [notItsInvitee],
      ],
      ['an invitee that is the event', { event_uri: event, invitee_uri: event }, [notItsInvitee]],
      [
        'an http event URI',
        { event_uri: 'http://api.calendly.com/scheduled_events/E1', invitee_uri: invitee },
        [notCalendly],
      ],
      ['an http invitee URI', { event_uri: event, invitee_uri: invitee.replace('https:', 'http:') }, [notItsInvitee]],
      ['a javascript: URI', { event_uri: 'javascript:alert(1)', invitee_uri: invitee }, [notCalendly]],
      ['text that is not a URI', { event_uri: 'scheduled', invitee_uri: invitee }, [notCalendly]],
      ['an empty URI', { event_uri: '', invitee_uri: invitee }, [notCalendly]],
      ['a missing invitee URI', { event_uri: event }, [bookingDetails]],
      ['an over-long URI', { event_uri: `${event}${'e'.repeat(500)}`, invitee_uri: invitee }, [notCalendly]],
    ])('refuses %s', async (_what, sent, expected) => {
      const { id } = await startQuote();
      const call = caller.energy.clientPersonalInfoStore({ id, uri: sent } as never);
      expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: expected });
      expect(await db.prisma.scheduledCall.count({ where: { guestLeadId: id } })).toBe(0);
    });

    it('refuses a booking without its uri object', async () => {
      const { id } = await startQuote();
      const call = caller.energy.clientPersonalInfoStore({ id } as never);
      expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: [bookingDetails] });
    });
  });
});
