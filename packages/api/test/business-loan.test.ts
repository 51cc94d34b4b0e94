import { randomUUID } from 'node:crypto';
import type { Database } from '@sme/db';
import { testDatabaseKinds } from '@sme/db/testing';
import { describe, expect, it } from 'vitest';
import { expectEachRefused, refusal, refusalStoringNothing } from './refusal.ts';
import { createdId } from './support/answers.ts';
import { openForSuite, type Caller } from './support/suite-database.ts';
import { bookingReportTests, calendlyUris } from './support/booking-reports.ts';
import {
  applicationNotFound,
  bookingDetails,
  loanTerm,
  maxDigits,
  minAmount,
  numbersOnly,
  required,
  selectOneFirst,
  turnoverBand,
} from './support/messages.ts';
import { loanBasics as basics, merchantForm } from './support/sample-answers.ts';

const categories = [
  ['Retail', 'retail'],
  ['Food, Catering & Hospitality', 'food_catering_hospitality'],
  ['Health & Leisure', 'health_leisure'],
  ['Construction', 'construction'],
  ['Adult', 'adult'],
  ['School & Education', 'school_education'],
  ['Business & Personal service', 'business_personal_service'],
  ['Other', 'other'],
] as const;

describe.each(testDatabaseKinds())('businessLoan (the loan wizard) on %s', (kind) => {
  let db: Database;
  let caller: Caller;

  openForSuite(kind, (opened) => ({ db, caller } = opened));

  const loanRow = (id: string) => db.prisma.loanApplication.findUniqueOrThrow({ where: { id } });
  const loanCount = () => db.prisma.loanApplication.count();

  async function startLoan(overrides: Partial<Record<keyof typeof basics, string | number>> = {}) {
    const { collections } = await caller.businessLoan.basicInfo({ ...basics, ...overrides } as typeof basics);
    return collections.id;
  }

  it('runs the three steps, storing each on the same application, and shows the answers back', async () => {
    const started = await caller.businessLoan.basicInfo({
      company_name: '  Carter Bakery Ltd ',
      legal_form: 'limited_company',
      company_address: '3 Mill Lane, York, YO1 7HH',
      tradding_name: 'Carter & Daughters',
      tradding_address: '9 Market Row, York, YO1 8AA',
      borrow_ammount: '250000',
      borrow_month: '24 months',
    });
    const id = createdId(started);
    expect(await loanRow(id)).toMatchObject({
      companyName: 'Carter Bakery Ltd',
      legalForm: 'limited_company',
      companyAddress: '3 Mill Lane, York, YO1 7HH',
      tradingName: 'Carter & Daughters',
      tradingAddress: '9 Market Row, York, YO1 8AA',
      borrowAmount: 250000,
      borrowTermMonths: 24,
      businessCategory: null,
      monthlyTurnoverFrom: null,
    });

    expect(await caller.businessLoan.category({ id, business_cat: 'Food, Catering & Hospitality' })).toEqual({
      collections: { id },
    });
    expect((await loanRow(id)).businessCategory).toBe('food_catering_hospitality');

    expect(await caller.businessLoan.turnover({ id, monthly_turnover_from: 40 })).toEqual({ collections: { id } });
    expect(await loanRow(id)).toMatchObject({
      companyName: 'Carter Bakery Ltd',
      borrowAmount: 250000,
      businessCategory: 'food_catering_hospitality',
      monthlyTurnoverFrom: 40,
    });

    expect(await caller.businessLoan.summary({ id })).toEqual({
      collections: {
        id,
        company_name: 'Carter Bakery Ltd',
        legal_form: 'limited_company',
        company_address: '3 Mill Lane, York, YO1 7HH',
        tradding_name: 'Carter & Daughters',
        tradding_address: '9 Market Row, York, YO1 8AA',
        borrow_ammount: '250000',
        borrow_month: '24 months',
        business_cat: 'Food, Catering & Hospitality',
        monthly_turnover_from: 40,
      },
    });
  });

  it('shows an application just started with empty strings for what was left blank and null for later steps', async () => {
    const { collections } = await caller.businessLoan.basicInfo({
      company_name: 'Lone Trader',
      borrow_ammount: 3000,
      borrow_month: '6 months',
    });
    const { id } = collections;
    expect(await loanRow(id)).toMatchObject({
      companyName: 'Lone Trader',
      companyAddress: null,
      tradingName: null,
      tradingAddress: null,
      borrowAmount: 3000,
      borrowTermMonths: 6,
    });
    expect(await caller.businessLoan.summary({ id })).toEqual({
      collections: {
        id,
        company_name: 'Lone Trader',
        // Not asked of REST clients (the wizard asks it): not known.
        legal_form: null,
        company_address: '',
        tradding_name: '',
        tradding_address: '',
        borrow_ammount: '3000',
        borrow_month: '6 months',
        business_cat: null,
        monthly_turnover_from: null,
      },
    });
  });

  describe('the amount (borrow_ammount)', () => {
    it.each([
      ['3000', 3000],
      ['9999999', 9_999_999],
      ['1000000', 1_000_000],
      [' 25000 ', 25_000],
      [3000, 3000],
      [9_999_999, 9_999_999],
      [48_500, 48_500],
    ])('takes %j and stores %d pounds', async (sent, stored) => {
      const id = await startLoan({ borrow_ammount: sent });
      expect((await loanRow(id)).borrowAmount).toBe(stored);
      expect((await caller.businessLoan.summary({ id })).collections.borrow_ammount).toBe(String(stored));
    });

    it.each([
      ['2999', minAmount],
      [2999, minAmount],
      ['0', minAmount],
      ['100', minAmount],
      ['12345678', maxDigits],
      ['10000000', maxDigits],
      [10_000_000, maxDigits],
      ['00002999', maxDigits],
      ['abc', numbersOnly],
      ['abcdefghij', numbersOnly],
      ['25,000', numbersOnly],
      ['£5000', numbersOnly],
      ['3000.50', numbersOnly],
      [3000.5, numbersOnly],
      ['-5000', numbersOnly],
      [-5000, numbersOnly],
      ['1e5', numbersOnly],
      ['25 000', numbersOnly],
      ['', required],
      ['   ', required],
      [undefined, required],
      [null, required],
      [true, numbersOnly],
      [[25000], numbersOnly],
      [{ pounds: 25000 }, numbersOnly],
    ])('refuses %j with %j and stores nothing', async (sent, message) => {
      const call = () => caller.businessLoan.basicInfo({ ...basics, borrow_ammount: sent } as never);
      expect(await refusalStoringNothing(loanCount, call)).toEqual({ code: 'BAD_REQUEST', messages: [message] });
    });
  });

  describe('the term (borrow_month)', () => {
    it.each([
      ['6 months', 6],
      ['12 months', 12],
      ['24 months', 24],
      ['36 months', 36],
      [' 36 months ', 36],
      ['12', 12],
      ['12 Months', 12],
      ['24  MONTHS', 24],
    ])('takes %j and stores %d months', async (term, months) => {
      const id = await startLoan({ borrow_month: term });
      expect((await loanRow(id)).borrowTermMonths).toBe(months);
      expect((await caller.businessLoan.summary({ id })).collections.borrow_month).toBe(`${months} months`);
    });

    it.each(['3 months', '18 months', '48 months', '12months', 'twelve months', '6 weeks', '0', '-6'])(
      'refuses %j',
      async (term) => {
        const call = () => caller.businessLoan.basicInfo({ ...basics, borrow_month: term });
        expect(await refusalStoringNothing(loanCount, call)).toEqual({ code: 'BAD_REQUEST', messages: [loanTerm] });
      },
    );

    it.each([
      ['missing', undefined],
      ['empty', ''],
      ['blank', '   '],
      ['null', null],
    ])('a %s term: * This field is required', async (_what, term) => {
      const call = caller.businessLoan.basicInfo({ ...basics, borrow_month: term } as never);
      expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: [required] });
    });

    it.each([12, ['12 months'], { months: 12 }])('refuses a term that is not text (%j)', async (term) => {
      const call = caller.businessLoan.basicInfo({ ...basics, borrow_month: term } as never);
      expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: [loanTerm] });
    });
  });

  describe('the company name', () => {
    it.each([
      ['missing', undefined],
      ['empty', ''],
      ['blank', '   '],
      ['null', null],
    ])('a %s company name: * This field is required', async (_what, name) => {
      const call = () => caller.businessLoan.basicInfo({ ...basics, company_name: name } as never);
      expect(await refusalStoringNothing(loanCount, call)).toEqual({ code: 'BAD_REQUEST', messages: [required] });
    });

    it.each([42, ['Carter Bakery'], { name: 'Carter Bakery' }])(
      'refuses a company name that is not text (%j)',
      async (name) => {
        const call = caller.businessLoan.basicInfo({ ...basics, company_name: name } as never);
        expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: ['Company name must be text.'] });
      },
    );

    it('refuses a company name over 200 characters, and takes 200', async () => {
      const call = caller.businessLoan.basicInfo({ ...basics, company_name: 'x'.repeat(201) });
      expect(await refusal(call)).toEqual({
        code: 'BAD_REQUEST',
        messages: ['Company name must be at most 200 characters.'],
      });
      const id = await startLoan({ company_name: 'y'.repeat(200) });
      expect((await loanRow(id)).companyName).toBe('y'.repeat(200));
    });

    it('refuses an over-long address or trading name with their own messages', async () => {
      const call = caller.businessLoan.basicInfo({
        ...basics,
        company_address: 'a'.repeat(501),
        tradding_name: 'n'.repeat(201),
        tradding_address: 't'.repeat(501),
      });
      expect((await refusal(call)).messages.sort()).toEqual(
        [
          'Company address must be at most 500 characters.',
          'Trading name must be at most 200 characters.',
          'Trading address must be at most 500 characters.',
        ].sort(),
      );
    });

    it('reports every failed field of an empty step 1 at once', async () => {
      const before = await loanCount();
      const { code, messages } = await refusal(caller.businessLoan.basicInfo({} as never));
      expect(code).toBe('BAD_REQUEST');
      expect(messages).toEqual([required]);
      expect(await loanCount()).toBe(before);
    });
  });

  describe('going back to step 1 (the optional id)', () => {
    it('updates the same application and keeps the later steps', async () => {
      const id = await startLoan({ tradding_name: 'Carter & Co', tradding_address: '1 Shambles, York' });
      await caller.businessLoan.category({ id, business_cat: 'Retail' });
      await caller.businessLoan.turnover({ id, monthly_turnover_from: 60 });
      const before = await loanCount();

      const again = await caller.businessLoan.basicInfo({
        id,
        company_name: 'Carter Bakery & Cafe Ltd',
        company_address: '5 Mill Lane, York',
        borrow_ammount: '40000',
        borrow_month: '36 months',
      });
      expect(again).toEqual({ collections: { id } });
      expect(await loanCount()).toBe(before);
      expect(await loanRow(id)).toMatchObject({
        companyName: 'Carter Bakery & Cafe Ltd',
        companyAddress: '5 Mill Lane, York',
        tradingName: null,
        tradingAddress: null,
        borrowAmount: 40000,
        borrowTermMonths: 36,
        businessCategory: 'retail',
        monthlyTurnoverFrom: 60,
      });
    });

    it('does not change the application when the update is refused', async () => {
      const id = await startLoan();
      const before = await loanRow(id);
      const call = caller.businessLoan.basicInfo({ ...basics, id, borrow_ammount: '2999' });
      expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: [minAmount] });
      expect(await loanRow(id)).toEqual(before);
    });

    it('starts a new application when the id sent is empty', async () => {
      const before = await loanCount();
      const { collections } = await caller.businessLoan.basicInfo({ ...basics, id: '' });
      expect(await loanCount()).toBe(before + 1);
      expect((await loanRow(collections.id)).companyName).toBe('Carter Bakery Ltd');
    });

    it.each([
      ['an unknown id', randomUUID()],
      ['an id that is not a UUID', 'not-a-uuid'],
      ['an SQL-looking id', "1' OR '1'='1"],
    ])('refuses %s instead of starting a new application', async (_what, id) => {
      const call = () => caller.businessLoan.basicInfo({ ...basics, id });
      expect(await refusalStoringNothing(loanCount, call)).toEqual({
        code: 'NOT_FOUND',
        messages: [applicationNotFound],
      });
    });

    it('refuses an over-long id with the same message', async () => {
      const call = caller.businessLoan.basicInfo({ ...basics, id: 'a'.repeat(65) });
      expect((await refusal(call)).messages).toEqual([applicationNotFound]);
    });
  });

  describe('step 2: the business category', () => {
    it.each<[string, string, string]>([
      ...categories.map(([label, stored]): [string, string, string] => [label, stored, label]),
      // Whatever the case, as a legacy client may send it.
      ['retail', 'retail', 'Retail'],
      ['FOOD, CATERING & HOSPITALITY', 'food_catering_hospitality', 'Food, Catering & Hospitality'],
      ['  health & leisure ', 'health_leisure', 'Health & Leisure'],
      ['business & personal SERVICE', 'business_personal_service', 'Business & Personal service'],
    ])('stores %j as %s and shows it back as %j', async (sent, stored, shown) => {
      const id = await startLoan();
      expect(await caller.businessLoan.category({ id, business_cat: sent })).toEqual({ collections: { id } });
      expect((await loanRow(id)).businessCategory).toBe(stored);
      expect((await caller.businessLoan.summary({ id })).collections.business_cat).toBe(shown);
    });

    it('changes the category when the visitor comes back to step 2', async () => {
      const id = await startLoan();
      await caller.businessLoan.category({ id, business_cat: 'Adult' });
      await caller.businessLoan.category({ id, business_cat: 'Construction' });
      expect((await loanRow(id)).businessCategory).toBe('construction');
    });

    it.each([
      ['an unknown category', 'Finance'],
      ['part of a label', 'Food'],
      ['a stored value', 'food_catering_hospitality'],
      ['an empty category', ''],
      ['a blank category', '  '],
      ['a missing category', undefined],
      ['a number', 3],
    ])('refuses %s (%j): Please select one first !', async (_what, category) => {
      const id = await startLoan();
      await caller.businessLoan.category({ id, business_cat: 'Retail' });
      const call = caller.businessLoan.category({ id, business_cat: category } as never);
      expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: [selectOneFirst] });
      expect((await loanRow(id)).businessCategory).toBe('retail');
    });
  });

  describe('step 3: the monthly turnover', () => {
    it.each([0, 20, 40, 60, 80, 100])('stores %d, sent as a number or as text', async (from) => {
      const id = await startLoan();
      await caller.businessLoan.turnover({ id, monthly_turnover_from: from });
      expect((await loanRow(id)).monthlyTurnoverFrom).toBe(from);
      await caller.businessLoan.turnover({ id, monthly_turnover_from: 100 - from });
      expect((await loanRow(id)).monthlyTurnoverFrom).toBe(100 - from);
      await caller.businessLoan.turnover({ id, monthly_turnover_from: String(from) });
      expect((await loanRow(id)).monthlyTurnoverFrom).toBe(from);
      expect((await caller.businessLoan.summary({ id })).collections.monthly_turnover_from).toBe(from);
    });

    it.each([10, 120, -20, 50, 20.5, 1000, '10', '120', '-20', 'abc', '', ' ', '40k', null, undefined, true])(
      'refuses %j and keeps the turnover stored before',
      async (from) => {
        const id = await startLoan();
        await caller.businessLoan.turnover({ id, monthly_turnover_from: 80 });
        const call = caller.businessLoan.turnover({ id, monthly_turnover_from: from } as never);
        expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: [turnoverBand] });
        expect((await loanRow(id)).monthlyTurnoverFrom).toBe(80);
      },
    );
  });

  describe('ids it does not know', () => {
    const everyStep = (id: string, event: string) => [
      () => caller.businessLoan.category({ id, business_cat: 'Retail' }),
      () => caller.businessLoan.turnover({ id, monthly_turnover_from: 20 }),
      () => caller.businessLoan.summary({ id }),
      () => caller.businessLoan.basicInfo({ ...basics, id }),
      () => caller.businessLoan.submit({ id, business_cat: 'Retail' }),
      () => caller.businessLoan.submit({ id, monthly_turnover_from: 20 }),
      () => caller.businessLoan.submit({ ...basics, id }),
      () => caller.businessLoan.clientPersonalInfoStore({ id, uri: calendlyUris(event) }),
    ];

    it.each([
      ['an unknown id', randomUUID()],
      ['the nil UUID', '00000000-0000-0000-0000-000000000000'],
      ['an id that is not a UUID', 'not-a-uuid'],
      ['a number', '12'],
      ['an SQL-looking id', "1' OR '1'='1"],
    ])('answers NOT_FOUND with the start-again message for %s on every step', async (_what, id) => {
      const before = await loanCount();
      for (const call of everyStep(id, `LOAN-UNKNOWN-${id.length}`)) {
        expect(await refusal(call())).toEqual({ code: 'NOT_FOUND', messages: [applicationNotFound] });
      }
      expect(await loanCount()).toBe(before);
      expect(await db.prisma.scheduledCall.count({ where: { eventUri: { contains: 'LOAN-UNKNOWN' } } })).toBe(0);
    });

    it.each([
      ['an over-long id', 'x'.repeat(65)],
      ['an empty id', ''],
      ['a blank id', '   '],
    ])('refuses %s on steps 2, 3, the summary and the booking with the same message', async (_what, id) => {
      const calls = [
        () => caller.businessLoan.category({ id, business_cat: 'Retail' }),
        () => caller.businessLoan.turnover({ id, monthly_turnover_from: 20 }),
        () => caller.businessLoan.summary({ id }),
        () => caller.businessLoan.submit({ id, business_cat: 'Retail' }),
        () => caller.businessLoan.submit({ id, monthly_turnover_from: 20 }),
        () => caller.businessLoan.clientPersonalInfoStore({ id, uri: calendlyUris('LOAN-BAD-ID') }),
      ];
      for (const call of calls) {
        const { code, messages } = await refusal(call());
        expect(messages).toEqual([applicationNotFound]);
        expect(['NOT_FOUND', 'BAD_REQUEST']).toContain(code);
      }
    });

    it('refuses steps 2 and 3 without an id', async () => {
      for (const call of [
        () => caller.businessLoan.category({ business_cat: 'Retail' } as never),
        () => caller.businessLoan.turnover({ monthly_turnover_from: 20 } as never),
        () => caller.businessLoan.submit({ business_cat: 'Retail' }),
        () => caller.businessLoan.submit({ monthly_turnover_from: 20 }),
      ]) {
        expect(await refusal(call())).toEqual({ code: 'BAD_REQUEST', messages: [applicationNotFound] });
      }
    });

    it('does not see a cash-advance application, and leaves it untouched', async () => {
      const { collections } = await caller.cashAdvance.create(merchantForm);
      const before = await db.prisma.cashAdvanceApplication.findUniqueOrThrow({ where: { id: collections.id } });
      for (const call of everyStep(collections.id, 'LOAN-CROSSED')) {
        expect(await refusal(call())).toEqual({ code: 'NOT_FOUND', messages: [applicationNotFound] });
      }
      expect(await db.prisma.cashAdvanceApplication.findUniqueOrThrow({ where: { id: collections.id } })).toEqual(
        before,
      );
      expect(await db.prisma.scheduledCall.count({ where: { cashAdvanceApplicationId: collections.id } })).toBe(0);
    });
  });

  describe('submit: the legacy REST path that takes all three step shapes', () => {
    it('runs the wizard with the three legacy shapes, as the legacy client sends them', async () => {
      const before = await loanCount();
      const started = await caller.businessLoan.submit({
        company_name: 'Ironbridge Cheese',
        company_address: 'Stall 14, Borough Market',
        tradding_name: '',
        tradding_address: '',
        borrow_ammount: '75000',
        borrow_month: '36 months',
      });
      const id = createdId(started);
      expect(await loanCount()).toBe(before + 1);
      expect(await loanRow(id)).toMatchObject({
        companyName: 'Ironbridge Cheese',
        companyAddress: 'Stall 14, Borough Market',
        tradingName: null,
        borrowAmount: 75000,
        borrowTermMonths: 36,
        businessCategory: null,
        monthlyTurnoverFrom: null,
      });

      expect(await caller.businessLoan.submit({ id, business_cat: 'Other' })).toEqual({ collections: { id } });
      expect((await loanRow(id)).businessCategory).toBe('other');

      expect(await caller.businessLoan.submit({ id, monthly_turnover_from: '100' })).toEqual({ collections: { id } });
      expect(await loanRow(id)).toMatchObject({ businessCategory: 'other', monthlyTurnoverFrom: 100 });
      expect(await loanCount()).toBe(before + 1);

      // Step 1 again with the id: the same application.
      expect(await caller.businessLoan.submit({ ...basics, id, borrow_ammount: 9_999_999 })).toEqual({
        collections: { id },
      });
      expect(await loanRow(id)).toMatchObject({
        companyName: 'Carter Bakery Ltd',
        borrowAmount: 9_999_999,
        borrowTermMonths: 12,
        businessCategory: 'other',
        monthlyTurnoverFrom: 100,
      });
      expect(await loanCount()).toBe(before + 1);
    });

    it('checks each shape by its own step rules', async () => {
      const id = await startLoan();
      await expectEachRefused(async () => [await loanRow(id), await loanCount()], caller.businessLoan.submit, [
        [{ ...basics, borrow_ammount: '2999' }, [minAmount]],
        [{ ...basics, borrow_ammount: '12345678' }, [maxDigits]],
        [{ ...basics, borrow_ammount: 'lots' }, [numbersOnly]],
        [{ ...basics, borrow_ammount: '' }, [required]],
        [{ ...basics, borrow_month: '48 months' }, [loanTerm]],
        [{ ...basics, company_name: '' }, [required]],
        [{}, [required]],
        [{ id, business_cat: 'Farming' }, [selectOneFirst]],
        [{ id, business_cat: '' }, [selectOneFirst]],
        [{ id, monthly_turnover_from: 10 }, [turnoverBand]],
        [{ id, monthly_turnover_from: '' }, [turnoverBand]],
        [{ id, monthly_turnover_from: 'abc' }, [turnoverBand]],
      ]);
    });

    it('tells the steps apart by their step-only field: a category wins over a turnover in one body', async () => {
      const id = await startLoan();
      await caller.businessLoan.submit({ id, business_cat: 'Adult', monthly_turnover_from: 60 });
      expect(await loanRow(id)).toMatchObject({ businessCategory: 'adult', monthlyTurnoverFrom: null });
    });
  });

  describe('the booking the scheduling widget reports', () => {
    bookingReportTests('business_loan', {
      db: () => db,
      start: () => startLoan(),
      book: (id, uri) => caller.businessLoan.clientPersonalInfoStore({ id, uri }),
    });

    const notCalendly = 'The booking must be a Calendly event.';
    const invitee = 'https://api.calendly.com/scheduled_events/E6/invitees/I1';
    it.each([
      ['an https page elsewhere', { event_uri: 'https://evil.example', invitee_uri: invitee }, [notCalendly]],
      [
        'an http event URI',
        { event_uri: 'http://api.calendly.com/scheduled_events/E6', invitee_uri: invitee },
        [notCalendly],
      ],
      ['a javascript: URI', { event_uri: 'javascript:alert(1)', invitee_uri: invitee }, [notCalendly]],
      ['an empty URI', { event_uri: '', invitee_uri: invitee }, [notCalendly]],
      ['a missing invitee URI', { event_uri: 'https://api.calendly.com/scheduled_events/E6' }, [bookingDetails]],
      ['a uri that is text', 'https://api.calendly.com/scheduled_events/E6', [bookingDetails]],
      ['no uri', undefined, [bookingDetails]],
    ])('refuses %s', async (_what, sent, expected) => {
      const id = await startLoan();
      const call = caller.businessLoan.clientPersonalInfoStore({ id, uri: sent } as never);
      expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: expected });
      expect(await db.prisma.scheduledCall.count({ where: { loanApplicationId: id } })).toBe(0);
    });
  });
});
