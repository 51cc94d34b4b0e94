import { errorCodes } from '@sme/api';
import { serverMessages } from '@sme/domain';
import { testDatabaseKinds } from '@sme/db/testing';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../src/http/rest-fields.ts';
import { legacyRequests } from './legacy-rest.ts';
import { serverForSuite } from './test-server.ts';

// What an integrator learns from a refusal: beside the legacy message, a code that does not change and the field.

const energyStart = { post_code: 'E1 6QL', full_address: 'Unit 4, 12 Brick Lane, London' };

describe.each(testDatabaseKinds())('REST refusals an integrator can act on, on %s', (kind) => {
  const server = serverForSuite(kind, { env: { RATE_LIMITS: 'off' } });
  const { post, postForm: postFormText } = legacyRequests(() => server);
  const postForm = (url: string, body: Record<string, string>) =>
    postFormText(url, new URLSearchParams(body).toString());
  const nameOf = async (id: string) =>
    (await server.db.prisma.guestLead.findUniqueOrThrow({ where: { id }, select: { businessName: true } }))
      .businessName;

  it('takes the business name in the other spelling, business_name, where the call spells it bussiness_name', async () => {
    const res = await post('/api/commecial-utility/post-code/submit', {
      ...energyStart,
      business_name: 'Carter Bakery',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await nameOf(res.json().collections.id)).toBe('Carter Bakery');

    const form = await postForm('/api/commecial-water-waste/post-code/submit', {
      ...energyStart,
      business_name: 'Carter Dairy',
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(await nameOf(form.json().collections.id)).toBe('Carter Dairy');
  });

  it('takes bussiness_name where the call spells it business_name (the contact form)', async () => {
    const res = await post('/api/form-submit/contact-us', {
      first_name: 'Amir',
      email: 'amir@spelling.example',
      phone: '07700 900123',
      bussiness_name: 'Amir Motors',
      business_address: '1 High St',
      page: 'contact',
    });
    expect(res.statusCode, res.body).toBe(200);
    const lead = await server.db.prisma.lead.findFirstOrThrow({
      where: { email: 'amir@spelling.example' },
      select: { businessName: true },
    });
    expect(lead.businessName).toBe('Amir Motors');
  });

  it('refuses both spellings with different values, naming the field, and stores nothing', async () => {
    const before = await server.db.prisma.lead.count();
    const res = await post('/api/commecial-utility/post-code/submit', {
      ...energyStart,
      bussiness_name: 'Carter Bakery',
      business_name: 'Carter Cakes',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errors: [
        {
          message: fieldMessages.twoSpellings('business_name', 'bussiness_name'),
          code: 'conflicting_fields',
          field: 'business_name',
        },
      ],
    });
    expect(await server.db.prisma.lead.count()).toBe(before);
  });

  it('refuses a field the call does not take by name, JSON or form-encoded, and stores nothing', async () => {
    const before = await server.db.prisma.lead.count();
    for (const send of [post, postForm]) {
      const res = await send('/api/commecial-utility/post-code/submit', {
        ...energyStart,
        bussiness_name: 'Carter Bakery',
        busines_name: 'typo',
        postcode: 'E1 6QL',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        errors: [
          { message: fieldMessages.unknown('busines_name'), code: 'unknown_field', field: 'busines_name' },
          { message: fieldMessages.unknown('postcode'), code: 'unknown_field', field: 'postcode' },
        ],
      });
    }
    expect(await server.db.prisma.lead.count()).toBe(before);
  });

  it('names each field and why, and one message that covers several fields once, with all of them', async () => {
    const res = await post('/api/commecial-water-waste/waste-info/submit', {});
    expect(res.statusCode).toBe(404);
    const { errors } = res.json() as { errors: { message: string; code: string; field?: string; fields?: string[] }[] };
    // Legacy clients toast each entry: one message is one entry.
    expect(new Set(errors.map(({ message }) => message)).size).toBe(errors.length);
    for (const error of errors) expect(Object.keys(errorCodes)).toContain(error.code);
    const fields = errors.flatMap((error) => error.fields ?? []);
    expect(fields).toEqual(expect.arrayContaining(['id', 'require_bin', 'bin_capacity', 'bin_collected_days']));
    expect(errors.every((error) => error.code === 'required')).toBe(true);
  });

  it('tells a wrong value, a wrong format, a wrong type and an unknown record apart', async () => {
    const cases: [string, object, object][] = [
      [
        '/api/form-submit/popup',
        { name: 'Sam', email: 'sam@', phone: '07700 900456', page: '/' },
        { message: serverMessages.invalidEmail, code: 'invalid_format', field: 'email', fields: ['email'] },
      ],
      [
        '/api/cash-advance/store',
        {
          location_data: [],
          take_payment: 'Online',
          business_location: 'England',
          business_name: 'Carter Bakery',
          card_provider: 'Acme Pay',
        },
        { message: serverMessages.cardProvider, code: 'invalid_value', field: 'card_provider' },
      ],
      [
        '/api/commecial-water-waste/annual-usage/submit',
        { id: '3f0c2b9e-6a51-4d6b-9a8e-2f4f0a1c7d55', annual_usage: 12 },
        { message: serverMessages.notText('Annual usage'), code: 'invalid_type', field: 'annual_usage' },
      ],
      [
        '/api/commecial-utility/business-name/submit',
        { id: '3f0c2b9e-6a51-4d6b-9a8e-2f4f0a1c7d55', bussiness_name: 'Carter Bakery' },
        { message: serverMessages.quoteNotFound, code: 'not_found' },
      ],
    ];
    for (const [path, body, problem] of cases) {
      const res = await post(path, body);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().errors, path).toContainEqual(expect.objectContaining(problem));
    }
  });

  it('answers a water step on a waste quote as a conflict with the quote as it stands', async () => {
    const start = await post('/api/commecial-water-waste/post-code/submit', {
      ...energyStart,
      bussiness_name: 'Carter Bins',
    });
    const id = start.json().collections.id as string;
    expect((await post('/api/commecial-water-waste/waste/submit', { id, service: 'Waste' })).statusCode).toBe(200);
    const res = await post('/api/commecial-water-waste/annual-usage/submit', { id, annual_usage: '1000' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ message: serverMessages.usageNeedsWater, code: 'conflict' }] });
  });
});
