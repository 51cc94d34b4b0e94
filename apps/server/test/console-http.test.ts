import { testDatabaseKinds } from '@sme/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, xhr, type TestServer } from './test-server.ts';

const admin = { email: 'boss@example.co.uk', password: 'correct horse battery staple' };

describe.each(testDatabaseKinds())('the console over HTTP, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      pages: true,
      // The proxy in front (here: the test client on loopback) may say the request came over HTTPS.
      env: {
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        RETENTION_JOB: 'false',
        TRUST_PROXY: '127.0.0.1',
      },
    });
  });
  afterAll(() => server.close());

  const signIn = (headers: Record<string, string> = {}, password = admin.password) =>
    server.app.inject({
      method: 'POST',
      url: '/trpc/admin.session.signIn',
      headers: { ...xhr, 'content-type': 'application/json', ...headers },
      payload: { email: admin.email, password },
    });
  const sessionCookie = (res: { headers: Record<string, unknown> }) =>
    ([res.headers['set-cookie'] ?? []].flat() as string[]).find((c) => c.startsWith('sme-console.session_token='));

  it('lets the admin from ADMIN_EMAIL and ADMIN_PASSWORD sign in, with an HttpOnly SameSite=Lax cookie', async () => {
    const res = await signIn();
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toMatchObject({ email: admin.email, role: 'admin' });
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(res.headers['cache-control']).toBe('no-store');

    const list = await server.app.inject({
      url: '/trpc/admin.leads.list?input=%7B%7D',
      headers: { ...xhr, cookie: cookie.split(';')[0]! },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('marks the cookie Secure when the request came over HTTPS through the proxy', async () => {
    const res = await signIn({ 'x-forwarded-proto': 'https' });
    expect(sessionCookie(res)).toMatch(/; Secure/);
  });

  it('answers 401 without a session, and a wrong password without saying which part was wrong', async () => {
    const list = await server.app.inject({ url: '/trpc/admin.leads.list?input=%7B%7D', headers: xhr });
    expect(list.statusCode).toBe(401);
    expect(list.headers['cache-control']).toBe('no-store');
    const wrong = await signIn({}, 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Wrong e-mail or password.');
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it.each(['/admin', '/admin/', '/admin/leads/00000000-0000-4000-8000-000000000000', '/admin/users'])(
    'serves %s as a page that is never stored or indexed',
    async (url) => {
      const page = await server.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      // Rendered without the session: the console's loading state, none of the public site's frame.
      expect(page.body).toContain('Loading the console...');
      expect(page.body).not.toContain('<footer');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    },
  );

  it.each([
    ['/admin/content/posts/new', 'Loading the console...', 'console'],
    ['/partner', 'Loading your partner portal...', 'portal'],
    ['/partner/set-password?token=abc', 'Loading your partner portal...', 'portal'],
  ])('serves %s as its own app’s page, which loads none of the public site’s code', async (url, words, app) => {
    const page = await server.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(words);
    expect(page.body).toMatch(new RegExp(`<script type="module" crossorigin src="/assets/staff/${app}-[^"]+\\.js"`));
    // Only its own build's files: nothing of the public site's (its entry, its header and footer, its popup).
    const assets = [...page.body.matchAll(/\/assets\/[^"]+/g)].map(([asset]) => asset);
    expect(assets.length).toBeGreaterThan(1);
    expect(assets.filter((asset) => !asset.startsWith('/assets/staff/'))).toEqual([]);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    // Its inline script (zod's setting) is allowed by its hash, and nothing else inline.
    expect(page.headers['content-security-policy']).toMatch(/script-src [^;]*'sha256-/);
  });

  it('answers an unknown console path with the 404 page', async () => {
    const page = await server.app.inject({ url: '/admin/nothing-here' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('keeps the public pages indexable and the console out of the REST API', async () => {
    const home = await server.app.inject({ url: '/' });
    expect(home.headers['x-robots-tag']).toBeUndefined();
    expect(home.body).toContain('<footer');
    const openapi = (await server.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(openapi.paths).filter((path) => /admin|session|lead/i.test(path))).toEqual([]);
    const rest = await server.app.inject({
      method: 'POST',
      url: '/api/admin/session/signIn',
      headers: xhr,
      payload: admin,
    });
    expect(rest.statusCode).toBe(404);
  });
});
