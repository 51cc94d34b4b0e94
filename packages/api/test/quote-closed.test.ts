import { randomUUID } from 'node:crypto';
import type { Database } from '@sme/db';
import { openTestDatabase, testDatabaseKinds } from '@sme/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCaller, demoAddressProvider } from '../src/index.ts';
import { refusal } from './refusal.ts';
import { merchantForm } from './support/sample-answers.ts';

// A lead's or application's id is the whole credential: through the public procedures it opens the quote only
// until its call is booked or until 7 days after it started. The console is not concerned.

const closed = { code: 'NOT_FOUND', messages: ['This quote is closed. Please start a new one with your postcode.'] };
const DAY = 24 * 60 * 60 * 1000;
const caller = { name: 'Sam Jones', phone: '07700 900456' };
const call = (event: string) => ({
  event_uri: `https://api.calendly.com/scheduled_events/${event}`,
  invitee_uri: `https://api.calendly.com/scheduled_events/${event}/invitees/I1`,
});

type Api = ReturnType<typeof createCaller>;

/** One flow: how a visitor starts it, every public call with its id, and what its row holds. */
interface Flow {
  name: string;
  start(api: Api, unique: string): Promise<string>;
  /** Every public read or change by id (the booking and callback aside). */
  answers(api: Api, id: string): (() => Promise<unknown>)[];
  book(api: Api, id: string, event: string): Promise<unknown>;
  callback(api: Api, id: string): Promise<unknown>;
  row(db: Database, id: string): Promise<unknown>;
}

const flows: Flow[] = [
  {
    name: 'energy',
    start: async (api, unique) =>
      (
        await api.energy.postCodeSubmit({
          post_code: 'E1 6QL',
          full_address: `${unique} Brick Lane, London`,
          bussiness_name: `Closed ${unique} Ltd`,
        })
      ).collections.id,
    answers: (api, id) => [
      () => api.energy.guestInfo({ id }),
      () => api.energy.businessNameSubmit({ id, bussiness_name: 'Hijacked Ltd' }),
      () => api.energy.serviceSubmit({ id, service: 'Gas' }),
      () => api.energy.supplierSubmit({ id, supplier: 'EDF', contact_end_date: '2027-03-31' }),
      () => api.energy.postCodeSubmit({ id, post_code: 'SE1 1TL', full_address: 'Elsewhere' }),
    ],
    book: (api, id, event) => api.energy.clientPersonalInfoStore({ id, uri: call(event) }),
    callback: (api, id) => api.energy.requestCallback({ id, ...caller }),
    row: (db, id) => db.prisma.guestLead.findUniqueOrThrow({ where: { id } }),
  },
  {
    name: 'water and waste',
    start: async (api, unique) => {
      const { id } = (
        await api.waterWaste.postCodeSubmit({
          post_code: 'LS2 7HY',
          full_address: `${unique} Leeds Dock, Leeds`,
          bussiness_name: `Closed ${unique} Ltd`,
        })
      ).collections;
      await api.waterWaste.wasteSubmit({ id, service: 'Waste' });
      return id;
    },
    answers: (api, id) => [
      () => api.waterWaste.guestInfo({ id }),
      () => api.waterWaste.businessNameSubmit({ id, bussiness_name: 'Hijacked Ltd' }),
      () => api.waterWaste.waterSubmit({ id, service: 'Water' }),
      () => api.waterWaste.wasteSubmit({ id, service: 'Waste' }),
      () => api.waterWaste.annualUsageSubmit({ id, annual_usage: '5' }),
      () =>
        api.waterWaste.wasteInfoSubmit({ id, require_bin: 2, bin_capacity: 2200, bin_collected_days: 'Twice a week' }),
      () => api.waterWaste.postCodeSubmit({ id, post_code: 'SE1 1TL', full_address: 'Elsewhere' }),
    ],
    book: (api, id, event) => api.waterWaste.clientPersonalInfoStore({ id, uri: call(event) }),
    callback: (api, id) => api.waterWaste.requestCallback({ id, ...caller }),
    row: (db, id) => db.prisma.guestLead.findUniqueOrThrow({ where: { id } }),
  },
  {
    name: 'business loan',
    start: async (api, unique) =>
      (
        await api.businessLoan.basicInfo({
          company_name: `Closed ${unique} Ltd`,
          company_address: '3 Mill Lane, York',
          borrow_ammount: '25000',
          borrow_month: '12 months',
        })
      ).collections.id,
    answers: (api, id) => [
      () => api.businessLoan.summary({ id }),
      () => api.businessLoan.category({ id, business_cat: 'Retail' }),
      () => api.businessLoan.turnover({ id, monthly_turnover_from: 40 }),
      () =>
        api.businessLoan.basicInfo({
          id,
          company_name: 'Hijacked Ltd',
          borrow_ammount: '9000',
          borrow_month: '6 months',
        }),
      () => api.businessLoan.submit({ id, business_cat: 'Retail' }),
      () => api.businessLoan.submit({ id, monthly_turnover_from: 40 }),
    ],
    book: (api, id, event) => api.businessLoan.clientPersonalInfoStore({ id, uri: call(event) }),
    callback: (api, id) => api.businessLoan.requestCallback({ id, ...caller }),
    row: (db, id) => db.prisma.loanApplication.findUniqueOrThrow({ where: { id } }),
  },
  {
    name: 'cash advance',
    start: async (api, unique) =>
      (await api.cashAdvance.create({ ...merchantForm, business_name: `Closed ${unique} Ltd` })).collections.id,
    answers: (api, id) => [
      () => api.cashAdvance.summary({ id }),
      () => api.cashAdvance.update({ id, product_id: 'Not sure' }),
      () => api.cashAdvance.store({ id, product_id: 'Not sure' }),
    ],
    book: (api, id, event) => api.cashAdvance.clientPersonalInfoStore({ id, uri: call(event) }),
    callback: (api, id) => api.cashAdvance.requestCallback({ id, ...caller }),
    row: (db, id) => db.prisma.cashAdvanceApplication.findUniqueOrThrow({ where: { id } }),
  },
];

describe.each(testDatabaseKinds())('a quote id as a credential on %s', (kind) => {
  let db: Database;
  let api: Api;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    api = createCaller({ prisma: db.prisma, addressLookup: demoAddressProvider() });
  });
  afterAll(() => db.close());
  afterEach(() => vi.useRealTimers());

  /** Moves the clock (Date only: the database driver keeps its timers) to `ms` after now. */
  function later(ms: number) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ms);
  }

  describe.each(flows)('$name', (flow) => {
    it('opens the quote for 7 days, then every public call with its id answers that it is closed', async () => {
      const id = await flow.start(api, randomUUID());
      later(7 * DAY - 60_000);
      await flow.answers(api, id)[0]!();

      vi.useRealTimers();
      const before = await flow.row(db, id);
      later(7 * DAY);
      for (const attempt of flow.answers(api, id)) expect(await refusal(attempt())).toEqual(closed);
      expect(await refusal(flow.book(api, id, `OLD-${randomUUID()}`))).toEqual(closed);
      expect(await refusal(flow.callback(api, id))).toEqual(closed);
      vi.useRealTimers();
      expect(await flow.row(db, id)).toEqual(before);
      expect(await db.prisma.scheduledCall.count({ where: { eventUri: { contains: 'OLD-' } } })).toBe(0);
    });

    it('closes the quote once its call is booked, but still takes a callback request and the same event again', async () => {
      const id = await flow.start(api, randomUUID());
      const event = `BOOKED-${randomUUID()}`;
      await flow.book(api, id, event);
      const before = await flow.row(db, id);

      for (const attempt of flow.answers(api, id)) expect(await refusal(attempt())).toEqual(closed);
      expect(await refusal(flow.book(api, id, `SECOND-${randomUUID()}`))).toEqual(closed);
      expect(await flow.row(db, id)).toEqual(before);

      // The widget may report the booking twice (a retry, a second tab): answered as the first time.
      await expect(flow.book(api, id, event)).resolves.toEqual({ message: expect.any(String) });
      await expect(flow.callback(api, id)).resolves.toMatchObject({ collections: { id } });

      later(7 * DAY);
      expect(await refusal(flow.callback(api, id))).toEqual(closed);
      expect(await refusal(flow.book(api, id, event))).toEqual(closed);
    });
  });
});
