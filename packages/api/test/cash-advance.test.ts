import { randomUUID } from 'node:crypto';
import type { Database } from '@sme/db';
import { testDatabaseKinds } from '@sme/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCaller, demoAddressProvider } from '../src/index.ts';
import { expectEachRefused, refusal, refusalStoringNothing } from './refusal.ts';
import { createdId } from './support/answers.ts';
import { openForSuite, type Caller } from './support/suite-database.ts';
import { bookingReportTests, calendlyUris } from './support/booking-reports.ts';
import {
  applicationNotFound,
  bookingDetails,
  businessLocation,
  cardProvider,
  fillAll,
  filterNotFound,
  locationData,
  productNotFound,
  takePayment,
} from './support/messages.ts';
import { loanBasics, locationFacts, merchantForm } from './support/sample-answers.ts';
import { seedCatalogue as seed, type SeedProduct } from './support/seed-catalogue.ts';
import { cardProviders } from '../../../apps/web/e2e/support/spec-lists.ts';

/** The seed's products in the order the catalogue lists them: cheapest first, then by name. */
const seedProductNames = (keep: (product: SeedProduct) => boolean = () => true) =>
  seed.products
    .filter(keep)
    .sort((a, b) => a.monthlyCharge - b.monthlyCharge || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((product) => product.name);

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The merchant-service form as the site sends it, with the facts get-location-data answered. */
const form = { ...merchantForm, location_data: locationFacts('GB') };

describe.each(testDatabaseKinds())('cashAdvance (merchant cash advance) on %s', (kind) => {
  let db: Database;
  let caller: Caller;
  /** Catalogue ids by name, as the seed gave them on this database. */
  const ids = {
    term: new Map<string, number>(),
    acquirer: new Map<string, number>(),
    manufacturer: new Map<string, number>(),
    feature: new Map<string, number>(),
    product: new Map<string, number>(),
  };
  const idOf = (list: Map<string, number>, name: string) => {
    const id = list.get(name);
    if (id === undefined) throw new Error(`not in the seeded catalogue: ${name}`);
    return id;
  };

  openForSuite(kind, (opened) => ({ db, caller } = opened), { seed: true });
  beforeAll(async () => {
    const fill = (map: Map<string, number>, rows: { id: number; name: string }[]) =>
      rows.forEach(({ id, name }) => map.set(name, id));
    fill(ids.term, await db.prisma.productTerm.findMany());
    fill(ids.acquirer, await db.prisma.productAcquirer.findMany());
    fill(ids.manufacturer, await db.prisma.productManufacturer.findMany());
    fill(ids.feature, await db.prisma.productFeature.findMany());
    fill(ids.product, await db.prisma.product.findMany());
  });

  const applicationRow = (id: string) => db.prisma.cashAdvanceApplication.findUniqueOrThrow({ where: { id } });
  const applicationCount = () => db.prisma.cashAdvanceApplication.count();

  async function create(overrides: Partial<Record<keyof typeof form, unknown>> = {}) {
    const { collections } = await caller.cashAdvance.create({ ...form, ...overrides } as typeof form);
    return collections.id;
  }

  it('runs the flow: create, choose a product, show the application back', async () => {
    const created = await caller.cashAdvance.create(form);
    const id = createdId(created);
    expect(await applicationRow(id)).toMatchObject({
      locationData: form.location_data,
      takePayment: 'face_to_face',
      businessLocation: 'store',
      businessName: 'Carter Bakery Ltd',
      cardProvider: 'Dojo',
      productId: null,
      productNotSure: false,
    });
    expect(await caller.cashAdvance.summary({ id })).toEqual({
      collections: {
        id,
        business_name: 'Carter Bakery Ltd',
        card_provider: 'Dojo',
        take_payment: 'Face To Face',
        business_location: 'Store',
        product_id: null,
        product_name: null,
        advance_pounds: null,
      },
    });

    const productId = idOf(ids.product, 'Clover Flex portable');
    expect(await caller.cashAdvance.update({ id, product_id: productId })).toEqual({ collections: { id } });
    expect(await applicationRow(id)).toMatchObject({
      productId,
      productNotSure: false,
      businessName: 'Carter Bakery Ltd',
    });
    expect((await caller.cashAdvance.summary({ id })).collections).toMatchObject({
      product_id: productId,
      product_name: 'Clover Flex portable',
    });
  });

  describe('create (the merchant-service form)', () => {
    it.each(cardProviders)('takes the provider %j and stores it as listed', async (provider) => {
      const id = await create({ card_provider: provider });
      expect((await applicationRow(id)).cardProvider).toBe(provider);
      expect((await caller.cashAdvance.summary({ id })).collections.card_provider).toBe(provider);
    });

    it.each([
      ['dojo', 'Dojo'],
      ['IZETTLE', 'iZettle'],
      ['  world PAY ', 'World pay'],
      ['none of above', 'None of above'],
      ['evq', 'EVQ'],
    ])('takes the provider %j whatever the case, stored as %j', async (sent, stored) => {
      const id = await create({ card_provider: sent });
      expect((await applicationRow(id)).cardProvider).toBe(stored);
    });

    const column = { take_payment: 'takePayment', business_location: 'businessLocation' } as const;
    it.each([
      ['payment method', 'take_payment', 'Face To Face', 'face_to_face', 'Face To Face'],
      ['payment method', 'take_payment', 'Online E-Commerce', 'online_ecommerce', 'Online E-Commerce'],
      ['payment method', 'take_payment', 'face to face', 'face_to_face', 'Face To Face'],
      ['payment method', 'take_payment', ' ONLINE E-COMMERCE ', 'online_ecommerce', 'Online E-Commerce'],
      ['business location', 'business_location', 'Store', 'store', 'Store'],
      ['business location', 'business_location', 'Online', 'online', 'Online'],
      ['business location', 'business_location', 'store', 'store', 'Store'],
      ['business location', 'business_location', ' ONLINE', 'online', 'Online'],
    ] as const)('takes the %s %j', async (_what, field, sent, stored, shown) => {
      const id = await create({ [field]: sent });
      expect((await applicationRow(id))[column[field]]).toBe(stored);
      expect((await caller.cashAdvance.summary({ id })).collections[field]).toBe(shown);
    });

    it('trims the business name, and takes 200 characters', async () => {
      expect((await applicationRow(await create({ business_name: '  Ironbridge Cheese ' }))).businessName).toBe(
        'Ironbridge Cheese',
      );
      expect((await applicationRow(await create({ business_name: 'b'.repeat(200) }))).businessName).toBe(
        'b'.repeat(200),
      );
    });

    it.each(['take_payment', 'business_location', 'business_name', 'card_provider'] as const)(
      'refuses a missing, empty or blank %s: Please fill up all the options !',
      async (field) => {
        const before = await applicationCount();
        for (const value of [undefined, '', '   ', null]) {
          const call = caller.cashAdvance.create({ ...form, [field]: value } as never);
          expect(await refusal(call), JSON.stringify(value)).toEqual({ code: 'BAD_REQUEST', messages: [fillAll] });
        }
        const { [field]: _left, ...rest } = form;
        expect(await refusal(caller.cashAdvance.create(rest as never))).toEqual({
          code: 'BAD_REQUEST',
          messages: [fillAll],
        });
        expect(await applicationCount()).toBe(before);
      },
    );

    it('refuses an empty form with the one message', async () => {
      expect(await refusal(caller.cashAdvance.create({} as never))).toEqual({
        code: 'BAD_REQUEST',
        messages: [fillAll],
      });
    });

    it.each([
      ['a provider not on the list', { card_provider: 'Square' }, [cardProvider]],
      ['a provider spelt differently', { card_provider: 'Worldpay' }, [cardProvider]],
      ['an unknown payment method', { take_payment: 'Phone' }, [takePayment]],
      ['a stored value for the payment method', { take_payment: 'face_to_face' }, [takePayment]],
      ['an unknown location', { business_location: 'Market stall' }, [businessLocation]],
      [
        'a business name over 200 characters',
        { business_name: 'x'.repeat(201) },
        ['Business name must be at most 200 characters.'],
      ],
      [
        'three bad choices',
        { card_provider: 'Square', take_payment: 'Phone', business_location: 'Van' },
        [cardProvider, takePayment, businessLocation],
      ],
    ])('refuses %s with its message', async (_what, overrides, messages) => {
      const call = () => caller.cashAdvance.create({ ...form, ...overrides });
      const { code, messages: got } = await refusalStoringNothing(applicationCount, call);
      expect(code).toBe('BAD_REQUEST');
      expect(got.sort()).toEqual([...messages].sort());
    });

    describe('location data', () => {
      it('stores the list as JSON, as get-location-data answered it', async () => {
        const sent = [...locationFacts('GB'), { label: 'Note', value: '' }];
        const id = await create({ location_data: sent });
        expect((await applicationRow(id)).locationData).toEqual(sent);
      });

      it('stores an empty list when the form sends none', async () => {
        const { location_data: _left, ...rest } = form;
        const id = (await caller.cashAdvance.create(rest)).collections.id;
        expect((await applicationRow(id)).locationData).toEqual([]);
      });

      it('takes ten facts and values of 100 characters', async () => {
        const sent = Array.from({ length: 10 }, (_, index) => ({ label: `Fact ${index}`, value: 'v'.repeat(100) }));
        expect((await applicationRow(await create({ location_data: sent }))).locationData).toEqual(sent);
      });

      it.each([
        ['eleven facts', Array.from({ length: 11 }, (_, index) => ({ label: `Fact ${index}`, value: 'x' }))],
        ['a value over 100 characters', [{ label: 'Country', value: 'x'.repeat(101) }]],
        ['a label over 40 characters', [{ label: 'L'.repeat(41), value: 'GB' }]],
        ['an empty label', [{ label: '', value: 'GB' }]],
        ['a fact without a value', [{ label: 'Country' }]],
        ['a number for a value', [{ label: 'Country', value: 44 }]],
        ['text instead of a list', 'Country: GB'],
        ['an object instead of a list', { label: 'Country', value: 'GB' }],
        ['a list of text', ['GB']],
      ])('refuses %s: The location data is not valid.', async (_what, sent) => {
        const call = () => caller.cashAdvance.create({ ...form, location_data: sent } as never);
        expect(await refusalStoringNothing(applicationCount, call)).toEqual({
          code: 'BAD_REQUEST',
          messages: [locationData],
        });
      });
    });
  });

  describe('update (choose your product)', () => {
    it('stores a product id, sent as a number or as text, and a later choice replaces it', async () => {
      const id = await create();
      const first = idOf(ids.product, 'PAX A80 countertop');
      const second = idOf(ids.product, 'Verifone e285 card reader');
      await caller.cashAdvance.update({ id, product_id: first });
      expect(await applicationRow(id)).toMatchObject({ productId: first, productNotSure: false });
      await caller.cashAdvance.update({ id, product_id: ` ${second} ` });
      expect(await applicationRow(id)).toMatchObject({ productId: second, productNotSure: false });
      expect((await caller.cashAdvance.summary({ id })).collections.product_id).toBe(second);
    });

    it.each(['Not sure', 'not sure', ' NOT SURE '])("takes %j as 'Not sure', and a product clears it", async (sent) => {
      const id = await create();
      await caller.cashAdvance.update({ id, product_id: idOf(ids.product, 'Clover Mini countertop') });
      expect(await caller.cashAdvance.update({ id, product_id: sent })).toEqual({ collections: { id } });
      expect(await applicationRow(id)).toMatchObject({ productId: null, productNotSure: true });
      expect((await caller.cashAdvance.summary({ id })).collections.product_id).toBe('Not sure');

      const product = idOf(ids.product, 'PAX D135 card reader');
      await caller.cashAdvance.update({ id, product_id: String(product) });
      expect(await applicationRow(id)).toMatchObject({ productId: product, productNotSure: false });
      expect((await caller.cashAdvance.summary({ id })).collections.product_id).toBe(product);
    });

    it.each([
      ['a product the catalogue does not have', 99_999],
      ['the largest id a product could have', 2_147_483_647],
      ['an id past the largest a product could have', 2_147_483_648],
      ['an id of ten billion', 10_000_000_000],
      ['zero', 0],
      ['a negative id', -1],
      ['a fraction', 1.5],
      ['text', 'PAX'],
      ['ten digits of text', '9999999999'],
      ['an empty product', ''],
      ['nothing', undefined],
      ['null', null],
      ['a list', [1]],
    ])('refuses %s (%j): That product is not in our catalogue.', async (_what, productId) => {
      const id = await create();
      const before = await applicationRow(id);
      const call = caller.cashAdvance.update({ id, product_id: productId } as never);
      expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: [productNotFound] });
      expect(await applicationRow(id)).toEqual(before);
    });

    it.each([
      ['an unknown application', randomUUID()],
      ['an id that is not a UUID', 'not-a-uuid'],
      ['an SQL-looking id', "1' OR '1'='1"],
    ])('answers NOT_FOUND for %s', async (_what, id) => {
      const productId = idOf(ids.product, 'PAX A80 countertop');
      for (const call of [
        () => caller.cashAdvance.update({ id, product_id: productId }),
        () => caller.cashAdvance.update({ id, product_id: 'Not sure' }),
        () => caller.cashAdvance.store({ id, product_id: productId }),
        () => caller.cashAdvance.summary({ id }),
      ]) {
        expect(await refusal(call())).toEqual({ code: 'NOT_FOUND', messages: [applicationNotFound] });
      }
      expect(await db.prisma.cashAdvanceApplication.count({ where: { productId, productNotSure: true } })).toBe(0);
    });

    it('refuses an over-long or empty id with the same message', async () => {
      for (const id of ['a'.repeat(65), '', '  ']) {
        for (const call of [
          () => caller.cashAdvance.update({ id, product_id: 'Not sure' }),
          () => caller.cashAdvance.summary({ id }),
        ]) {
          expect((await refusal(call())).messages).toEqual([applicationNotFound]);
        }
      }
    });

    it('does not see a loan application', async () => {
      const id = (await caller.businessLoan.basicInfo(loanBasics)).collections.id;
      for (const call of [
        () => caller.cashAdvance.update({ id, product_id: 'Not sure' }),
        () => caller.cashAdvance.summary({ id }),
        () =>
          caller.cashAdvance.clientPersonalInfoStore({
            id,
            uri: {
              event_uri: 'https://api.calendly.com/scheduled_events/crossed',
              invitee_uri: 'https://api.calendly.com/scheduled_events/crossed/invitees/I1',
            },
          }),
      ]) {
        expect(await refusal(call())).toEqual({ code: 'NOT_FOUND', messages: [applicationNotFound] });
      }
      expect(await db.prisma.scheduledCall.count({ where: { loanApplicationId: id } })).toBe(0);
    });
  });

  describe('store: the legacy REST path that takes both shapes', () => {
    it('creates with the create shape and updates with the update shape', async () => {
      const before = await applicationCount();
      // A business of its own: the provider test already sent this form with Stripe, and a repeat is taken once.
      const created = await caller.cashAdvance.store({
        ...form,
        business_name: 'Carter Foods Ltd',
        card_provider: 'stripe',
      });
      const id = createdId(created);
      expect(await applicationCount()).toBe(before + 1);
      expect(await applicationRow(id)).toMatchObject({
        locationData: form.location_data,
        takePayment: 'face_to_face',
        businessLocation: 'store',
        businessName: 'Carter Foods Ltd',
        cardProvider: 'Stripe',
        productId: null,
      });

      const product = idOf(ids.product, 'Castles Vega3000 countertop');
      expect(await caller.cashAdvance.store({ id, product_id: String(product) })).toEqual({ collections: { id } });
      expect(await applicationRow(id)).toMatchObject({ productId: product, productNotSure: false });
      expect(await caller.cashAdvance.store({ id, product_id: 'Not sure' })).toEqual({ collections: { id } });
      expect(await applicationRow(id)).toMatchObject({ productId: null, productNotSure: true });
      expect(await applicationCount()).toBe(before + 1);
    });

    it('checks each shape by its own rules', async () => {
      const id = await create();
      await expectEachRefused(
        async () => [await applicationRow(id), await applicationCount()],
        caller.cashAdvance.store,
        [
          [{}, [fillAll]],
          [{ ...form, business_name: '' }, [fillAll]],
          [{ ...form, card_provider: 'Square' }, [cardProvider]],
          [{ ...form, location_data: [{ label: '', value: 'GB' }] }, [locationData]],
          [{ id }, [productNotFound]],
          [{ id, product_id: 'maybe' }, [productNotFound]],
          [{ id, product_id: 99_999 }, [productNotFound]],
          [{ product_id: 'Not sure' }, [applicationNotFound]],
        ],
      );
    });
  });

  describe('the catalogue', () => {
    it('lists all 14 products, cheapest first, with every filter list, as the seed has them', async () => {
      const { collections } = await caller.cashAdvance.catalogue();
      expect(Object.keys(collections)).toEqual([
        'products',
        'product_terms',
        'product_acquirers',
        'product_manufacturers',
        'product_features',
      ]);
      expect(collections.products).toHaveLength(14);
      expect(collections.products.map((product) => product.name)).toEqual(seedProductNames());

      const expected = seed.products.map((product) => ({
        id: idOf(ids.product, product.name),
        name: product.name,
        image: `/storage/${product.image}`,
        monthly_charge: product.monthlyCharge,
        term: { id: idOf(ids.term, product.term), name: product.term },
        acquirer: {
          id: idOf(ids.acquirer, product.acquirer),
          name: product.acquirer,
          logo: `/storage/${seed.acquirers.find((acquirer) => acquirer.name === product.acquirer)!.logo}`,
        },
        manufacturer: { id: idOf(ids.manufacturer, product.manufacturer), name: product.manufacturer },
        features: product.features.map((name) => ({ id: idOf(ids.feature, name), name })).sort(byName),
        // The figures a merchant compares (issue 31): fees in pounds with pence.
        debit_rate_percent: product.debitRatePercent,
        debit_pence_per_transaction: product.debitPencePerTransaction,
        credit_rate_percent: product.creditRatePercent,
        credit_pence_per_transaction: product.creditPencePerTransaction,
        contract_months: product.contractMonths,
        exit_fee: product.exitFeePence / 100,
        set_up_fee: product.setUpFeePence / 100,
      }));
      expect([...collections.products].sort(byName)).toEqual(expected.sort(byName));

      expect(collections.product_terms).toEqual(
        seed.terms.map(({ name }) => ({ id: idOf(ids.term, name), name })).sort((a, b) => a.id - b.id),
      );
      expect(collections.product_terms.map((term) => term.name)).toEqual(seed.terms.map((term) => term.name));
      expect(collections.product_acquirers).toEqual(
        seed.acquirers
          .map(({ name, logo }) => ({ id: idOf(ids.acquirer, name), name, logo: `/storage/${logo}` }))
          .sort(byName),
      );
      expect(collections.product_manufacturers).toEqual(
        seed.manufacturers.map(({ name }) => ({ id: idOf(ids.manufacturer, name), name })).sort(byName),
      );
      expect(collections.product_features).toEqual(
        seed.features.map(({ name }) => ({ id: idOf(ids.feature, name), name })).sort(byName),
      );
    });

    it('answers the same with an empty filter object', async () => {
      expect(await caller.cashAdvance.catalogue({})).toEqual(await caller.cashAdvance.catalogue());
    });

    const kinds = [
      ['term_id', 'term', () => seed.terms, (p: SeedProduct, name: string) => p.term === name],
      ['acquirer_id', 'acquirer', () => seed.acquirers, (p: SeedProduct, name: string) => p.acquirer === name],
      [
        'manufacturer_id',
        'manufacturer',
        () => seed.manufacturers,
        (p: SeedProduct, name: string) => p.manufacturer === name,
      ],
      ['feature_id', 'feature', () => seed.features, (p: SeedProduct, name: string) => p.features.includes(name)],
    ] as const;

    it.each(kinds)('filters by %s alone, for every value of its list', async (key, list, values, matches) => {
      const full = await caller.cashAdvance.catalogue();
      let matched = 0;
      for (const { name } of values()) {
        const { collections } = await caller.cashAdvance.catalogue({ [key]: idOf(ids[list], name) });
        const expected = seedProductNames((product) => matches(product, name));
        expect(
          collections.products.map((product) => product.name),
          `${key} ${name}`,
        ).toEqual(expected);
        expect(expected.length, `${key} ${name} matches a product`).toBeGreaterThan(0);
        matched += expected.length;
        // The sidebar keeps every choice beside the current one.
        expect(collections.product_terms).toEqual(full.collections.product_terms);
        expect(collections.product_acquirers).toEqual(full.collections.product_acquirers);
        expect(collections.product_manufacturers).toEqual(full.collections.product_manufacturers);
        expect(collections.product_features).toEqual(full.collections.product_features);
      }
      if (key === 'feature_id') expect(matched).toBeGreaterThan(14);
      else expect(matched).toBe(14);
    });

    it.each<[{ term?: string; acquirer?: string; manufacturer?: string; feature?: string }]>([
      [{ term: '12 months', feature: '4G and Wi-Fi' }],
      [{ acquirer: 'Fiserv', manufacturer: 'Clover' }],
      [{ acquirer: 'Elavon', feature: 'Contactless' }],
      [{ term: '24 months', manufacturer: 'PAX', feature: 'Printed receipts' }],
      [{ term: '36 months', acquirer: 'Fiserv', manufacturer: 'Clover', feature: 'Tipping' }],
      [{ term: 'Monthly rolling', acquirer: 'Barclaycard' }],
      [{ manufacturer: 'Ingenico', feature: 'Tipping' }],
    ])('combines filters: %j', async (chosen) => {
      const filters = {
        ...(chosen.term === undefined ? {} : { term_id: idOf(ids.term, chosen.term) }),
        ...(chosen.acquirer === undefined ? {} : { acquirer_id: idOf(ids.acquirer, chosen.acquirer) }),
        ...(chosen.manufacturer === undefined ? {} : { manufacturer_id: idOf(ids.manufacturer, chosen.manufacturer) }),
        ...(chosen.feature === undefined ? {} : { feature_id: idOf(ids.feature, chosen.feature) }),
      };
      const expected = seedProductNames(
        (product) =>
          (chosen.term === undefined || product.term === chosen.term) &&
          (chosen.acquirer === undefined || product.acquirer === chosen.acquirer) &&
          (chosen.manufacturer === undefined || product.manufacturer === chosen.manufacturer) &&
          (chosen.feature === undefined || product.features.includes(chosen.feature)),
      );
      const { collections } = await caller.cashAdvance.catalogue(filters);
      expect(collections.products.map((product) => product.name)).toEqual(expected);
      expect(collections.product_features).toHaveLength(seed.features.length);
    });

    it('answers an empty product list, not an error, when known filters match nothing', async () => {
      const { collections } = await caller.cashAdvance.catalogue({
        term_id: idOf(ids.term, 'Monthly rolling'),
        manufacturer_id: idOf(ids.manufacturer, 'Ingenico'),
      });
      expect(collections.products).toEqual([]);
      expect(collections.product_terms).toHaveLength(seed.terms.length);
    });

    it('takes filter ids sent as text', async () => {
      const term = idOf(ids.term, '18 months');
      const { collections } = await caller.cashAdvance.catalogue({ term_id: String(term) } as never);
      expect(collections.products.map((product) => product.name)).toEqual(
        seedProductNames((product) => product.term === '18 months'),
      );
    });

    it.each(['term_id', 'acquirer_id', 'manufacturer_id', 'feature_id'])(
      'answers NOT_FOUND for a %s the catalogue does not have',
      async (key) => {
        for (const id of [99_999, 2_147_483_647]) {
          expect(await refusal(caller.cashAdvance.catalogue({ [key]: id }))).toEqual({
            code: 'NOT_FOUND',
            messages: [filterNotFound],
          });
        }
        // One unknown filter beside known ones is still refused.
        const call = caller.cashAdvance.catalogue({ term_id: idOf(ids.term, '12 months'), [key]: 99_999 });
        expect(await refusal(call)).toEqual({ code: 'NOT_FOUND', messages: [filterNotFound] });
      },
    );

    it.each([0, -1, 1.5, 'abc', '', 2_147_483_648, 1e12])(
      'refuses the filter id %j with the same message',
      async (id) => {
        const call = caller.cashAdvance.catalogue({ feature_id: id } as never);
        expect((await refusal(call)).messages).toEqual([filterNotFound]);
      },
    );
  });

  describe('getData: the legacy catalogue query', () => {
    const names = (result: { collections: { products: { name: string }[] } }) =>
      result.collections.products.map((product) => product.name);

    it('answers every product with no ids', async () => {
      expect(await caller.cashAdvance.getData({})).toEqual(await caller.cashAdvance.catalogue());
    });

    it('reads the items as JSON strings, as axios sends them', async () => {
      const term = idOf(ids.term, '24 months');
      const feature = idOf(ids.feature, 'Contactless');
      const result = await caller.cashAdvance.getData({
        ids: [JSON.stringify({ term_id: term }), JSON.stringify({ feature_id: feature })],
      });
      expect(names(result)).toEqual(
        seedProductNames((product) => product.term === '24 months' && product.features.includes('Contactless')),
      );
      expect(names(result).length).toBeGreaterThan(0);
      expect(result).toEqual(await caller.cashAdvance.catalogue({ term_id: term, feature_id: feature }));
    });

    it('reads the items as objects with text values, as the bracket form arrives', async () => {
      const acquirer = idOf(ids.acquirer, 'Fiserv');
      const manufacturer = idOf(ids.manufacturer, 'Verifone');
      const result = await caller.cashAdvance.getData({
        ids: [{ acquirer_id: String(acquirer) }, { manufacturer_id: String(manufacturer) }],
      });
      expect(names(result)).toEqual(
        seedProductNames((product) => product.acquirer === 'Fiserv' && product.manufacturer === 'Verifone'),
      );
      expect(names(result)).toEqual(['Verifone V200c Plus countertop']);
    });

    it('reads a single item that arrives unwrapped, as text or as an object', async () => {
      const manufacturer = idOf(ids.manufacturer, 'Castles');
      const expected = seedProductNames((product) => product.manufacturer === 'Castles');
      expect(names(await caller.cashAdvance.getData({ ids: `{"manufacturer_id":${manufacturer}}` }))).toEqual(expected);
      expect(names(await caller.cashAdvance.getData({ ids: { manufacturer_id: String(manufacturer) } }))).toEqual(
        expected,
      );
      expect(names(await caller.cashAdvance.getData({ ids: [`{"manufacturer_id":"${manufacturer}"}`] }))).toEqual(
        expected,
      );
    });

    it('takes all four kinds at once, and a later value of the same kind wins', async () => {
      const all = await caller.cashAdvance.getData({
        ids: [
          JSON.stringify({ term_id: idOf(ids.term, 'Monthly rolling') }),
          { acquirer_id: String(idOf(ids.acquirer, 'Fiserv')) },
          JSON.stringify({ manufacturer_id: idOf(ids.manufacturer, 'Clover') }),
          JSON.stringify({ feature_id: idOf(ids.feature, '10-hour battery') }),
        ],
      });
      expect(names(all)).toEqual(['Clover Flex portable']);

      const later = await caller.cashAdvance.getData({
        ids: [
          JSON.stringify({ term_id: idOf(ids.term, '12 months') }),
          JSON.stringify({ term_id: idOf(ids.term, '36 months') }),
        ],
      });
      expect(names(later)).toEqual(seedProductNames((product) => product.term === '36 months'));
    });

    it.each([
      ['malformed JSON', ['{"term_id":']],
      ['an empty item', ['']],
      ['JSON that is not an object', ['3']],
      ['a JSON list', ['[{"term_id":1}]']],
      ['JSON null', ['null']],
      ['an unknown key', ['{"colour_id":1}']],
      ['an unknown key as an object', [{ colour_id: '1' }]],
      ['two keys in one item', ['{"term_id":1,"feature_id":2}']],
      ['two keys in one object', [{ term_id: '1', feature_id: '2' }]],
      ['an empty object', ['{}']],
      ['a filter id that is not a number', ['{"term_id":"abc"}']],
      ['a filter id of zero', ['{"term_id":0}']],
      ['a fractional filter id', [{ feature_id: '1.5' }]],
      ['an over-large filter id', ['{"term_id":99999999999}']],
      ['a good item beside a bad one', ['{"term_id":1}', '{"term":1}']],
      ['a single malformed item, unwrapped', '{"term_id"'],
    ])('refuses %s with the filter message', async (_what, items) => {
      const { code, messages } = await refusal(caller.cashAdvance.getData({ ids: items } as never));
      expect(messages).toEqual([filterNotFound]);
      expect(code).toBe('BAD_REQUEST');
    });

    it('refuses more than 16 items, saying so', async () => {
      const ids = Array.from({ length: 17 }, () => '{"term_id":1}');
      expect(await refusal(caller.cashAdvance.getData({ ids }))).toEqual({
        code: 'BAD_REQUEST',
        messages: ['Please send at most 16 filters.'],
      });
      expect((await caller.cashAdvance.getData({ ids: ids.slice(1) })).collections.products.length).toBeGreaterThan(0);
    });

    it('answers NOT_FOUND for a filter the catalogue does not have', async () => {
      for (const ids of [['{"term_id":999}'], [{ acquirer_id: '999' }], '{"feature_id":999}']) {
        expect(await refusal(caller.cashAdvance.getData({ ids } as never))).toEqual({
          code: 'NOT_FOUND',
          messages: [filterNotFound],
        });
      }
    });
  });

  describe('locationData', () => {
    it('answers the country a CDN reported', async () => {
      const withCountry = createCaller({
        prisma: db.prisma,
        addressLookup: demoAddressProvider(),
        visitorCountry: 'GB',
      });
      expect(await withCountry.cashAdvance.locationData()).toEqual({ collections: locationFacts('GB') });
    });

    it.each([
      ['no country in the context', undefined],
      ['a null country', null],
    ])("answers 'Unknown' with %s", async (_what, visitorCountry) => {
      const anonymous = createCaller({ prisma: db.prisma, addressLookup: demoAddressProvider(), visitorCountry });
      expect(await anonymous.cashAdvance.locationData()).toEqual({ collections: locationFacts('Unknown') });
    });

    it('is what create takes back as location_data', async () => {
      const fromFrance = createCaller({
        prisma: db.prisma,
        addressLookup: demoAddressProvider(),
        visitorCountry: 'FR',
      });
      const location = (await fromFrance.cashAdvance.locationData()).collections;
      const id = (await caller.cashAdvance.create({ ...form, location_data: location })).collections.id;
      expect((await applicationRow(id)).locationData).toEqual(location);
    });
  });

  describe('the booking the scheduling widget reports', () => {
    bookingReportTests('cash_advance', {
      db: () => db,
      start: () => create(),
      book: (id, uri) => caller.cashAdvance.clientPersonalInfoStore({ id, uri }),
    });

    it('refuses an unknown application and bad booking details', async () => {
      const unknown = caller.cashAdvance.clientPersonalInfoStore({
        id: randomUUID(),
        uri: calendlyUris('EVENT-CASH-NOBODY'),
      });
      expect(await refusal(unknown)).toEqual({ code: 'NOT_FOUND', messages: [applicationNotFound] });
      expect(await db.prisma.scheduledCall.count({ where: { eventUri: { contains: 'EVENT-CASH-NOBODY' } } })).toBe(0);

      const id = await create();
      const invitee = 'https://api.calendly.com/scheduled_events/E1/invitees/I1';
      for (const [sent, expected] of [
        [{ event_uri: 'https://evil.example', invitee_uri: invitee }, ['The booking must be a Calendly event.']],
        [
          { event_uri: 'http://api.calendly.com/scheduled_events/E1', invitee_uri: invitee },
          ['The booking must be a Calendly event.'],
        ],
        [{ event_uri: 'not a uri', invitee_uri: invitee }, ['The booking must be a Calendly event.']],
        [{ event_uri: 'https://api.calendly.com/scheduled_events/E1' }, [bookingDetails]],
      ] as const) {
        const call = caller.cashAdvance.clientPersonalInfoStore({ id, uri: sent } as never);
        expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: expected });
      }
      expect(await db.prisma.scheduledCall.count({ where: { cashAdvanceApplicationId: id } })).toBe(0);
    });
  });
});
