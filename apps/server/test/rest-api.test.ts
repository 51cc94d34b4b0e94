import { testDatabaseKinds } from '@sme/db/testing';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { expectLegacyError, serverForSuite, xhr } from './test-server.ts';
import { expectThanked, legacyRequests } from './legacy-rest.ts';
import { contactForm, partnerForm } from '../../../packages/api/test/support/sample-answers.ts';

describe.each(testDatabaseKinds())('REST on the legacy /api paths, %s', (kind) => {
  const server = serverForSuite(kind);
  const api = legacyRequests(() => server);

  const { get } = api;

  it.each(['home', 'utility', 'payment', 'business', 'about'])(
    'GET /api/blog/%s answers collections',
    async (section) => {
      const res = await get(`/api/blog/${section}`);
      expect(res.statusCode).toBe(200);
      const { collections } = res.json();
      expect(collections.length).toBeGreaterThan(0);
      expect(collections.length).toBeLessThanOrEqual(3);
      // The legacy fields, and the cover's description, the summary and the topics added beside them.
      expect(Object.keys(collections[0]).sort()).toEqual([
        'created_at',
        'description',
        'id',
        'image',
        'image_alt',
        'summary',
        'title',
        'topics',
        'url_title',
      ]);
    },
  );

  it('compresses answers of 1 kB or more for clients that accept it, and only those', async () => {
    const plain = await get('/api/blog/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await get('/api/blog/', { ...xhr, 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gzip = await get('/api/blog/', { ...xhr, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // A short answer is not worth compressing.
    const small = await get('/api/cash-advance/get-location-data', { ...xhr, 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('collections');
  });

  it('GET /api/blog/ answers every post a page at a time', async () => {
    const res = await get('/api/blog/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.collections).toHaveLength(6);
    expect(body.pagination).toMatchObject({ page: 1, per_page: 6, total: 10, total_pages: 2 });
    const second = (await get('/api/blog/?page=2&per_page=6')).json();
    expect(second.collections).toHaveLength(4);
  });

  it('GET /api/blog/details/{title} finds a post by its url title, or by its title percent-encoded', async () => {
    const { collections } = (await get('/api/blog/home')).json();
    const post = collections[0];
    const byUrlTitle = await get(`/api/blog/details/${post.url_title}`);
    expect(byUrlTitle.statusCode).toBe(200);
    expect(byUrlTitle.json().collections).toEqual(post);
    const byTitle = await get(`/api/blog/details/${encodeURIComponent(post.title)}`);
    expect(byTitle.json().collections.id).toBe(post.id);
  });

  it('answers an unknown post with 404 and the legacy error body', async () => {
    expectLegacyError(await get('/api/blog/details/no-such-post'), ['Blog post not found.']);
  });

  it('refuses calls without X-Requested-With: XMLHttpRequest', async () => {
    const res = await get('/api/blog/home', {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errors: [
        { message: 'Requests must carry the header X-Requested-With: XMLHttpRequest.', code: 'xhr_header_missing' },
      ],
    });
    const post = await server.app.inject({
      method: 'POST',
      url: '/api/form-submit/contact-us',
      payload: { first_name: 'A' },
    });
    expect(post.statusCode).toBe(403);
  });

  it('POST /api/form-submit/contact-us stores a JSON enquiry', async () => {
    // A number written the international way, as some visitors do.
    const payload = { ...contactForm, phone: '+44 29 2018 0000' };
    expectThanked(await api.post('/api/form-submit/contact-us', payload), 'Thank you for reaching out!');
    const row = await server.db.prisma.contactEnquiry.findFirstOrThrow({ where: { email: payload.email } });
    expect(row).toMatchObject({
      firstName: 'Priya Shah',
      businessName: 'Shah Bakery Ltd',
      page: null,
      serviceLabel: null,
    });
  });

  it('POST /api/form-submit/contact-us accepts a form-encoded body', async () => {
    const res = await api.postForm(
      '/api/form-submit/contact-us',
      'first_name=Ria+Patel&phone=0161+496+0000&business_name=Patel+Pharmacy&page=payment',
    );
    expect(res.statusCode).toBe(200);
    const row = await server.db.prisma.contactEnquiry.findFirstOrThrow({ where: { businessName: 'Patel Pharmacy' } });
    expect(row).toMatchObject({
      firstName: 'Ria Patel',
      phone: '0161 496 0000',
      serviceLabel: 'Merchant Cash Advance',
    });
  });

  it('answers a refused enquiry with 404 and one message per problem', async () => {
    const res = await api.post('/api/form-submit/contact-us', {
      first_name: 'Al',
      email: 'al@',
      phone: '12',
      business_name: 'Al Ltd',
    });
    expectLegacyError(res, ['Please enter a valid email address.', 'Please enter a valid phone number.']);
    expectLegacyError(await api.post('/api/form-submit/contact-us', {}), ['Form data missing !']);
  });

  it('answers wrong types with the legacy error body, never a 5xx', async () => {
    const res = await api.post('/api/form-submit/contact-us', { first_name: ['a'], phone: { n: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.length).toBeGreaterThan(0);
    const malformed = await api.postJsonText('/api/form-submit/contact-us', '{"first_name":');
    expect(malformed.statusCode).toBeLessThan(500);
  });

  it('POST /api/form-submit/register stores a partner, and refuses a missing field with the legacy 404', async () => {
    // A landline, and an address that is only a town.
    const payload = { ...partnerForm, phone: '0113 496 0000', business_address: 'Leeds' };
    expectThanked(await api.post('/api/form-submit/register', payload), 'Registration Successful!');
    expect(await server.db.prisma.partnerRegistration.count({ where: { email: payload.email } })).toBe(1);
    const refused = await api.post('/api/form-submit/register', { ...payload, business_address: '' });
    expectLegacyError(refused, ['All fields are required to be filled.']);
  });

  it('POST /api/form-submit/popup takes a form-encoded lead and refuses a missing field', async () => {
    const ok = await api.postForm('/api/form-submit/popup', 'name=Eve+Lane&email=eve%40lane.co.uk&phone=01632+960002');
    expectThanked(ok, "Thank you for reaching out! We'll be in touch soon.");
    expect(await server.db.prisma.popupLead.count({ where: { email: 'eve@lane.co.uk' } })).toBe(1);
    const refused = await api.post('/api/form-submit/popup', { name: 'Eve Lane', email: 'eve@lane.co.uk' });
    expectLegacyError(refused, ['Form data missing !']);
  });
});
