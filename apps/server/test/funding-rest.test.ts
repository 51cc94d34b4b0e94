import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@sme/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendlyUris } from '../../../packages/api/test/support/booking-reports.ts';
import {
  applicationNotFound,
  booked,
  businessLocation,
  cardProvider,
  fillAll,
  filterNotFound,
  loanTerm,
  locationData,
  maxDigits,
  minAmount,
  notCalendly,
  numbersOnly,
  productNotFound,
  required,
  selectOneFirst,
  takePayment,
  turnoverBand,
  xhrMissing,
} from '../../../packages/api/test/support/messages.ts';
import { loanBasics, locationFacts, merchantForm } from '../../../packages/api/test/support/sample-answers.ts';
import { seedCatalogue, type SeedProduct } from '../../../packages/api/test/support/seed-catalogue.ts';
import {
  createdId,
  expectClientError,
  expectFieldMessages,
  expectMessage,
  expectSavedOn,
  formBooking,
  itDocumentsLegacyFields,
  legacyDocument,
  legacyRequests,
} from './legacy-rest.ts';
import { expectLegacyError, serverForSuite, xhr } from './test-server.ts';

const loan = '/api/business-loan';
const cash = '/api/cash-advance';

/** The shipped catalogue's products a query should answer, by name. */
const seedNames = (keep: (product: SeedProduct) => boolean) =>
  seedCatalogue.products
    .filter(keep)
    .map((product) => product.name)
    .sort();

/** Every funding row of spec §7, with the fields the legacy clients send, spelt as they spell them. */
const rows = [
  [
    'post',
    '/business-loan/submit',
    [
      'company_name',
      'company_address',
      'tradding_name',
      'tradding_address',
      'borrow_ammount',
      'borrow_month',
      'id',
      'business_cat',
      'monthly_turnover_from',
    ],
  ],
  ['post', '/business-loan/client-personal-info-store', ['uri', 'id']],
  ['get', '/cash-advance/get-location-data', []],
  [
    'post',
    '/cash-advance/store',
    ['location_data', 'take_payment', 'business_location', 'business_name', 'card_provider', 'id', 'product_id'],
  ],
  ['get', '/cash-advance/get-data', []],
  ['post', '/cash-advance/client-personal-info-store', ['uri', 'id']],
] as const;

describe('openapi.json documents business funding on its legacy paths', () => {
  itDocumentsLegacyFields(rows);

  it('documents the ids query of get-data', () => {
    expect(legacyDocument().paths['/cash-advance/get-data']!.get!.parameters).toContainEqual(
      expect.objectContaining({ in: 'query', name: 'ids' }),
    );
  });
});

describe.each(testDatabaseKinds())('business funding over REST on the legacy /api paths, %s', (kind) => {
  // Whole flows from one address, well past a visitor's limits: throttling has its own tests.
  const server = serverForSuite(kind, { env: { RATE_LIMITS: 'off' } });
  /** Catalogue ids by name, as the seed gave them on this database. */
  const names = {
    term: new Map<number, string>(),
    acquirer: new Map<number, string>(),
    feature: new Map<number, string>(),
  };
  const productIds = new Map<string, number>();

  beforeAll(async () => {
    const { prisma } = server.db;
    for (const row of await prisma.productTerm.findMany()) names.term.set(row.id, row.name);
    for (const row of await prisma.productAcquirer.findMany()) names.acquirer.set(row.id, row.name);
    for (const row of await prisma.productFeature.findMany()) names.feature.set(row.id, row.name);
    for (const row of await prisma.product.findMany()) productIds.set(row.name, row.id);
  });

  const { post, postForm, get, postJsonText, book } = legacyRequests(() => server);
  const loanRow = (id: string) => server.db.prisma.loanApplication.findUniqueOrThrow({ where: { id } });
  const cashRow = (id: string) => server.db.prisma.cashAdvanceApplication.findUniqueOrThrow({ where: { id } });
  const productNames = (res: LightMyRequestResponse) =>
    (res.json().collections.products as { name: string }[]).map((product) => product.name).sort();

  const step1 = loanBasics;
  const startLoan = async () => createdId(await post(`${loan}/submit`, step1));
  const startCashAdvance = async () => createdId(await post(`${cash}/store`, merchantForm));

  describe('business loan', () => {
    it('runs the wizard with JSON bodies on POST /api/business-loan/submit, then books the call', async () => {
      const started = await post(`${loan}/submit`, {
        ...step1,
        tradding_name: 'Carter & Daughters',
        tradding_address: '9 Market Row, York',
      });
      const id = createdId(started);
      expect(await loanRow(id)).toMatchObject({
        companyName: 'Carter Bakery Ltd',
        companyAddress: '3 Mill Lane, York, YO1 7HH',
        tradingName: 'Carter & Daughters',
        tradingAddress: '9 Market Row, York',
        borrowAmount: 25000,
        borrowTermMonths: 12,
      });

      expectSavedOn(await post(`${loan}/submit`, { id, business_cat: 'Health & Leisure' }), id);
      expectSavedOn(await post(`${loan}/submit`, { id, monthly_turnover_from: 40 }), id);
      expect(await loanRow(id)).toMatchObject({ businessCategory: 'health_leisure', monthlyTurnoverFrom: 40 });

      const uri = await book(`${loan}/client-personal-info-store`, id, 'REST-LOAN-JSON');
      expect(await server.db.prisma.scheduledCall.findMany({ where: { loanApplicationId: id } })).toMatchObject([
        { flow: 'business_loan', eventUri: uri.event_uri, inviteeUri: uri.invitee_uri },
      ]);
    });

    it('runs the wizard with form-encoded bodies, numbers sent as text, booking once per event', async () => {
      const started = await postForm(
        `${loan}/submit`,
        'company_name=Ironbridge+Cheese&company_address=Stall+14%2C+Borough+Market&tradding_name=&tradding_address=' +
          '&borrow_ammount=3000&borrow_month=6+months',
      );
      expect(started.statusCode).toBe(200);
      const id = started.json().collections.id as string;
      expect(await loanRow(id)).toMatchObject({
        companyName: 'Ironbridge Cheese',
        companyAddress: 'Stall 14, Borough Market',
        tradingName: null,
        tradingAddress: null,
        borrowAmount: 3000,
        borrowTermMonths: 6,
      });

      expectSavedOn(await postForm(`${loan}/submit`, `id=${id}&business_cat=Food%2C+Catering+%26+Hospitality`), id);
      expectSavedOn(await postForm(`${loan}/submit`, `id=${id}&monthly_turnover_from=0`), id);
      expect(await loanRow(id)).toMatchObject({
        businessCategory: 'food_catering_hospitality',
        monthlyTurnoverFrom: 0,
      });

      // Back to step 1 with the id: the same application.
      const again = await postForm(
        `${loan}/submit`,
        `id=${id}&company_name=Ironbridge+Cheese+Ltd&borrow_ammount=9999999&borrow_month=36+months`,
      );
      expect(again.json()).toEqual({ collections: { id } });
      expect(await loanRow(id)).toMatchObject({
        companyName: 'Ironbridge Cheese Ltd',
        borrowAmount: 9_999_999,
        borrowTermMonths: 36,
        businessCategory: 'food_catering_hospitality',
      });

      const booking = formBooking(calendlyUris('REST-LOAN-FORM'), id);
      for (let report = 0; report < 2; report += 1) {
        expectMessage(await postForm(`${loan}/client-personal-info-store`, booking), booked);
      }
      expect(await server.db.prisma.scheduledCall.count({ where: { loanApplicationId: id } })).toBe(1);
    });

    it.each([
      [{ borrow_ammount: '2999' }, [minAmount]],
      [{ borrow_ammount: 2999 }, [minAmount]],
      [{ borrow_ammount: '12345678' }, [maxDigits]],
      [{ borrow_ammount: 12_345_678 }, [maxDigits]],
      [{ borrow_ammount: '25k' }, [numbersOnly]],
      [{ borrow_ammount: '' }, [required]],
      [{ borrow_ammount: undefined }, [required]],
      [{ borrow_month: '48 months' }, [loanTerm]],
      [{ borrow_month: '' }, [required]],
      [{ company_name: '' }, [required]],
      [{ company_name: undefined }, [required]],
    ])('step 1 refuses %j with a legacy 404 and stores nothing', async (change, messages) => {
      const before = await server.db.prisma.loanApplication.count();
      expectLegacyError(await post(`${loan}/submit`, { ...step1, ...change }), messages);
      expect(await server.db.prisma.loanApplication.count()).toBe(before);
    });

    it.each([
      ['business_cat=Farming', [selectOneFirst]],
      ['business_cat=', [selectOneFirst]],
      ['monthly_turnover_from=10', [turnoverBand]],
      ['monthly_turnover_from=120', [turnoverBand]],
      ['monthly_turnover_from=-20', [turnoverBand]],
      ['monthly_turnover_from=abc', [turnoverBand]],
      ['monthly_turnover_from=', [turnoverBand]],
    ])('steps 2 and 3 refuse %s form-encoded with a legacy 404', async (field, messages) => {
      const id = await startLoan();
      const before = await loanRow(id);
      expectLegacyError(await postForm(`${loan}/submit`, `id=${id}&${field}`), messages);
      expect(await loanRow(id)).toEqual(before);
    });

    describe('the legal form (legal_form, issue 44): optional, checked when sent', () => {
      const invalid =
        'Legal form must be one of: sole_trader, partnership_2_or_3, partnership_4_or_more, limited_company, llp, other.';

      it('stores it from JSON and from a form, and leaves it unknown when left out or blank', async () => {
        const fromJson = createdId(await post(`${loan}/submit`, { ...step1, legal_form: 'sole_trader' }));
        expect((await loanRow(fromJson)).legalForm).toBe('sole_trader');
        const fromForm = createdId(
          await postForm(
            `${loan}/submit`,
            'company_name=Ironbridge+Cheese&borrow_ammount=3000&borrow_month=6+months&legal_form=LLP',
          ),
        );
        expect((await loanRow(fromForm)).legalForm).toBe('llp');
        for (const blank of [step1, { ...step1, legal_form: '' }]) {
          expect((await loanRow(createdId(await post(`${loan}/submit`, blank)))).legalForm).toBeNull();
        }
        // Back to step 1 without it: the one given before stays.
        expectSavedOn(await post(`${loan}/submit`, { ...step1, id: fromJson }), fromJson);
        expect((await loanRow(fromJson)).legalForm).toBe('sole_trader');
      });

      it.each([['plc'], ['Limited company'], [42], [null], [{ form: 'llp' }]])(
        'refuses %j with the legacy 404 naming the values, never a 500, and stores nothing',
        async (legal_form) => {
          const before = await server.db.prisma.loanApplication.count();
          expectLegacyError(await post(`${loan}/submit`, { ...step1, legal_form }), [invalid]);
          expect(await server.db.prisma.loanApplication.count()).toBe(before);
        },
      );

      it('refuses an unknown value form-encoded too', async () => {
        const res = await postForm(
          `${loan}/submit`,
          'company_name=Acme&borrow_ammount=3000&borrow_month=6+months&legal_form=plc',
        );
        expectLegacyError(res, [invalid]);
      });
    });

    it('refuses a form-encoded step 1 with every problem at once', async () => {
      const res = await postForm(`${loan}/submit`, 'company_name=&borrow_ammount=12a&borrow_month=7+months');
      expect(res.statusCode).toBe(404);
      expect(
        res
          .json()
          .errors.map((error: { message: string }) => error.message)
          .sort(),
      ).toEqual([required, numbersOnly, loanTerm].sort());
    });

    it.each([
      ['an unknown id', randomUUID()],
      ['an id that is not a UUID', 'not-a-uuid'],
      ['an over-long id', 'a'.repeat(100)],
      ['an SQL-looking id', "1' OR '1'='1"],
    ])('answers %s with the legacy 404 on every step and the booking', async (_what, id) => {
      const before = await server.db.prisma.loanApplication.count();
      const calls = [
        post(`${loan}/submit`, { id, business_cat: 'Retail' }),
        post(`${loan}/submit`, { id, monthly_turnover_from: 20 }),
        postForm(`${loan}/submit`, `id=${encodeURIComponent(id)}&monthly_turnover_from=20`),
        post(`${loan}/client-personal-info-store`, { id, uri: calendlyUris('loan-unknown') }),
      ];
      for (const res of await Promise.all(calls)) expectLegacyError(res, [applicationNotFound]);
      if (id.length <= 64) expectLegacyError(await post(`${loan}/submit`, { ...step1, id }), [applicationNotFound]);
      expect(await server.db.prisma.loanApplication.count()).toBe(before);
      expect(
        await server.db.prisma.scheduledCall.count({
          where: { eventUri: calendlyUris('loan-unknown').event_uri },
        }),
      ).toBe(0);
    });

    it('refuses a cash-advance id on the loan rows', async () => {
      const id = await startCashAdvance();
      expectLegacyError(await post(`${loan}/submit`, { id, business_cat: 'Retail' }), [applicationNotFound]);
      expectLegacyError(await post(`${loan}/client-personal-info-store`, { id, uri: calendlyUris('crossed-loan') }), [
        applicationNotFound,
      ]);
    });

    it('refuses bad booking details with a legacy 404', async () => {
      const id = await startLoan();
      expectLegacyError(
        await post(`${loan}/client-personal-info-store`, {
          id,
          uri: {
            event_uri: 'https://evil.example/e/1',
            invitee_uri: `${'https://api.calendly.com/scheduled_events/'}E1/invitees/I1`,
          },
        }),
        [notCalendly],
      );
      expect(await server.db.prisma.scheduledCall.count({ where: { loanApplicationId: id } })).toBe(0);
    });
  });

  describe('merchant cash advance', () => {
    it.each([
      ['cf-ipcountry', 'GB', 'GB'],
      ['cf-ipcountry', 'gb', 'GB'],
      ['cloudfront-viewer-country', 'IE', 'IE'],
      ['x-vercel-ip-country', 'FR', 'FR'],
      ['x-country-code', 'DE', 'DE'],
      ['cf-ipcountry', 'XX', 'Unknown'],
      ['cf-ipcountry', 'T1', 'Unknown'],
      ['cf-ipcountry', 'Great Britain', 'Unknown'],
    ])('GET get-location-data with %s: %s answers the country %s', async (header, value, country) => {
      const res = await get(`${cash}/get-location-data`, { ...xhr, [header]: value });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ collections: locationFacts(country) });
    });

    it('GET get-location-data without a CDN header answers Unknown, and never the address', async () => {
      const res = await server.app.inject({
        method: 'GET',
        url: `${cash}/get-location-data`,
        headers: { ...xhr, 'x-forwarded-for': '81.2.69.142' },
        remoteAddress: '81.2.69.160',
      });
      expect(res.json()).toEqual({ collections: locationFacts('Unknown') });
      expect(res.body).not.toContain('81.2.69');
    });

    it('runs the flow with JSON bodies: location data, create, catalogue, update, booking', async () => {
      const location = (await get(`${cash}/get-location-data`, { ...xhr, 'cf-ipcountry': 'GB' })).json().collections;
      const created = await post(`${cash}/store`, {
        location_data: location,
        take_payment: 'Online E-Commerce',
        business_location: 'Online',
        business_name: 'Carter Bakery Ltd',
        card_provider: 'Global payments',
      });
      const id = createdId(created);
      expect(await cashRow(id)).toMatchObject({
        locationData: locationFacts('GB'),
        takePayment: 'online_ecommerce',
        businessLocation: 'online',
        businessName: 'Carter Bakery Ltd',
        cardProvider: 'Global payments',
        productId: null,
        productNotSure: false,
      });

      const catalogue = await get(`${cash}/get-data`);
      expect(catalogue.statusCode).toBe(200);
      expect(Object.keys(catalogue.json().collections)).toEqual([
        'products',
        'product_terms',
        'product_acquirers',
        'product_manufacturers',
        'product_features',
      ]);
      expect(productNames(catalogue)).toEqual(seedNames(() => true));
      const product = catalogue.json().collections.products[0];
      expect(product).toMatchObject({ id: expect.any(Number), monthly_charge: expect.any(Number) });
      expect(product.image).toMatch(/^\/storage\/cash_advance\/product\//);
      const image = await server.app.inject({ method: 'GET', url: product.image });
      expect(image.statusCode).toBe(200);

      expectSavedOn(await post(`${cash}/store`, { id, product_id: product.id }), id);
      expect(await cashRow(id)).toMatchObject({ productId: product.id, productNotSure: false });

      const uri = await book(`${cash}/client-personal-info-store`, id, 'REST-CASH-JSON');
      expect(await server.db.prisma.scheduledCall.findMany({ where: { cashAdvanceApplicationId: id } })).toMatchObject([
        { flow: 'cash_advance', eventUri: uri.event_uri },
      ]);
    });

    it('runs the flow with form-encoded bodies, location_data[0][label]=Country&location_data[0][value]=GB', async () => {
      const created = await postForm(
        `${cash}/store`,
        'location_data[0][label]=Country&location_data[0][value]=GB' +
          '&location_data[1][label]=Channel&location_data[1][value]=Website' +
          '&take_payment=Face+To+Face&business_location=Store&business_name=Carter+Bakery+Ltd&card_provider=Dojo',
      );
      const id = createdId(created);
      expect(await cashRow(id)).toMatchObject({
        locationData: locationFacts('GB'),
        takePayment: 'face_to_face',
        businessLocation: 'store',
        businessName: 'Carter Bakery Ltd',
        cardProvider: 'Dojo',
      });

      // The brackets percent-encoded, as jQuery sends them.
      const encoded = await postForm(
        `${cash}/store`,
        new URLSearchParams({
          'location_data[0][label]': 'Country',
          'location_data[0][value]': 'GB',
          take_payment: 'face to face',
          business_location: 'online',
          business_name: 'Lace Market Cafe',
          card_provider: 'sumup',
        }).toString(),
      );
      expect(encoded.statusCode).toBe(200);
      expect(await cashRow(encoded.json().collections.id)).toMatchObject({
        locationData: [{ label: 'Country', value: 'GB' }],
        takePayment: 'face_to_face',
        businessLocation: 'online',
        cardProvider: 'Sumup',
      });

      const product = productIds.get('Ingenico Lane/3000 PIN pad')!;
      expectSavedOn(await postForm(`${cash}/store`, `id=${id}&product_id=${product}`), id);
      expect(await cashRow(id)).toMatchObject({ productId: product, productNotSure: false });

      const notSure = await postForm(`${cash}/store`, `id=${id}&product_id=Not+sure`);
      expect(notSure.json()).toEqual({ collections: { id } });
      expect(await cashRow(id)).toMatchObject({ productId: null, productNotSure: true });

      const booking = formBooking(calendlyUris('REST-CASH-FORM'), id);
      for (let report = 0; report < 2; report += 1) {
        expectMessage(await postForm(`${cash}/client-personal-info-store`, booking), booked);
      }
      expect(await server.db.prisma.scheduledCall.count({ where: { cashAdvanceApplicationId: id } })).toBe(1);
    });

    it('stores an empty location list when a form-encoded create sends none', async () => {
      const res = await postForm(
        `${cash}/store`,
        'take_payment=Face+To+Face&business_location=Store&business_name=Plain+Ltd&card_provider=None+of+above',
      );
      expect(res.statusCode).toBe(200);
      expect(await cashRow(res.json().collections.id)).toMatchObject({
        locationData: [],
        cardProvider: 'None of above',
      });
    });

    describe('GET get-data with the legacy query', () => {
      const termTwo = () => names.term.get(2)!;
      const featureTwo = () => names.feature.get(2)!;
      const termAndFeature = () =>
        seedNames((product) => product.term === termTwo() && product.features.includes(featureTwo()));

      it('the seeded ids the README examples use name a term, a feature and an acquirer', () => {
        expect(termTwo()).toBeDefined();
        expect(featureTwo()).toBeDefined();
        expect(names.acquirer.get(1)).toBeDefined();
        expect(termAndFeature().length).toBeGreaterThan(0);
      });

      it('reads ids[]=<JSON> items as axios sends them', async () => {
        const res = await get(`${cash}/get-data?ids[]=%7B%22term_id%22%3A2%7D&ids[]=%7B%22feature_id%22%3A2%7D`);
        expect(res.statusCode).toBe(200);
        expect(productNames(res)).toEqual(termAndFeature());
        expect(res.json().collections.product_terms).toHaveLength(names.term.size);
      });

      it('reads the same with the brackets percent-encoded', async () => {
        const res = await get(
          `${cash}/get-data?ids%5B%5D=%7B%22term_id%22%3A2%7D&ids%5B%5D=%7B%22feature_id%22%3A2%7D`,
        );
        expect(res.statusCode).toBe(200);
        expect(productNames(res)).toEqual(termAndFeature());
      });

      it('reads the bracket form ids[0][term_id]=2&ids[1][feature_id]=2 the same', async () => {
        const bracket = await get(`${cash}/get-data?ids[0][term_id]=2&ids[1][feature_id]=2`);
        expect(bracket.statusCode).toBe(200);
        expect(productNames(bracket)).toEqual(termAndFeature());
        const json = await get(`${cash}/get-data?ids[]=%7B%22term_id%22%3A2%7D&ids[]=%7B%22feature_id%22%3A2%7D`);
        expect(bracket.json()).toEqual(json.json());
      });

      it('reads a single item: ids[0][acquirer_id]=1, and a single ids[]=<JSON>', async () => {
        const acquirer = names.acquirer.get(1)!;
        const expected = seedNames((product) => product.acquirer === acquirer);
        expect(expected.length).toBeGreaterThan(0);
        const bracket = await get(`${cash}/get-data?ids[0][acquirer_id]=1`);
        expect(bracket.statusCode).toBe(200);
        expect(productNames(bracket)).toEqual(expected);
        const json = await get(`${cash}/get-data?ids[]=${encodeURIComponent('{"acquirer_id":1}')}`);
        expect(json.statusCode).toBe(200);
        expect(productNames(json)).toEqual(expected);
        const text = await get(`${cash}/get-data?ids[]=${encodeURIComponent('{"acquirer_id":"1"}')}`);
        expect(productNames(text)).toEqual(expected);
      });

      it.each([
        ['malformed JSON', `ids[]=${encodeURIComponent('{"term_id":')}`],
        ['malformed JSON beside a good item', `ids[]=${encodeURIComponent('{"term_id":2}')}&ids[]=%7B`],
        ['an unknown key', `ids[]=${encodeURIComponent('{"colour_id":2}')}`],
        ['an unknown key, bracket form', 'ids[0][colour_id]=2'],
        ['two keys in one item', `ids[]=${encodeURIComponent('{"term_id":2,"feature_id":2}')}`],
        ['two keys in one bracket item', 'ids[0][term_id]=2&ids[0][feature_id]=2'],
        ['a filter id that is not a number', 'ids[0][term_id]=abc'],
        ['a filter id of zero', 'ids[0][term_id]=0'],
        ['an empty item', 'ids[]='],
        ['a nested item', 'ids[0][term_id][x]=2'],
        ['an over-large filter id', 'ids[0][term_id]=99999999999999999999'],
        ['an index past the list limit', 'ids[50][term_id]=2'],
        ['many items', Array.from({ length: 30 }, () => `ids[]=${encodeURIComponent('{"term_id":2}')}`).join('&')],
      ])('refuses %s with a legacy 404', async (_what, query) => {
        expectLegacyError(await get(`${cash}/get-data?${query}`), [filterNotFound]);
      });

      it.each([
        ['a term', `ids[]=${encodeURIComponent('{"term_id":999}')}`],
        ['an acquirer, bracket form', 'ids[0][acquirer_id]=999'],
        ['a feature beside a known term', 'ids[0][term_id]=2&ids[1][feature_id]=999'],
        ['the largest id', 'ids[0][manufacturer_id]=2147483647'],
      ])('answers a filter the catalogue does not have (%s) with a legacy 404', async (_what, query) => {
        expectLegacyError(await get(`${cash}/get-data?${query}`), [filterNotFound]);
      });

      it('reads an empty ids= as no filter, as it reads no ids at all', async () => {
        const res = await get(`${cash}/get-data?ids=`);
        expect(res.statusCode).toBe(200);
        expect(productNames(res)).toEqual(seedNames(() => true));
      });

      it('ignores query keys it does not know', async () => {
        const res = await get(`${cash}/get-data?page=2&ids[0][term_id]=2&_=1700000000000`);
        expect(res.statusCode).toBe(200);
        expect(productNames(res)).toEqual(seedNames((product) => product.term === termTwo()));
      });
    });

    const createBody = {
      take_payment: 'Face To Face',
      business_location: 'Store',
      business_name: 'X',
      card_provider: 'Dojo',
    };
    it.each([
      ['an empty body', {}, [fillAll]],
      ['no business name', { ...createBody, business_name: undefined }, [fillAll]],
      ['a provider not on the list', { ...createBody, card_provider: 'Square' }, [cardProvider]],
      ['an unknown payment method', { ...createBody, take_payment: 'Phone' }, [takePayment]],
      ['an unknown location', { ...createBody, business_location: 'Van' }, [businessLocation]],
      [
        'eleven location facts',
        { ...createBody, location_data: Array.from({ length: 11 }, () => ({ label: 'Country', value: 'GB' })) },
        [locationData],
      ],
      [
        'a location value over 100 characters',
        { ...createBody, location_data: [{ label: 'Country', value: 'x'.repeat(101) }] },
        [locationData],
      ],
    ])('create refuses %s with a legacy 404 and stores nothing', async (_what, payload, messages) => {
      const before = await server.db.prisma.cashAdvanceApplication.count();
      expectLegacyError(await post(`${cash}/store`, payload), messages);
      expect(await server.db.prisma.cashAdvanceApplication.count()).toBe(before);
    });

    it('update refuses an unknown product and an unknown application with their legacy 404s', async () => {
      const id = await startCashAdvance();
      const before = await cashRow(id);
      for (const product of ['999999', 'PAX', '', '0', '10000000000']) {
        expectLegacyError(await postForm(`${cash}/store`, `id=${id}&product_id=${product}`), [productNotFound]);
      }
      expectLegacyError(await post(`${cash}/store`, { id, product_id: 10_000_000_000 }), [productNotFound]);
      expect(await cashRow(id)).toEqual(before);

      const product = productIds.get('PAX A80 countertop')!;
      for (const unknown of [randomUUID(), 'not-a-uuid', 'a'.repeat(100)]) {
        expectLegacyError(await post(`${cash}/store`, { id: unknown, product_id: product }), [applicationNotFound]);
        expectLegacyError(await post(`${cash}/store`, { id: unknown, product_id: 'Not sure' }), [applicationNotFound]);
        expectLegacyError(
          await post(`${cash}/client-personal-info-store`, { id: unknown, uri: calendlyUris('cash-unknown') }),
          [applicationNotFound],
        );
      }
      const loanId = await startLoan();
      expectLegacyError(await post(`${cash}/store`, { id: loanId, product_id: product }), [applicationNotFound]);
      expect(
        await server.db.prisma.scheduledCall.count({
          where: { eventUri: calendlyUris('cash-unknown').event_uri },
        }),
      ).toBe(0);
    });
  });

  describe('the X-Requested-With header', () => {
    it.each(rows)('is required on %s %s (403, legacy body, nothing stored)', async (method, path) => {
      const loans = await server.db.prisma.loanApplication.count();
      const applications = await server.db.prisma.cashAdvanceApplication.count();
      const url = `/api${path}`;
      for (const headers of [{}, { 'x-requested-with': 'fetch' }] as Record<string, string>[]) {
        const res =
          method === 'get'
            ? await get(url, headers)
            : await post(url, { ...step1, ...merchantForm, business_name: 'Nope' }, headers);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ errors: [{ message: xhrMissing, code: 'xhr_header_missing' }] });
      }
      expect(await server.db.prisma.loanApplication.count()).toBe(loans);
      expect(await server.db.prisma.cashAdvanceApplication.count()).toBe(applications);
    });
  });

  describe('a visitor’s mistakes never answer 5xx', () => {
    it.each([
      ['malformed JSON', `${loan}/submit`, '{"company_name":'],
      ['malformed JSON', `${cash}/store`, '{"take_payment": "Store",'],
      ['an empty JSON body', `${loan}/submit`, ''],
      ['an empty JSON body', `${cash}/store`, ''],
      ['a JSON array', `${loan}/submit`, '[1,2]'],
      ['JSON null', `${cash}/store`, 'null'],
      ['a JSON string', `${loan}/client-personal-info-store`, '"Retail"'],
      ['a JSON number', `${cash}/client-personal-info-store`, '42'],
    ])('%s on %s', async (_what, url, payload) => {
      expectClientError(await postJsonText(url, payload));
    });

    it.each([
      ['an id that is an object', `${loan}/submit`, { id: { $ne: null }, business_cat: 'Retail' }],
      ['an id that is a number', `${loan}/submit`, { id: 42, monthly_turnover_from: 20 }],
      ['a category that is a list', `${loan}/submit`, { id: 'x', business_cat: ['Retail'] }],
      ['a turnover that is an object', `${loan}/submit`, { id: 'x', monthly_turnover_from: { from: 20 } }],
      ['an amount that is a list', `${loan}/submit`, { ...step1, borrow_ammount: [25000] }],
      ['a term that is a number', `${loan}/submit`, { ...step1, borrow_month: 12 }],
      ['a company name that is a number', `${loan}/submit`, { ...step1, company_name: 42 }],
      ['an amount far too large', `${loan}/submit`, { ...step1, borrow_ammount: 1e300 }],
      ['a uri that is text', `${loan}/client-personal-info-store`, { id: 'x', uri: 'https://calendly.com/e/1' }],
      ['location data that is text', `${cash}/store`, { location_data: 'GB', business_name: 'X' }],
      ['location data of numbers', `${cash}/store`, { location_data: [1, 2], business_name: 'X' }],
      ['a provider that is a list', `${cash}/store`, { card_provider: ['Dojo'], business_name: 'X' }],
      ['a product id that is an object', `${cash}/store`, { id: 'x', product_id: { id: 1 } }],
      ['a product id that is a fraction', `${cash}/store`, { id: 'x', product_id: 2.5 }],
      ['an id that is a list', `${cash}/store`, { id: ['x'], product_id: 1 }],
      ['a uri with numbers', `${cash}/client-personal-info-store`, { id: 'x', uri: { event_uri: 1, invitee_uri: 2 } }],
    ])("%s: a legacy 404 with the fields' own messages", async (_what, url, payload) => {
      expectFieldMessages(await post(url, payload));
    });

    it.each([
      ['a loan step with nested form fields', `${loan}/submit`, 'id[]=a&id[]=b&business_cat[name]=Retail'],
      ['a turnover as a list', `${loan}/submit`, 'id=x&monthly_turnover_from[]=20'],
      ['location data as text', `${cash}/store`, 'location_data=GB&take_payment=Store&business_name=X'],
      ['location data without indices', `${cash}/store`, 'location_data[label]=Country&location_data[value]=GB'],
      ['a product id as a list', `${cash}/store`, 'id=x&product_id[]=1&product_id[]=2'],
      ['a booking without its uri', `${cash}/client-personal-info-store`, 'id=x&uri='],
    ])('form-encoded: %s answers a legacy 404', async (_what, url, body) => {
      expectFieldMessages(await postForm(url, body));
    });
  });
});
