import { testDatabaseKinds } from '@sme/db/testing';
import { consoleMessages } from '@sme/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLiveStream } from './live-stream.ts';
import { consoleEnv, fetchAddUser, fetchSignIn, startTestServer, xhr, type TestServer } from './test-server.ts';

const admin = { email: 'boss@example.co.uk', password: 'correct horse battery staple' };
const editor = { email: 'editor@example.co.uk', password: 'another fine password', name: 'Eddie Editor' };

// What an editor's session opens over HTTP, where a browser would reach it: nothing that shows a lead.
describe.each(testDatabaseKinds())('an editor’s session at the console’s HTTP doors, on %s', (kind) => {
  let server: TestServer;
  let base: string;
  let editorCookie: string;
  const exports = () => server.db.prisma.auditEntry.count({ where: { action: 'lead.export' } });

  beforeAll(async () => {
    server = await startTestServer(kind, { env: consoleEnv(admin) });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
    await fetchAddUser(base, await fetchSignIn(base, admin), editor, 'editor');
    editorCookie = await fetchSignIn(base, editor);
  }, 120_000);
  afterAll(() => server?.close());

  it('tells a signed-in editor who they are', async () => {
    const res = await fetch(`${base}/trpc/admin.session.me`, { headers: { ...xhr, cookie: editorCookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: { data: unknown } }).result.data).toMatchObject({
      email: editor.email,
      role: 'editor',
    });
  });

  it('refuses an editor the leads’ CSV export (403), exporting and auditing nothing', async () => {
    const before = await exports();
    const res = await fetch(`${base}/admin/leads.csv`, { headers: { ...xhr, cookie: editorCookie } });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBeNull();
    const body = (await res.json()) as { error: { message: string; data: Record<string, unknown> } };
    expect(body.error).toMatchObject({
      message: consoleMessages.leadsNotForEditors,
      data: { code: 'FORBIDDEN', httpStatus: 403, path: 'admin.leads.export' },
    });
    expect(await exports()).toBe(before);
  });

  it('refuses an editor the live stream of lead changes (FORBIDDEN), and ends it', async () => {
    const stream = await openLiveStream(base, editorCookie);
    await stream.ended;
    expect(stream.changes()).toEqual([]);
    expect(stream.events.at(-1)?.event).toBe('serialized-error');
    expect(stream.events.at(-1)?.data).toContain('FORBIDDEN');
  });

  it('refuses an editor the inbox and the waiting count over /trpc (403)', async () => {
    for (const path of ['admin.leads.list', 'admin.leads.waitingCount']) {
      const res = await fetch(`${base}/trpc/${path}`, { headers: { ...xhr, cookie: editorCookie } });
      expect(res.status, path).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        consoleMessages.leadsNotForEditors,
      );
    }
  });
});
