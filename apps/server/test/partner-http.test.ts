import { testDatabaseKinds } from '@sme/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventuallyFound, startMailbox, type TestMailbox } from '../../../packages/api/test/delivery/receivers.ts';
import { startTestServer, xhr, type TestServer } from './test-server.ts';

const admin = { email: 'boss@example.co.uk', password: 'correct horse battery staple' };
const partner = { email: 'amir@khan-consulting.co.uk', password: 'a partner password' };

// The partners' portal over HTTP: the invitation through the server's own SMTP settings, the session cookie, and
// answers no cache keeps.
describe.each(testDatabaseKinds())('partners over HTTP, on %s', (kind) => {
  let server: TestServer;
  let mailbox: TestMailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(kind, {
      env: {
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        RETENTION_JOB: 'false',
        SMTP_URL: mailbox.url,
        MAIL_FROM: '"SME Compare" <partners@sme.example>',
        PUBLIC_URL: 'https://sme.example',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await mailbox?.close();
  });

  const call = (procedure: string, payload: unknown, cookie?: string) =>
    server.app.inject({
      method: 'POST',
      url: `/trpc/${procedure}`,
      headers: { ...xhr, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: payload as Record<string, unknown>,
    });
  const read = (procedure: string, cookie: string, input?: unknown) =>
    server.app.inject({
      url: `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
      headers: { ...xhr, cookie },
    });
  const sessionOf = (res: { headers: Record<string, unknown> }) =>
    ([res.headers['set-cookie'] ?? []].flat() as string[])
      .find((c) => c.startsWith('sme-console.session_token='))
      ?.split(';')[0];

  it('invites an approved partner by e-mail, who sets a password, signs in, and sees their link', async () => {
    const staff = sessionOf(await call('admin.session.signIn', admin))!;
    const registered = await call('forms.register', {
      name: 'Amir Khan',
      email: partner.email,
      phone: '07700 900321',
      business_address: '5 Park Row, Bristol',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const lead = await server.db.prisma.lead.findFirstOrThrow({ where: { kind: 'partner_registration' } });
    const approved = await call('admin.partners.approve', { leadId: lead.id }, staff);
    expect(approved.statusCode, approved.body).toBe(200);
    const { code, invitation } = approved.json().result.data as { code: string; invitation: unknown };
    expect(invitation).toEqual({ sent: true });

    const mail = await eventuallyFound(
      () => mailbox.mails,
      (found) => JSON.stringify(found.to).includes(partner.email),
    );
    expect(mail.from?.text).toBe('"SME Compare" <partners@sme.example>');
    const link = /https:\/\/sme\.example\/partner\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')!;
    const set = await call('partner.session.setPassword', { token: link[1], password: partner.password });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().result.data).toEqual({ email: partner.email });

    const signIn = await call('partner.session.signIn', partner);
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const cookie = sessionOf(signIn)!;
    const me = await read('partner.me', cookie);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json().result.data).toMatchObject({ code, link: `https://sme.example/?ref=${code}` });

    // The same cookie opens nothing of the console.
    const consoleCall = await read('admin.leads.list', cookie, {});
    expect(consoleCall.statusCode).toBe(401);
  });

  it('keeps the portal out of the REST API and out of search engines', async () => {
    const openapi = await server.app.inject({ url: '/api/openapi.json' });
    expect(Object.keys(openapi.json().paths).filter((path) => /partner\b|set-password/i.test(path))).toEqual([]);
    const refused = await read('partner.referrals', 'sme-console.session_token=forged');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});
