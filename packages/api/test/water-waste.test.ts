import { randomUUID } from 'node:crypto';
import type { Database } from '@sme/db';
import { testDatabaseKinds } from '@sme/db/testing';
import { describe, expect, it } from 'vitest';
import { refusal } from './refusal.ts';
import { openForSuite, type Caller } from './support/suite-database.ts';
import { bookingReportTests } from './support/booking-reports.ts';
import { quoteNotFound } from './support/messages.ts';
import { expectOtherFlowsLeadUntouched, startQuoteAt } from './support/quote-start.ts';

const binCountMessage = 'The number of bins must be a whole number from 1 to 4.';
const binCapacityMessage = 'The bin capacity must be 1100, 2200 or 3300 litres.';
const binCollectionMessage =
  'Please choose how often your bins are collected: Once in a week, Twice a week or Thrice a week.';
const usageNeedsWater = 'Annual water usage is for a Water quote: choose Water first.';
const wasteInfoNeedsWaste = 'Waste information is for a Waste quote: choose Waste first.';

describe.each(testDatabaseKinds())('waterWaste (water & waste quote) on %s', (kind) => {
  let db: Database;
  let caller: Caller;

  openForSuite(kind, (opened) => ({ db, caller } = opened));

  const startQuote = (postcode = 'BN1 2RG') => startQuoteAt(caller, 'waterWaste', postcode);

  async function wasteQuote() {
    const { id } = await startQuote();
    await caller.waterWaste.wasteSubmit({ id, service: 'Waste' });
    return id;
  }

  const leadRow = (id: string) => db.prisma.guestLead.findUniqueOrThrow({ where: { id } });

  it('runs the water path: address, business name, Water, annual usage, and shows the answers back', async () => {
    const [address] = (await caller.address.lookup({ postcode: 'bn12rg' })).collections;
    expect(address).toBeDefined();
    const summaryLine = address!.envelopeAddress.summaryLine;
    const { collections } = await caller.waterWaste.postCodeSubmit({
      post_code: 'bn12rg',
      full_address: summaryLine,
      bussiness_name: address!.envelopeAddress.organisation,
    });
    const id = collections.id;
    expect(await leadRow(id)).toMatchObject({
      flow: 'water_waste',
      postCode: 'BN1 2RG',
      fullAddress: summaryLine,
      businessName: address!.envelopeAddress.organisation,
      service: null,
    });

    expect(await caller.waterWaste.businessNameSubmit({ id, bussiness_name: 'Lanes Laundry Ltd' })).toEqual({
      collections: { id },
    });
    expect(await caller.waterWaste.waterSubmit({ id, service: 'Water' })).toEqual({
      message: 'Saved.',
      collections: { id },
    });
    expect((await leadRow(id)).service).toBe('water');
    expect(
      await caller.waterWaste.annualUsageSubmit({ id, annual_usage: ' About 1,200 cubic metres a year ' }),
    ).toEqual({ message: 'Saved.', collections: { id } });
    expect(await leadRow(id)).toMatchObject({
      businessName: 'Lanes Laundry Ltd',
      service: 'water',
      annualUsage: 'About 1,200 cubic metres a year',
      requireBin: null,
      binCapacity: null,
      binCollectedDays: null,
    });

    expect(await caller.waterWaste.guestInfo({ id })).toEqual({
      collections: {
        id,
        post_code: 'BN1 2RG',
        full_address: summaryLine,
        bussiness_name: 'Lanes Laundry Ltd',
        service: 'Water',
        annual_usage: 'About 1,200 cubic metres a year',
        require_bin: null,
        bin_capacity: null,
        bin_collected_days: null,
      },
    });
  });

  it('runs the waste path: Waste, then bins, capacity and collections', async () => {
    const { id } = await startQuote('CF10 2EF');
    expect(await caller.waterWaste.wasteSubmit({ id, service: 'Waste' })).toEqual({
      message: 'Saved.',
      collections: { id },
    });
    expect((await leadRow(id)).service).toBe('waste');
    expect(
      await caller.waterWaste.wasteInfoSubmit({
        id,
        require_bin: 2,
        bin_capacity: 2200,
        bin_collected_days: 'Twice a week',
      }),
    ).toEqual({ message: 'Saved.', collections: { id } });
    expect(await leadRow(id)).toMatchObject({
      service: 'waste',
      annualUsage: null,
      requireBin: 2,
      binCapacity: 2200,
      binCollectedDays: 'twice_a_week',
    });
    expect((await caller.waterWaste.guestInfo({ id })).collections).toMatchObject({
      post_code: 'CF10 2EF',
      service: 'Waste',
      annual_usage: null,
      require_bin: 2,
      bin_capacity: 2200,
      bin_collected_days: 'Twice a week',
    });
  });

  it('shows a quote just started with every answer empty', async () => {
    const { collections } = await caller.waterWaste.postCodeSubmit({ post_code: 'g12gf', full_address: '1 George Sq' });
    expect(await caller.waterWaste.guestInfo({ id: collections.id })).toEqual({
      collections: {
        id: collections.id,
        post_code: 'G1 2GF',
        full_address: '1 George Sq',
        bussiness_name: '',
        service: null,
        annual_usage: null,
        require_bin: null,
        bin_capacity: null,
        bin_collected_days: null,
      },
    });
  });

  it('takes water/submit and waste/submit without a service field: the path says which', async () => {
    const { id } = await startQuote();
    await caller.waterWaste.waterSubmit({ id });
    expect((await leadRow(id)).service).toBe('water');
    await caller.waterWaste.wasteSubmit({ id });
    expect((await leadRow(id)).service).toBe('waste');
  });

  it('refuses a service field that disagrees with the path', async () => {
    const { id } = await startQuote();
    expect(await refusal(caller.waterWaste.waterSubmit({ id, service: 'Waste' }))).toEqual({
      code: 'BAD_REQUEST',
      messages: ['Please choose Water or Waste.'],
    });
    expect(await refusal(caller.waterWaste.wasteSubmit({ id, service: 'Gas' }))).toEqual({
      code: 'BAD_REQUEST',
      messages: ['Please choose Water or Waste.'],
    });
    expect((await leadRow(id)).service).toBeNull();
  });

  describe('annual usage', () => {
    it.each([
      ['blank', ''],
      ['spaces only', '   '],
      ['missing', undefined],
    ])('is allowed %s, and stored as empty (null)', async (_what, usage) => {
      const { id } = await startQuote();
      await caller.waterWaste.waterSubmit({ id, service: 'Water' });
      await caller.waterWaste.annualUsageSubmit({ id, annual_usage: 'was set' });
      await caller.waterWaste.annualUsageSubmit({ id, annual_usage: usage } as never);
      expect((await leadRow(id)).annualUsage).toBeNull();
      expect((await caller.waterWaste.guestInfo({ id })).collections.annual_usage).toBeNull();
    });

    it('refuses more than 200 characters', async () => {
      const { id } = await startQuote();
      await caller.waterWaste.waterSubmit({ id });
      expect(await refusal(caller.waterWaste.annualUsageSubmit({ id, annual_usage: 'x'.repeat(201) }))).toEqual({
        code: 'BAD_REQUEST',
        messages: ['Annual usage must be at most 200 characters.'],
      });
    });

    it('says it must be text when an integrator sends a number', async () => {
      const { id } = await startQuote();
      await caller.waterWaste.waterSubmit({ id });
      expect(await refusal(caller.waterWaste.annualUsageSubmit({ id, annual_usage: 1200 } as never))).toEqual({
        code: 'BAD_REQUEST',
        messages: ['Annual usage must be text.'],
      });
    });

    it('is refused on a Waste lead and on a lead with no service yet', async () => {
      const id = await wasteQuote();
      expect(await refusal(caller.waterWaste.annualUsageSubmit({ id, annual_usage: '900 m3' }))).toEqual({
        code: 'BAD_REQUEST',
        messages: [usageNeedsWater],
      });
      expect((await leadRow(id)).annualUsage).toBeNull();

      const fresh = (await startQuote()).id;
      expect(await refusal(caller.waterWaste.annualUsageSubmit({ id: fresh, annual_usage: '900 m3' }))).toEqual({
        code: 'BAD_REQUEST',
        messages: [usageNeedsWater],
      });
      expect((await leadRow(fresh)).annualUsage).toBeNull();
    });
  });

  describe('waste info', () => {
    it.each([1, 2, 3, 4])('takes %i bins', async (bins) => {
      const id = await wasteQuote();
      await caller.waterWaste.wasteInfoSubmit({
        id,
        require_bin: bins,
        bin_capacity: 1100,
        bin_collected_days: 'Once in a week',
      });
      expect((await leadRow(id)).requireBin).toBe(bins);
    });

    it.each([0, 5, -1, 1.5, 'abc', '', null, undefined, true, '0x2', '2e0', '2.0', ' '])(
      'refuses %j bins',
      async (bins) => {
        const id = await wasteQuote();
        const call = caller.waterWaste.wasteInfoSubmit({
          id,
          require_bin: bins,
          bin_capacity: 1100,
          bin_collected_days: 'Once in a week',
        } as never);
        expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: [binCountMessage] });
        expect((await leadRow(id)).requireBin).toBeNull();
      },
    );

    it.each([1100, 2200, 3300])('takes a capacity of %i litres', async (capacity) => {
      const id = await wasteQuote();
      await caller.waterWaste.wasteInfoSubmit({
        id,
        require_bin: 1,
        bin_capacity: capacity,
        bin_collected_days: 'Once in a week',
      });
      expect((await leadRow(id)).binCapacity).toBe(capacity);
    });

    it.each([0, 5, 1000, 4400, 1.5, 1650, -1100, 'big', '', '0x44c', '1.1e3', false])(
      'refuses a capacity of %j',
      async (capacity) => {
        const id = await wasteQuote();
        const call = caller.waterWaste.wasteInfoSubmit({
          id,
          require_bin: 1,
          bin_capacity: capacity,
          bin_collected_days: 'Once in a week',
        } as never);
        expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: [binCapacityMessage] });
        expect((await leadRow(id)).binCapacity).toBeNull();
      },
    );

    it.each([
      ['Once in a week', 'once_a_week', 'Once in a week'],
      ['Twice a week', 'twice_a_week', 'Twice a week'],
      ['Thrice a week', 'thrice_a_week', 'Thrice a week'],
      [' thrice A WEEK ', 'thrice_a_week', 'Thrice a week'],
    ] as const)('stores the collection %j as %s and shows %j back', async (label, stored, shown) => {
      const id = await wasteQuote();
      await caller.waterWaste.wasteInfoSubmit({ id, require_bin: 1, bin_capacity: 3300, bin_collected_days: label });
      expect((await leadRow(id)).binCollectedDays).toBe(stored);
      expect((await caller.waterWaste.guestInfo({ id })).collections.bin_collected_days).toBe(shown);
    });

    it.each(['Daily', 'Once a week', '', undefined])('refuses the collection %j', async (label) => {
      const id = await wasteQuote();
      const call = caller.waterWaste.wasteInfoSubmit({
        id,
        require_bin: 1,
        bin_capacity: 1100,
        bin_collected_days: label,
      } as never);
      expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: [binCollectionMessage] });
      expect((await leadRow(id)).binCollectedDays).toBeNull();
    });

    it('takes numbers sent as text, as form-encoded bodies send them', async () => {
      const id = await wasteQuote();
      await caller.waterWaste.wasteInfoSubmit({
        id,
        require_bin: '3',
        bin_capacity: ' 3300 ',
        bin_collected_days: 'Thrice a week',
      });
      expect(await leadRow(id)).toMatchObject({ requireBin: 3, binCapacity: 3300, binCollectedDays: 'thrice_a_week' });
      expect((await caller.waterWaste.guestInfo({ id })).collections).toMatchObject({
        require_bin: 3,
        bin_capacity: 3300,
      });
    });

    it('answers every problem at once', async () => {
      const id = await wasteQuote();
      const call = caller.waterWaste.wasteInfoSubmit({ id } as never);
      expect((await refusal(call)).messages.sort()).toEqual(
        [binCountMessage, binCapacityMessage, binCollectionMessage].sort(),
      );
    });

    it('is refused on a Water lead and on a lead with no service yet', async () => {
      const info = { require_bin: 2, bin_capacity: 1100, bin_collected_days: 'Once in a week' };
      const { id } = await startQuote();
      await caller.waterWaste.waterSubmit({ id, service: 'Water' });
      expect(await refusal(caller.waterWaste.wasteInfoSubmit({ id, ...info }))).toEqual({
        code: 'BAD_REQUEST',
        messages: [wasteInfoNeedsWaste],
      });
      expect((await leadRow(id)).requireBin).toBeNull();

      const fresh = (await startQuote()).id;
      expect(await refusal(caller.waterWaste.wasteInfoSubmit({ id: fresh, ...info }))).toEqual({
        code: 'BAD_REQUEST',
        messages: [wasteInfoNeedsWaste],
      });
    });
  });

  it('clears the waste answers when the visitor goes back and chooses Water, and the usage when choosing Waste', async () => {
    const id = await wasteQuote();
    await caller.waterWaste.wasteInfoSubmit({
      id,
      require_bin: 4,
      bin_capacity: 3300,
      bin_collected_days: 'Thrice a week',
    });

    await caller.waterWaste.waterSubmit({ id, service: 'Water' });
    expect(await leadRow(id)).toMatchObject({
      service: 'water',
      requireBin: null,
      binCapacity: null,
      binCollectedDays: null,
    });
    await caller.waterWaste.annualUsageSubmit({ id, annual_usage: '£300 a quarter' });
    expect((await caller.waterWaste.guestInfo({ id })).collections).toMatchObject({
      service: 'Water',
      annual_usage: '£300 a quarter',
      require_bin: null,
      bin_capacity: null,
      bin_collected_days: null,
    });

    await caller.waterWaste.wasteSubmit({ id, service: 'Waste' });
    expect(await leadRow(id)).toMatchObject({ service: 'waste', annualUsage: null });
    expect((await caller.waterWaste.guestInfo({ id })).collections).toMatchObject({
      service: 'Waste',
      annual_usage: null,
    });
  });

  describe('the address and business name steps', () => {
    it('updates the same lead when the visitor picks another address', async () => {
      const { id } = await startQuote('BN1 2RG');
      await caller.waterWaste.waterSubmit({ id });
      const before = await db.prisma.guestLead.count();
      expect(
        await caller.waterWaste.postCodeSubmit({
          id,
          post_code: 'ex11ge',
          full_address: '2 Cathedral Yard, Exeter',
          bussiness_name: 'Yard Cafe',
        }),
      ).toEqual({ collections: { id } });
      expect(await db.prisma.guestLead.count()).toBe(before);
      expect(await leadRow(id)).toMatchObject({
        postCode: 'EX1 1GE',
        fullAddress: '2 Cathedral Yard, Exeter',
        businessName: 'Yard Cafe',
        service: 'water',
      });
    });

    it('refuses a bad postcode, an empty address and an empty business name', async () => {
      expect(
        await refusal(caller.waterWaste.postCodeSubmit({ post_code: 'nowhere', full_address: '1 High St' })),
      ).toEqual({ code: 'BAD_REQUEST', messages: ['Please enter a valid UK postcode.'] });
      expect(await refusal(caller.waterWaste.postCodeSubmit({ post_code: 'BN1 2RG', full_address: ' ' }))).toEqual({
        code: 'BAD_REQUEST',
        messages: ['Please choose your address.'],
      });
      const { id } = await startQuote();
      expect(await refusal(caller.waterWaste.businessNameSubmit({ id, bussiness_name: '' }))).toEqual({
        code: 'BAD_REQUEST',
        messages: ['Please enter business name !'],
      });
    });
  });

  describe('ids it does not know', () => {
    const info = { require_bin: 1, bin_capacity: 1100, bin_collected_days: 'Once in a week' };
    const uri = {
      event_uri: 'https://api.calendly.com/scheduled_events/WW-UNKNOWN',
      invitee_uri: 'https://api.calendly.com/scheduled_events/WW-UNKNOWN/invitees/A',
    };
    const everyStep = (id: string) => [
      () => caller.waterWaste.guestInfo({ id }),
      () => caller.waterWaste.businessNameSubmit({ id, bussiness_name: 'Acme Ltd' }),
      () => caller.waterWaste.waterSubmit({ id, service: 'Water' }),
      () => caller.waterWaste.wasteSubmit({ id, service: 'Waste' }),
      () => caller.waterWaste.annualUsageSubmit({ id, annual_usage: '1' }),
      () => caller.waterWaste.wasteInfoSubmit({ id, ...info }),
      () => caller.waterWaste.clientPersonalInfoStore({ id, uri }),
    ];

    it('answers NOT_FOUND with the start-again message on every step for an unknown id', async () => {
      for (const call of everyStep(randomUUID())) {
        expect(await refusal(call())).toEqual({ code: 'NOT_FOUND', messages: [quoteNotFound] });
      }
      const withId = caller.waterWaste.postCodeSubmit({ id: randomUUID(), post_code: 'BN1 2RG', full_address: 'x' });
      expect(await refusal(withId)).toEqual({ code: 'NOT_FOUND', messages: [quoteNotFound] });
      expect(await db.prisma.scheduledCall.count({ where: { eventUri: uri.event_uri } })).toBe(0);
    });

    it.each(['not-a-uuid', '0', 'x'.repeat(65), ''])('refuses the malformed id %j on every step', async (id) => {
      for (const call of everyStep(id)) {
        const { code, messages } = await refusal(call());
        expect(messages).toEqual([quoteNotFound]);
        expect(['NOT_FOUND', 'BAD_REQUEST']).toContain(code);
      }
    });

    it('does not see an energy lead, and leaves it untouched', async () => {
      await expectOtherFlowsLeadUntouched(db, caller, 'energy', 'NR2 1ND', (id) => [
        ...everyStep(id),
        () => caller.waterWaste.postCodeSubmit({ id, post_code: 'BN1 2RG', full_address: 'Elsewhere' }),
      ]);
    });
  });

  describe('the booking', () => {
    bookingReportTests('water_waste', {
      db: () => db,
      start: wasteQuote,
      book: (id, uri) => caller.waterWaste.clientPersonalInfoStore({ id, uri }),
    });

    it('refuses URIs that are not of the scheduling provider', async () => {
      const id = await wasteQuote();
      const call = caller.waterWaste.clientPersonalInfoStore({
        id,
        uri: { event_uri: 'https://evil.example/e/1', invitee_uri: 'ftp://calendly.com/i/1' },
      });
      expect(await refusal(call)).toEqual({
        code: 'BAD_REQUEST',
        messages: ['The booking must be a Calendly event.', 'The invitee must belong to the booked Calendly event.'],
      });
      expect(await db.prisma.scheduledCall.count({ where: { guestLeadId: id } })).toBe(0);
    });
  });
});
