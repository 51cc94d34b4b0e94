import { transportMessages } from '@sme/api';
import { testDatabaseKinds } from '@sme/db/testing';
import { consoleMessages, imageLimits, imageMessages } from '@sme/domain';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { seedStorageDir } from '@sme/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consoleEnv, injectSignIn, sessionCookie, startTestServer, xhr, type TestServer } from './test-server.ts';

const admin = { email: 'boss@example.co.uk', password: 'correct horse battery staple' };
const editor = { email: 'eddie@example.co.uk', password: 'an editor password', name: 'Eddie Editor' };
const agent = { email: 'agent@example.co.uk', password: 'another fine password', name: 'Alex Agent' };
const partner = { email: 'pat@partner.example.co.uk', password: 'a partner password' };
const SITE = 'https://sme.example';

/** A photo-like picture: noise compresses about as badly as a real photo does. */
const photo = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 40 } },
  });

// Uploading a picture in the console (POST /admin/images) and every instance serving it at /storage/<path>.
describe.each(testDatabaseKinds())('pictures uploaded in the console and served at /storage, on %s', (kind) => {
  let server: TestServer;
  const cookies: Record<'admin' | 'editor' | 'agent' | 'partner', string> = {
    admin: '',
    editor: '',
    agent: '',
    partner: '',
  };

  const call = (procedure: string, payload: unknown, cookie = '') =>
    server.app.inject({
      method: 'POST',
      url: `/trpc/${procedure}`,
      headers: { ...xhr, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: payload as Record<string, unknown>,
    });
  const upload = (
    bytes: Buffer,
    options: { cookie?: string; folder?: string; name?: string; type?: string; headers?: Record<string, string> } = {},
  ) =>
    server.app.inject({
      method: 'POST',
      url: `/admin/images?folder=${encodeURIComponent(options.folder ?? 'blog')}&name=${encodeURIComponent(options.name ?? 'photo.jpg')}`,
      headers: {
        ...xhr,
        'content-type': options.type ?? 'image/jpeg',
        ...(options.cookie === undefined
          ? { cookie: cookies.editor }
          : options.cookie
            ? { cookie: options.cookie }
            : {}),
        ...options.headers,
      },
      payload: bytes,
    });
  const uploads = () => server.db.prisma.auditEntry.findMany({ where: { action: 'content.image.upload' } });

  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { ...consoleEnv(admin), PUBLIC_URL: SITE },
    });
    cookies.admin = sessionCookie(await call('admin.session.signIn', admin));
    for (const [who, role] of [
      [editor, 'editor'],
      [agent, 'agent'],
    ] as const) {
      const created = await call('admin.users.create', { ...who, role }, cookies.admin);
      expect(created.statusCode, created.body).toBe(200);
    }
    cookies.editor = sessionCookie(await call('admin.session.signIn', editor));
    cookies.agent = sessionCookie(await call('admin.session.signIn', agent));

    // A partner, made as the console makes one: registered, approved (no e-mail: the link is in the answer).
    const registered = await call('forms.register', {
      name: 'Pat Partner',
      email: partner.email,
      phone: '07700 900555',
      business_address: '1 Row, Bath',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const lead = await server.db.prisma.lead.findFirstOrThrow({ where: { kind: 'partner_registration' } });
    const approved = await call('admin.partners.approve', { leadId: lead.id }, cookies.admin);
    const link = (approved.json().result.data as { invitation: { link: string } }).invitation.link;
    const token = new URL(link).searchParams.get('token');
    expect((await call('partner.session.setPassword', { token, password: partner.password })).statusCode).toBe(200);
    cookies.partner = sessionCookie(await call('partner.session.signIn', partner));
    expect(cookies.partner).toMatch(/^sme-console\.session_token=/);
  }, 120_000);
  afterAll(() => server?.close());

  it('takes a large photo from an editor and serves it re-encoded, smaller and at most 1,600 px wide, for a year', async () => {
    const original = await photo(4000, 3000).jpeg({ quality: 92 }).toBuffer();
    const res = await upload(original, { name: 'Shop front.JPG' });
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json() as { path: string; url: string; width: number; height: number; bytes: number };
    expect(stored).toEqual({
      path: expect.stringMatching(/^blog\/shop-front-[0-9a-f]{12}\.webp$/),
      url: `/storage/${stored.path}`,
      width: 1600,
      height: 1200,
      bytes: expect.any(Number),
    });
    expect(stored.bytes).toBeLessThan(original.length / 4);
    expect(res.headers['cache-control']).toBe('no-store');

    // Already compressed: sent as it is, whatever the browser accepts.
    const served = await server.app.inject({ url: stored.url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-encoding']).toBeUndefined();
    expect(served.rawPayload.length).toBe(stored.bytes);
    const picture = await sharp(served.rawPayload).metadata();
    expect([picture.format, picture.width, picture.height, picture.exif]).toEqual(['webp', 1600, 1200, undefined]);
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    // Asked again: from this instance's memory, the same bytes.
    const again = await server.app.inject({ url: stored.url });
    expect(again.rawPayload.equals(served.rawPayload)).toBe(true);
    const head = await server.app.inject({ method: 'HEAD', url: stored.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(Number(head.headers['content-length'])).toBe(stored.bytes);
    expect(head.rawPayload.length).toBe(0);
    const revalidated = await server.app.inject({ url: stored.url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);

    const editorId = (await server.db.prisma.user.findUniqueOrThrow({ where: { email: editor.email } })).id;
    expect((await uploads()).map((entry) => [entry.actorId, entry.detail])).toContainEqual([
      editorId,
      { path: stored.path },
    ]);
  });

  it.each([
    [
      'a PDF named .jpg',
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
      'scan.jpg',
      'image/jpeg',
    ],
    ['a text file named .png', Buffer.from('Not a picture.\n'.repeat(40)), 'notes.png', 'image/png'],
    [
      'an SVG drawing',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script></svg>'),
      'drawing.svg',
      'image/svg+xml',
    ],
  ])('refuses %s with a clear message, whatever its name and declared type', async (_what, bytes, name, type) => {
    const before = await server.db.prisma.storedImage.count();
    const res = await upload(bytes, { name, type });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'This file is not a JPEG, PNG, WebP, GIF or AVIF image. Choose a photo or picture file.',
    });
    expect(await server.db.prisma.storedImage.count()).toBe(before);
  });

  it('takes a picture whatever type the browser guessed for it, and refuses one too small or for no known folder', async () => {
    const png = await photo(400, 300).png().toBuffer();
    const guessed = await upload(png, {
      name: 'logo',
      type: 'application/octet-stream',
      folder: 'cash_advance/product',
    });
    expect(guessed.statusCode, guessed.body).toBe(201);
    expect(guessed.json().path).toMatch(/^cash_advance\/product\/logo-[0-9a-f]{12}\.webp$/);
    const noType = await server.app.inject({
      method: 'POST',
      url: '/admin/images?folder=blog&name=x.png',
      headers: { ...xhr, cookie: cookies.editor },
      payload: png,
    });
    expect(noType.statusCode, noType.body).toBe(201);

    const small = await upload(await photo(120, 80).png().toBuffer(), { name: 'icon.png' });
    expect(small.statusCode).toBe(422);
    expect(small.json().message).toBe(imageMessages.tooSmall(120, 80));
    const nowhere = await upload(png, { folder: '../secrets' });
    expect([nowhere.statusCode, nowhere.json().message]).toEqual([400, imageMessages.unknownFolder]);
    const empty = await upload(Buffer.alloc(0));
    expect([empty.statusCode, empty.json().message]).toEqual([400, imageMessages.empty]);
  });

  it('takes a file of exactly 10 MB to the check, and refuses a larger one in words before reading it', async () => {
    // Past Fastify's default of 1 MB: the limit is the upload's own.
    const tenMb = await upload(Buffer.alloc(imageLimits.maxBytes, 1));
    expect(tenMb.statusCode).toBe(415);
    const larger = await upload(Buffer.alloc(imageLimits.maxBytes + 1, 1));
    expect(larger.statusCode).toBe(413);
    expect(larger.headers.connection).toBe('close');
    expect(larger.json()).toEqual({ message: imageMessages.tooLarge });
    expect(larger.json().message).toContain('larger than 10 MB');
  });

  it('refuses a larger file sent without a length, as it arrives', async () => {
    const base = await server.app.listen({ host: '127.0.0.1', port: 0 });
    let sent = 0;
    const chunk = Buffer.alloc(1024 * 1024, 1);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 12) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${base}/admin/images?folder=blog&name=big.jpg`, {
      method: 'POST',
      headers: { ...xhr, cookie: cookies.editor, 'content-type': 'image/jpeg' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: imageMessages.tooLarge });
  });

  it('lets admins and editors upload; refuses an agent, a partner, no session, and any page but the console’s own', async () => {
    const png = await photo(300, 200).png().toBuffer();
    const before = (await uploads()).length;
    expect((await upload(png, { cookie: cookies.admin })).statusCode).toBe(201);

    const byAgent = await upload(png, { cookie: cookies.agent });
    expect([byAgent.statusCode, byAgent.json()]).toEqual([403, { message: consoleMessages.contentEditorsOnly }]);
    for (const cookie of [cookies.partner, '']) {
      const refused = await upload(png, { cookie });
      expect([refused.statusCode, refused.json()]).toEqual([401, { message: consoleMessages.signInRequired }]);
    }
    // What a form on another site, or a link, sends: the cookie without the header.
    const noHeader = await server.app.inject({
      method: 'POST',
      url: '/admin/images?folder=blog&name=x.png',
      headers: { cookie: cookies.editor, 'content-type': 'image/png' },
      payload: png,
    });
    expect([noHeader.statusCode, noHeader.json().message]).toEqual([
      403,
      'Requests must carry the header X-Requested-With: XMLHttpRequest.',
    ]);
    const foreignHeaders: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreignHeaders) {
      const foreign = await upload(png, { headers });
      expect([foreign.statusCode, foreign.json()]).toEqual([403, { message: imageMessages.notFromConsole }]);
    }
    const sameSite: Record<string, string>[] = [
      { origin: SITE, 'sec-fetch-site': 'same-origin' },
      { origin: 'http://console.internal:8080', host: 'console.internal:8080' },
    ];
    for (const headers of sameSite) {
      expect((await upload(png, { headers })).statusCode).toBe(201);
    }
    // Three taken (the admin's and the two same-origin ones), each audited; nothing for the refusals.
    expect((await uploads()).length).toBe(before + 3);
  });

  it('still serves the images shipped with the site, and 404 for a path that is neither', async () => {
    const shipped = readdirSync(join(seedStorageDir, 'blog')).find((name) => name.endsWith('.svg'))!;
    const file = await server.app.inject({ url: `/storage/blog/${shipped}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(file.headers['cache-control']).toBe('public, max-age=604800');
    const head = await server.app.inject({ method: 'HEAD', url: `/storage/blog/${shipped}` });
    expect(head.statusCode).toBe(200);
    for (const path of ['blog/no-such-picture-0123456789ab.webp', 'blog/no-such.svg', '../package.json']) {
      expect((await server.app.inject({ url: `/storage/${path}` })).statusCode).toBe(404);
    }
  });

  it('stops serving a picture once its row is gone, though it was in memory', async () => {
    const res = await upload(await photo(500, 300).webp().toBuffer(), { name: 'short-lived.webp' });
    const { url, path } = res.json() as { url: string; path: string };
    expect((await server.app.inject({ url })).statusCode).toBe(200);
    await server.db.prisma.storedImage.delete({ where: { path } });
    // The database tells every instance of the change; this one forgets what it kept.
    await vi.waitFor(async () => expect((await server.app.inject({ url })).statusCode).toBe(404), {
      timeout: 2_000,
      interval: 20,
    });
  });
});

describe('POST /admin/images, throttled as a console call', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { ...consoleEnv(admin), RATE_LIMIT_CONSOLE: '3' } });
  });
  afterAll(() => server?.close());

  it('counts each upload in the console family and refuses past it in words', async () => {
    const cookie = await injectSignIn(server.app, admin);
    const png = await photo(300, 200).png().toBuffer();
    const answers = [];
    // The sign-in was the first console call of the minute: two uploads more reach the limit of 3.
    for (let i = 0; i < 3; i += 1) {
      answers.push(
        await server.app.inject({
          method: 'POST',
          url: '/admin/images?folder=blog&name=a.png',
          headers: { ...xhr, cookie, 'content-type': 'image/png' },
          payload: png,
        }),
      );
    }
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 429]);
    expect(answers[2]!.headers['retry-after']).toMatch(/^\d+$/);
    expect(answers[2]!.json()).toEqual({ message: transportMessages.tooManyRequests });
  });
});
