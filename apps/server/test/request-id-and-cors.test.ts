import { describe, expect, it } from 'vitest';
import { serverForSuite, xhr } from './test-server.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('X-Request-Id and the API’s CORS policy', () => {
  const server = serverForSuite('pglite', { env: { RATE_LIMITS: 'off' } });

  it('answers every call with an id of its own: a 200, a refusal, a 403, an unknown path, a page', async () => {
    const ids = [];
    for (const [url, headers] of [
      ['/api/blog/home', xhr],
      ['/api/blog/details/no-such-post', xhr],
      ['/api/blog/home', {}],
      ['/api/no-such-call', xhr],
      ['/', {}],
    ] as const) {
      const res = await server.app.inject({ url, headers });
      expect(res.headers['x-request-id'], url).toMatch(uuid);
      ids.push(res.headers['x-request-id']);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the id a caller sent, so one id follows the call through both sides’ logs', async () => {
    const res = await server.app.inject({
      url: '/api/blog/home',
      headers: { ...xhr, 'x-request-id': 'crm-sync.2026-11-29:000417' },
    });
    expect(res.headers['x-request-id']).toBe('crm-sync.2026-11-29:000417');
  });

  it('replaces an id that is too long, too short, holds an e-mail or characters a log could be tricked by', async () => {
    for (const sent of ['x'.repeat(129), 'short', 'sam@example.co.uk-000000', 'id with spaces', 'id\\nforged: line']) {
      const res = await server.app.inject({ url: '/api/blog/home', headers: { ...xhr, 'x-request-id': sent } });
      expect(res.headers['x-request-id'], sent).toMatch(uuid);
    }
  });

  it('answers a preflight from another site without allowing it: the browser then sends nothing', async () => {
    for (const url of ['/api/form-submit/contact-us', '/trpc/leads.popup', '/api/no-such-call']) {
      const res = await server.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: 'https://elsewhere.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, x-requested-with',
        },
      });
      expect(res.statusCode, url).toBe(204);
      expect(res.body).toBe('');
      expect(
        Object.keys(res.headers).filter((name) => name.startsWith('access-control-')),
        url,
      ).toEqual([]);
      expect(res.headers.vary).toContain('Origin');
    }
  });

  it('sends no CORS permission on an ordinary call from another origin either', async () => {
    const res = await server.app.inject({
      url: '/api/blog/home',
      headers: { ...xhr, origin: 'https://elsewhere.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
