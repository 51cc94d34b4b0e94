import { demoPostcodes } from '@sme/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, xhr, type TestServer } from './test-server.ts';

describe('GET /api/address/{postcode}', () => {
  let server: TestServer;
  let down: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    // A configured key selects the external service; nothing listens on port 9, so every lookup fails.
    down = await startTestServer('pglite', {
      env: { POSTCODE_LOOKUP_KEY: 'k', POSTCODE_LOOKUP_URL: 'http://127.0.0.1:9', POSTCODE_LOOKUP_TIMEOUT_MS: '500' },
    });
  });
  afterAll(async () => {
    await server.close();
    await down.close();
  });

  const get = (app: TestServer, postcode: string) =>
    app.app.inject({ method: 'GET', url: `/api/address/${postcode}`, headers: xhr });

  it('answers the built-in addresses for a postcode in any case and spacing', async () => {
    const postcode = demoPostcodes[0]!;
    const res = await get(server, encodeURIComponent(postcode.toLowerCase()));
    expect(res.statusCode).toBe(200);
    const { collections } = res.json();
    expect(collections.length).toBeGreaterThan(0);
    expect(collections[0]).toMatchObject({ postCode: postcode, envelopeAddress: { summaryLine: expect.any(String) } });
    expect((await get(server, postcode.replace(' ', ''))).json()).toEqual(res.json());
  });

  it('answers a postcode it does not know with an empty list', async () => {
    const res = await get(server, 'ZZ9%209ZZ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ collections: [] });
  });

  it('refuses a malformed postcode with the legacy 404 body', async () => {
    const res = await get(server, 'NOT-A-POSTCODE');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'Please enter a valid UK postcode.',
          code: 'invalid_format',
          field: 'postcode',
          fields: ['postcode'],
        },
      ],
    });
  });

  it('answers 503 with one clear message when the external service fails', async () => {
    const res = await get(down, 'LS1%204AP');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      errors: [
        { message: 'Address lookup is not available right now. Please try again in a moment.', code: 'unavailable' },
      ],
    });
  });
});
