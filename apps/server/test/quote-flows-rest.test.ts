import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@sme/db/testing';
import { describe, expect, it } from 'vitest';
import { calendlyUris } from '../../../packages/api/test/support/booking-reports.ts';
import { booked, quoteNotFound, xhrMissing } from '../../../packages/api/test/support/messages.ts';
import {
  createdId,
  expectClientError,
  expectFieldMessages,
  expectMessage,
  expectSavedOn,
  formBooking,
  itDocumentsLegacyFields,
  legacyRequests,
} from './legacy-rest.ts';
import { expectLegacyError, serverForSuite } from './test-server.ts';

const energy = '/api/commecial-utility';
const water = '/api/commecial-water-waste';

/** Every REST row of spec §7 for both flows, with the fields the legacy clients send, spelt as they spell them. */
const rows = [
  ['post', '/commecial-utility/post-code/submit', ['post_code', 'full_address', 'bussiness_name']],
  ['get', '/commecial-utility/guest-info/get/{id}', []],
  ['post', '/commecial-utility/business-name/submit', ['bussiness_name', 'id']],
  ['post', '/commecial-utility/service/submit', ['id', 'service']],
  ['post', '/commecial-utility/supplier/submit', ['id', 'supplier', 'contact_end_date']],
  ['post', '/commecial-utility/client-personal-info-store', ['uri', 'id']],
  ['post', '/commecial-water-waste/post-code/submit', ['post_code', 'full_address', 'bussiness_name']],
  ['get', '/commecial-water-waste/guest-info/get/{id}', []],
  ['post', '/commecial-water-waste/business-name/submit', ['bussiness_name', 'id']],
  ['post', '/commecial-water-waste/water/submit', ['id', 'service']],
  ['post', '/commecial-water-waste/waste/submit', ['id', 'service']],
  ['post', '/commecial-water-waste/annual-usage/submit', ['annual_usage', 'id']],
  ['post', '/commecial-water-waste/waste-info/submit', ['require_bin', 'bin_capacity', 'bin_collected_days', 'id']],
  ['post', '/commecial-water-waste/client-personal-info-store', ['uri', 'id']],
] as const;

describe('openapi.json documents both quote flows on their legacy paths', () => {
  itDocumentsLegacyFields(rows);
});

describe.each(testDatabaseKinds())('the quote flows over REST on the legacy /api paths, %s', (kind) => {
  // Whole flows from one address, well past a visitor's limits: throttling has its own tests.
  const server = serverForSuite(kind, { env: { RATE_LIMITS: 'off' } });

  const { post, postForm, get, postJsonText, book } = legacyRequests(() => server);
  const lead = (id: string) => server.db.prisma.guestLead.findUniqueOrThrow({ where: { id } });

  async function start(prefix: string, postcode = 'E1 6QL') {
    const res = await post(`${prefix}/post-code/submit`, {
      post_code: postcode,
      full_address: `1 Test Street, ${postcode}`,
      bussiness_name: 'Test Traders Ltd',
    });
    return createdId(res);
  }

  describe('commercial utility (energy)', () => {
    it('runs the whole wizard with JSON bodies and answers the legacy shapes', async () => {
      const address = (await get('/api/address/e16ql')).json().collections[0];
      const started = await post(`${energy}/post-code/submit`, {
        post_code: 'e16ql',
        full_address: address.envelopeAddress.summaryLine,
        bussiness_name: address.envelopeAddress.organisation,
      });
      const id = createdId(started);

      const info = await get(`${energy}/guest-info/get/${id}`);
      expect(info.statusCode).toBe(200);
      expect(info.json()).toEqual({
        collections: {
          id,
          post_code: 'E1 6QL',
          full_address: address.envelopeAddress.summaryLine,
          bussiness_name: address.envelopeAddress.organisation,
          service: null,
          supplier: null,
          contact_end_date: null,
        },
      });

      expectSavedOn(await post(`${energy}/business-name/submit`, { bussiness_name: 'Copperkettle Ltd', id }), id);
      expectSavedOn(await post(`${energy}/service/submit`, { id, service: 'Electricity' }), id);
      const supplier = await post(`${energy}/supplier/submit`, {
        id,
        supplier: 'Opus Energy',
        contact_end_date: '2027-03-31',
      });
      expectSavedOn(supplier, id, 'Saved.');

      expect((await get(`${energy}/guest-info/get/${id}`)).json()).toEqual({
        collections: {
          id,
          post_code: 'E1 6QL',
          full_address: address.envelopeAddress.summaryLine,
          bussiness_name: 'Copperkettle Ltd',
          service: 'Electricity',
          supplier: 'Opus Energy',
          contact_end_date: '2027-03-31',
        },
      });
      const row = await lead(id);
      expect(row).toMatchObject({
        flow: 'energy',
        businessName: 'Copperkettle Ltd',
        service: 'electricity',
        supplier: 'Opus Energy',
        contractEndUnsure: false,
      });
      expect(row.contractEndDate).toEqual(new Date('2027-03-31T00:00:00.000Z'));

      const uri = await book(`${energy}/client-personal-info-store`, id, 'REST-ENERGY-JSON');
      expect(await server.db.prisma.scheduledCall.findMany({ where: { guestLeadId: id } })).toMatchObject([
        { flow: 'energy', eventUri: uri.event_uri },
      ]);
    });

    it('runs the whole wizard with form-encoded bodies, booking with uri[event_uri] and uri[invitee_uri]', async () => {
      const started = await postForm(
        `${energy}/post-code/submit`,
        'post_code=se1+1tl&full_address=Stall+14%2C+Borough+Market%2C+8+Southwark+Street&bussiness_name=',
      );
      const id = createdId(started);
      expect(await lead(id)).toMatchObject({
        flow: 'energy',
        postCode: 'SE1 1TL',
        fullAddress: 'Stall 14, Borough Market, 8 Southwark Street',
        businessName: null,
      });

      expectSavedOn(await postForm(`${energy}/business-name/submit`, `bussiness_name=Ironbridge+Cheese&id=${id}`), id);
      expectSavedOn(await postForm(`${energy}/service/submit`, `id=${id}&service=Gas+and+Electricity`), id);
      const supplier = await postForm(
        `${energy}/supplier/submit`,
        `id=${id}&supplier=I+am+not+sure&contact_end_date=I+am+not+sure`,
      );
      expectSavedOn(supplier, id, 'Saved.');
      expect(await lead(id)).toMatchObject({
        businessName: 'Ironbridge Cheese',
        service: 'gas_and_electricity',
        supplier: 'I am not sure',
        contractEndDate: null,
        contractEndUnsure: true,
      });
      expect((await get(`${energy}/guest-info/get/${id}`)).json().collections).toMatchObject({
        bussiness_name: 'Ironbridge Cheese',
        service: 'Gas and Electricity',
        supplier: 'I am not sure',
        contact_end_date: 'I am not sure',
      });

      const uri = calendlyUris('REST-ENERGY-FORM');
      const booking = formBooking(uri, id);
      for (let report = 0; report < 2; report += 1) {
        expectMessage(await postForm(`${energy}/client-personal-info-store`, booking), booked);
      }
      // The same fields with the brackets percent-encoded, as jQuery sends them.
      const encoded = new URLSearchParams({
        'uri[event_uri]': uri.event_uri,
        'uri[invitee_uri]': uri.invitee_uri,
        id,
      }).toString();
      expect((await postForm(`${energy}/client-personal-info-store`, encoded)).statusCode).toBe(200);
      expect(await server.db.prisma.scheduledCall.findMany({ where: { guestLeadId: id } })).toMatchObject([
        { flow: 'energy', eventUri: uri.event_uri, inviteeUri: uri.invitee_uri },
      ]);
    });

    it('keeps what the visitor pays now, sent form-encoded as a legacy client sends numbers (text)', async () => {
      const id = await start(energy);
      expectSavedOn(await postForm(`${energy}/service/submit`, `id=${id}&service=Gas+and+Electricity`), id);
      const figures = new URLSearchParams({
        id,
        supplier: 'EDF',
        contact_end_date: 'I am not sure',
        electricity_annual_kwh: '12000',
        electricity_unit_rate: '30.5',
        electricity_standing_charge: '60',
        gas_monthly_bill: '150',
        // A bill before VAT and Climate Change Levy, as the visitor says (left out, a bill includes both).
        gas_bill_includes_vat: 'false',
      }).toString();
      expectSavedOn(await postForm(`${energy}/supplier/submit`, figures), id, 'Saved.');
      expect((await lead(id)).energyFiguresShown).toMatchObject({
        current: [
          { fuel: 'electricity', annualKwh: 12_000, unitRatePence: 30.5, standingChargePencePerDay: 60 },
          { fuel: 'gas', monthlyBillPounds: 150, billIncludesVatAndCcl: false },
        ],
      });
      // A figure that is not a number is the visitor's mistake: the legacy error with a message a person can read,
      // and what was kept stays.
      const before = await lead(id);
      const wrong = await postForm(
        `${energy}/supplier/submit`,
        `id=${id}&supplier=EDF&contact_end_date=I+am+not+sure&gas_unit_rate=seven`,
      );
      expectFieldMessages(wrong);
      expect((await lead(id)).energyFiguresShown).toEqual(before.energyFiguresShown);
    });

    it('updates the same lead when post-code/submit carries the id', async () => {
      const id = await start(energy);
      const before = await server.db.prisma.guestLead.count();
      expectSavedOn(
        await postForm(`${energy}/post-code/submit`, `post_code=bs13bx&full_address=2+Broad+Quay&id=${id}`),
        id,
      );
      expect(await server.db.prisma.guestLead.count()).toBe(before);
      expect(await lead(id)).toMatchObject({ postCode: 'BS1 3BX', fullAddress: '2 Broad Quay', businessName: null });
    });

    it.each([
      ['post-code/submit', { post_code: 'ZZ', full_address: '1 High St' }, ['Please enter a valid UK postcode.']],
      ['post-code/submit', { post_code: 'E1 6QL', full_address: '' }, ['Please choose your address.']],
      ['business-name/submit', { bussiness_name: ' ', id: 'LEAD' }, ['Please enter business name !']],
      ['service/submit', { id: 'LEAD' }, ['Please select a service !']],
      ['service/submit', { id: 'LEAD', service: 'Water' }, ['Please select a service !']],
      ['supplier/submit', { id: 'LEAD', contact_end_date: '2027-03-31' }, ['Data missing !']],
      ['supplier/submit', { id: 'LEAD', supplier: 'EDF', contact_end_date: '' }, ['Data missing !']],
      [
        'supplier/submit',
        { id: 'LEAD', supplier: 'Octopus', contact_end_date: '2027-03-31' },
        ['Please choose a supplier from the list.'],
      ],
      [
        'supplier/submit',
        { id: 'LEAD', supplier: 'EDF', contact_end_date: '2027-02-30' },
        ["Please give the contract end date as a date (yyyy-mm-dd) or 'I am not sure'."],
      ],
      [
        'supplier/submit',
        { id: 'LEAD', supplier: 'EDF', contact_end_date: '31/03/2027' },
        ["Please give the contract end date as a date (yyyy-mm-dd) or 'I am not sure'."],
      ],
      [
        'client-personal-info-store',
        { id: 'LEAD', uri: { event_uri: 'https://evil.example', invitee_uri: 'https://evil.example/i/1' } },
        ['The booking must be a Calendly event.', 'The invitee must belong to the booked Calendly event.'],
      ],
    ] as const)('POST %s refuses %j with a legacy 404', async (path, payload, messages) => {
      const id = await start(energy);
      const before = await lead(id);
      const res = await post(`${energy}/${path}`, JSON.parse(JSON.stringify(payload).replace('"LEAD"', `"${id}"`)));
      expectLegacyError(res, [...messages]);
      const after = await lead(id);
      expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
      expect(await server.db.prisma.scheduledCall.count({ where: { guestLeadId: id } })).toBe(0);
    });
  });

  describe('commercial water & waste', () => {
    it('runs the water path with JSON bodies', async () => {
      const id = await start(water, 'NG1 3QN');
      expect((await get(`${water}/guest-info/get/${id}`)).json()).toEqual({
        collections: {
          id,
          post_code: 'NG1 3QN',
          full_address: '1 Test Street, NG1 3QN',
          bussiness_name: 'Test Traders Ltd',
          service: null,
          annual_usage: null,
          require_bin: null,
          bin_capacity: null,
          bin_collected_days: null,
        },
      });
      expect((await post(`${water}/business-name/submit`, { bussiness_name: 'Lace Market Cafe', id })).json()).toEqual({
        collections: { id },
      });
      expectSavedOn(await post(`${water}/water/submit`, { id, service: 'Water' }), id, 'Saved.');
      expectSavedOn(await post(`${water}/annual-usage/submit`, { annual_usage: '1,500 m3', id }), id, 'Saved.');
      expect(await lead(id)).toMatchObject({ flow: 'water_waste', service: 'water', annualUsage: '1,500 m3' });
      expect((await get(`${water}/guest-info/get/${id}`)).json()).toEqual({
        collections: {
          id,
          post_code: 'NG1 3QN',
          full_address: '1 Test Street, NG1 3QN',
          bussiness_name: 'Lace Market Cafe',
          service: 'Water',
          annual_usage: '1,500 m3',
          require_bin: null,
          bin_capacity: null,
          bin_collected_days: null,
        },
      });
      const uri = await book(`${water}/client-personal-info-store`, id, 'REST-WATER');
      expect(await server.db.prisma.scheduledCall.findMany({ where: { guestLeadId: id } })).toMatchObject([
        { flow: 'water_waste', eventUri: uri.event_uri },
      ]);
    });

    it('runs the waste path with form-encoded bodies, numbers sent as text', async () => {
      const started = await postForm(`${water}/post-code/submit`, 'post_code=le14an&full_address=3+Gallowtree+Gate');
      const id = createdId(started);
      expectSavedOn(await postForm(`${water}/business-name/submit`, `bussiness_name=Gate+Grill&id=${id}`), id);
      expectSavedOn(await postForm(`${water}/waste/submit`, `id=${id}&service=Waste`), id, 'Saved.');
      const info = await postForm(
        `${water}/waste-info/submit`,
        `require_bin=3&bin_capacity=2200&bin_collected_days=Thrice+a+week&id=${id}`,
      );
      expectSavedOn(info, id, 'Saved.');
      expect(await lead(id)).toMatchObject({
        postCode: 'LE1 4AN',
        businessName: 'Gate Grill',
        service: 'waste',
        requireBin: 3,
        binCapacity: 2200,
        binCollectedDays: 'thrice_a_week',
      });
      expect((await get(`${water}/guest-info/get/${id}`)).json().collections).toMatchObject({
        service: 'Waste',
        require_bin: 3,
        bin_capacity: 2200,
        bin_collected_days: 'Thrice a week',
      });

      const uri = calendlyUris('REST-WASTE-FORM');
      const booking = formBooking(uri, id);
      for (let report = 0; report < 2; report += 1) {
        expectMessage(await postForm(`${water}/client-personal-info-store`, booking), booked);
      }
      expect(await server.db.prisma.scheduledCall.count({ where: { eventUri: uri.event_uri } })).toBe(1);
    });

    it('takes a blank annual usage form-encoded, and stores it as empty', async () => {
      const id = await start(water);
      await postForm(`${water}/water/submit`, `id=${id}&service=Water`);
      const res = await postForm(`${water}/annual-usage/submit`, `annual_usage=&id=${id}`);
      expect(res.statusCode).toBe(200);
      expect((await lead(id)).annualUsage).toBeNull();
    });

    it('refuses annual usage on a Waste lead and waste info on a Water lead, with their messages', async () => {
      const wasteLead = await start(water);
      await post(`${water}/waste/submit`, { id: wasteLead, service: 'Waste' });
      expectLegacyError(await post(`${water}/annual-usage/submit`, { annual_usage: '900', id: wasteLead }), [
        'Annual water usage is for a Water quote: choose Water first.',
      ]);

      const waterLead = await start(water);
      await post(`${water}/water/submit`, { id: waterLead });
      expectLegacyError(
        await post(`${water}/waste-info/submit`, {
          require_bin: 1,
          bin_capacity: 1100,
          bin_collected_days: 'Once in a week',
          id: waterLead,
        }),
        ['Waste information is for a Waste quote: choose Waste first.'],
      );
      expect(await lead(wasteLead)).toMatchObject({ service: 'waste', annualUsage: null });
      expect(await lead(waterLead)).toMatchObject({ service: 'water', requireBin: null });
    });

    it('clears the other service’s answers when the visitor switches between Water and Waste', async () => {
      const id = await start(water);
      await post(`${water}/waste/submit`, { id, service: 'Waste' });
      await post(`${water}/waste-info/submit`, {
        require_bin: '4',
        bin_capacity: '3300',
        bin_collected_days: 'Once in a week',
        id,
      });
      await post(`${water}/water/submit`, { id, service: 'Water' });
      expect((await get(`${water}/guest-info/get/${id}`)).json().collections).toMatchObject({
        service: 'Water',
        require_bin: null,
        bin_capacity: null,
        bin_collected_days: null,
      });
      await post(`${water}/annual-usage/submit`, { annual_usage: 'not sure', id });
      await post(`${water}/waste/submit`, { id, service: 'Waste' });
      expect((await get(`${water}/guest-info/get/${id}`)).json().collections).toMatchObject({
        service: 'Waste',
        annual_usage: null,
      });
    });

    it.each([
      ['water/submit', { id: 'LEAD', service: 'Waste' }, ['Please choose Water or Waste.']],
      ['waste/submit', { id: 'LEAD', service: 'Water' }, ['Please choose Water or Waste.']],
      [
        'waste-info/submit',
        { id: 'LEAD', require_bin: 'abc', bin_capacity: 1100, bin_collected_days: 'Once in a week' },
        ['The number of bins must be a whole number from 1 to 4.'],
      ],
      [
        'waste-info/submit',
        { id: 'LEAD', require_bin: '5', bin_capacity: '1100', bin_collected_days: 'Once in a week' },
        ['The number of bins must be a whole number from 1 to 4.'],
      ],
      [
        'waste-info/submit',
        { id: 'LEAD', require_bin: 1, bin_capacity: 4400, bin_collected_days: 'Once in a week' },
        ['The bin capacity must be 1100, 2200 or 3300 litres.'],
      ],
      [
        'waste-info/submit',
        { id: 'LEAD', require_bin: 1, bin_capacity: '1000', bin_collected_days: 'Once in a week' },
        ['The bin capacity must be 1100, 2200 or 3300 litres.'],
      ],
      [
        'waste-info/submit',
        { id: 'LEAD', require_bin: 1, bin_capacity: 1100, bin_collected_days: 'Daily' },
        ['Please choose how often your bins are collected: Once in a week, Twice a week or Thrice a week.'],
      ],
      ['business-name/submit', { id: 'LEAD', bussiness_name: '' }, ['Please enter business name !']],
    ] as const)('POST %s refuses %j with a legacy 404', async (path, payload, messages) => {
      const id = await start(water);
      await post(`${water}/waste/submit`, { id });
      const res = await post(`${water}/${path}`, JSON.parse(JSON.stringify(payload).replace('"LEAD"', `"${id}"`)));
      expectLegacyError(res, [...messages]);
      expect(await lead(id)).toMatchObject({
        service: 'waste',
        businessName: 'Test Traders Ltd',
        requireBin: null,
        binCapacity: null,
        binCollectedDays: null,
      });
    });
  });

  describe('ids', () => {
    /** Every row that takes an id, with a body that would otherwise be accepted. */
    const calls = (id: string): [string, string, object | undefined][] => [
      ['GET', `${energy}/guest-info/get/${encodeURIComponent(id)}`, undefined],
      ['POST', `${energy}/business-name/submit`, { bussiness_name: 'Acme', id }],
      ['POST', `${energy}/service/submit`, { id, service: 'Gas' }],
      ['POST', `${energy}/supplier/submit`, { id, supplier: 'EDF', contact_end_date: '2027-03-31' }],
      ['POST', `${energy}/post-code/submit`, { id, post_code: 'E1 6QL', full_address: '1 Brick Lane' }],
      ['GET', `${water}/guest-info/get/${encodeURIComponent(id)}`, undefined],
      ['POST', `${water}/post-code/submit`, { id, post_code: 'BN1 2RG', full_address: '1 North Laine' }],
      ['POST', `${water}/business-name/submit`, { bussiness_name: 'Acme', id }],
      ['POST', `${water}/water/submit`, { id, service: 'Water' }],
      ['POST', `${water}/waste/submit`, { id, service: 'Waste' }],
      ['POST', `${water}/annual-usage/submit`, { annual_usage: '1', id }],
      [
        'POST',
        `${water}/waste-info/submit`,
        { require_bin: 1, bin_capacity: 1100, bin_collected_days: 'Once in a week', id },
      ],
      ...[energy, water].map((prefix): [string, string, object] => [
        'POST',
        `${prefix}/client-personal-info-store`,
        { uri: calendlyUris(`ids-${prefix.length}-${id.length}`), id },
      ]),
    ];
    const send = ([method, url, payload]: [string, string, object | undefined]) =>
      method === 'GET' ? get(url) : post(url, payload!);

    // An id past the length of any id is refused by the input's check, which names the field; the others are looked
    // up and not found.
    const notFound = { message: quoteNotFound, code: 'not_found' };
    const tooLong = { message: quoteNotFound, code: 'too_long', field: 'id', fields: ['id'] };
    it.each([
      ['an unknown id', randomUUID(), notFound],
      ['an id that is not a UUID', 'not-a-uuid', notFound],
      ['an over-long id', 'a'.repeat(100), tooLong],
      ['an SQL-looking id', "1' OR '1'='1", notFound],
    ])('answers %s on every row with the legacy 404', async (_what, id, problem) => {
      for (const call of calls(id)) {
        const res = await send(call);
        expect(res.statusCode, `${call[0]} ${call[1]}`).toBe(404);
        expect(res.json(), `${call[0]} ${call[1]}`).toEqual({ errors: [problem] });
      }
      expect(
        await server.db.prisma.scheduledCall.count({
          where: { eventUri: { startsWith: 'https://api.calendly.com/scheduled_events/ids-' } },
        }),
      ).toBe(0);
    });

    // Energy's guest-info and booking rows take a water & waste lead too (contract/water-waste-on-energy-paths).
    it("answers 404 for one flow's lead on the other flow's rows, and leaves the lead untouched", async () => {
      const energyLead = await start(energy);
      const waterLead = await start(water);
      const sharedRows = [`${energy}/guest-info/get/`, `${energy}/client-personal-info-store`];
      const crossed = [
        ...calls(energyLead).filter(([, url]) => url.startsWith(water)),
        ...calls(waterLead).filter(
          ([, url]) => url.startsWith(energy) && !sharedRows.some((row) => url.startsWith(row)),
        ),
      ];
      expect(crossed).toHaveLength(12);
      for (const call of crossed) {
        expectLegacyError(await send(call), [quoteNotFound]);
      }
      expect(await lead(energyLead)).toMatchObject({ flow: 'energy', businessName: 'Test Traders Ltd', service: null });
      expect(await lead(waterLead)).toMatchObject({
        flow: 'water_waste',
        businessName: 'Test Traders Ltd',
        service: null,
      });
      expect(
        await server.db.prisma.scheduledCall.count({ where: { guestLeadId: { in: [energyLead, waterLead] } } }),
      ).toBe(0);
    });
  });

  describe('the X-Requested-With header', () => {
    it.each(rows)('is required on %s %s (403, legacy body, nothing stored)', async (method, path) => {
      const id = await start(path.startsWith('/commecial-utility') ? energy : water);
      const before = await server.db.prisma.guestLead.count();
      const url = `/api${path.replace('{id}', id)}`;
      const res =
        method === 'get'
          ? await get(url, {})
          : await post(url, { id, post_code: 'E1 6QL', full_address: 'x', bussiness_name: 'Nope', service: 'Gas' }, {});
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errors: [{ message: xhrMissing, code: 'xhr_header_missing' }] });
      expect(await server.db.prisma.guestLead.count()).toBe(before);
      expect((await lead(id)).businessName).toBe('Test Traders Ltd');
    });
  });

  describe('a visitor’s mistakes never answer 5xx', () => {
    it.each([
      ['malformed JSON', `${energy}/post-code/submit`, '{"post_code":'],
      ['malformed JSON', `${water}/waste-info/submit`, '{"require_bin": 2,'],
      ['an empty JSON body', `${energy}/supplier/submit`, ''],
      ['a JSON array', `${water}/post-code/submit`, '[1,2]'],
      ['JSON null', `${energy}/service/submit`, 'null'],
      ['a JSON string', `${water}/annual-usage/submit`, '"Water"'],
    ])('%s', async (_what, url, payload) => {
      expectClientError(await postJsonText(url, payload));
    });

    it.each([
      [
        'require_bin as words',
        `${water}/waste-info/submit`,
        { require_bin: 'abc', bin_capacity: 'big', bin_collected_days: 7 },
      ],
      ['an id that is an object', `${energy}/service/submit`, { id: { $ne: null }, service: ['Gas'] }],
      ['an id that is a number', `${water}/water/submit`, { id: 42 }],
      ['a uri that is text', `${energy}/client-personal-info-store`, { id: 'x', uri: 'https://calendly.com/e/1' }],
      ['a uri with numbers', `${water}/client-personal-info-store`, { id: 'x', uri: { event_uri: 1, invitee_uri: 2 } }],
      ['a postcode that is a list', `${energy}/post-code/submit`, { post_code: ['E1', '6QL'], full_address: 3 }],
      [
        'a supplier that is a list',
        `${energy}/supplier/submit`,
        { id: 'x', supplier: ['EDF'], contact_end_date: true },
      ],
    ])("%s: a legacy 404 with the fields' own messages", async (_what, url, payload) => {
      expectFieldMessages(await post(url, payload));
    });

    it('annual usage as an object: a legacy 404', async () => {
      const res = await post(`${water}/annual-usage/submit`, { id: 'x', annual_usage: { litres: 5 } });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors.length).toBeGreaterThan(0);
    });

    it('form-encoded lists and nested fields where text is expected', async () => {
      const res = await postForm(`${energy}/service/submit`, 'id[]=a&id[]=b&service[name]=Gas');
      expectLegacyError(res, [quoteNotFound, 'Please select a service !']);
      const bins = await postForm(
        `${water}/waste-info/submit`,
        'id=x&require_bin=two&bin_capacity=&bin_collected_days=',
      );
      expect(bins.statusCode).toBe(404);
      expect(bins.json().errors.map((error: { message: string }) => error.message)).toEqual(
        expect.arrayContaining([
          'The number of bins must be a whole number from 1 to 4.',
          'The bin capacity must be 1100, 2200 or 3300 litres.',
        ]),
      );
    });
  });
});
