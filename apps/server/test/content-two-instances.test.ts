import { openDatabase, type Database } from '@sme/db';
import { openTestDatabase, testDatabaseKinds } from '@sme/db/testing';
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { consoleEnv, fetchAddUser, fetchSignIn, xhr } from './test-server.ts';
import { exampleLoanFigures } from '../../../packages/api/test/support/loan-figures.ts';

const admin = { email: 'lead@example.co.uk', password: 'correct horse battery staple' };
const editor = { email: 'writer@example.co.uk', password: 'an editor password', name: 'Wren Writer' };
const settings = { LOG_LEVEL: 'silent', ...consoleEnv(admin) };
const json = { ...xhr, 'content-type': 'application/json' };

/** The promise: a change made through one instance is what every instance shows within 2 s. */
const SPREAD_MS = 2_000;

/** Asks `check` again every few milliseconds until it holds or SPREAD_MS have passed since `from`: how long it took. */
async function within(from: number, check: () => Promise<boolean>): Promise<number> {
  for (;;) {
    if (await check()) return performance.now() - from;
    if (performance.now() - from > SPREAD_MS) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// Two instances behind a proxy on one database, with the pages built: an editor works through A, visitors are served
// by B. On PostgreSQL each instance has its own pool and its own listening connection, as two processes would; on
// the embedded database (one process) they share it, and the test proves B's own caches are dropped.
describe.each(testDatabaseKinds())('content published through one instance, on one %s database', (kind) => {
  let db: Database & { url?: string };
  let second: Database;
  const apps: FastifyInstance[] = [];
  let a = '';
  let b = '';
  let cookie = '';
  let adminCookie = '';

  const mutate = async (base: string, procedure: string, input: unknown, as: string) => {
    const res = await fetch(`${base}/trpc/${procedure}`, {
      method: 'POST',
      headers: { ...json, cookie: as },
      body: JSON.stringify(input),
    });
    const body = (await res.json()) as { result?: { data: unknown }; error?: unknown };
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body.result!.data;
  };

  beforeAll(async () => {
    db = await openTestDatabase(kind, { seed: true });
    second = db.url ? await openDatabase({ kind: 'postgres', url: db.url }) : db;
    const config = loadConfig(settings);
    for (const instance of [db, second]) {
      const app = await buildServer({ config, db: instance, web: 'build' });
      apps.push(app);
    }
    a = await apps[0]!.listen({ host: '127.0.0.1', port: 0 });
    b = await apps[1]!.listen({ host: '127.0.0.1', port: 0 });
    adminCookie = await fetchSignIn(a, admin);
    await fetchAddUser(a, adminCookie, editor, 'editor');
    cookie = await fetchSignIn(a, editor);
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    if (second !== db) await second.close();
    await db.close();
  });

  it('serves on B, within 2 s, a picture uploaded and a post published through A', async () => {
    const title = `Cutting standing charges on ${kind}`;
    // B has read the blog already: what it keeps in memory must be dropped, not merely missed.
    const homeOnB = () => fetch(`${b}/api/blog/home`, { headers: xhr });
    const warm = await homeOnB();
    expect(warm.status).toBe(200);
    expect(await warm.text()).not.toContain(title);
    expect(await (await fetch(`${b}/blogs`)).text()).not.toContain(title);

    const photo = await sharp({
      create: {
        width: 3000,
        height: 2000,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 120, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const uploaded = await fetch(`${a}/admin/images?folder=blog&name=standing-charges.jpg`, {
      method: 'POST',
      headers: { ...xhr, cookie, 'content-type': 'image/jpeg' },
      body: photo,
    });
    expect(uploaded.status).toBe(201);
    // From the moment A says the picture is stored.
    const stored = performance.now();
    const image = (await uploaded.json()) as { path: string; url: string; bytes: number };
    let onB = Buffer.alloc(0);
    const imageMs = await within(stored, async () => {
      const res = await fetch(`${b}${image.url}`);
      if (res.status !== 200) return false;
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      onB = Buffer.from(await res.arrayBuffer());
      return true;
    });
    expect(imageMs).toBeLessThan(SPREAD_MS);
    // The very bytes A stored and serves.
    const onA = Buffer.from(await (await fetch(`${a}${image.url}`)).arrayBuffer());
    expect(onA.length).toBe(image.bytes);
    expect(onB.equals(onA)).toBe(true);

    const saved = (await mutate(
      a,
      'admin.content.posts.save',
      {
        title,
        topics: ['energy'],
        summary: 'What a standing charge is, and how to pay less of it.',
        body: '## Standing charges\n\nEvery supply point pays one, **whether or not** you use energy that day.',
        image: image.path,
        imageAlt: 'A meter cupboard in a shop',
      },
      cookie,
    )) as { id: number; urlTitle: string };
    // A draft is on no public page of either instance.
    expect(await (await homeOnB()).text()).not.toContain(title);

    const published = performance.now();
    expect(await mutate(a, 'admin.content.posts.publish', { id: saved.id }, cookie)).toMatchObject({
      status: 'published',
    });
    const homeMs = await within(published, async () => (await (await homeOnB()).text()).includes(title));
    expect(homeMs).toBeLessThan(SPREAD_MS);
    const home = await (await homeOnB()).text();
    expect(home).toContain(image.path);
    const listMs = await within(published, async () => (await (await fetch(`${b}/blogs`)).text()).includes(title));
    expect(listMs).toBeLessThan(SPREAD_MS);
    const page = await fetch(`${b}/blog-details/${saved.urlTitle}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`/storage/${image.path}`);
    console.info(
      `${kind}: on B after ${Math.round(imageMs)} ms (picture), ${Math.round(homeMs)} ms (/api/blog/home), ` +
        `${Math.round(listMs)} ms (/blogs)`,
    );
  });

  it('shows on B, within 2 s, the loan figures an admin entered through A, and none once cleared', async () => {
    const figuresOnB = async () =>
      (
        (await (await fetch(`${b}/trpc/finance.figures`, { headers: xhr })).json()) as {
          result: { data: { loan: { interestRatePercent: number } | null } };
        }
      ).result.data.loan;
    // B has read them already (none entered): what it keeps in memory must be dropped.
    expect(await figuresOnB()).toBeNull();
    const loan = exampleLoanFigures;
    await mutate(a, 'admin.finance.save', { kind: 'loan', data: loan }, adminCookie);
    const saved = performance.now();
    const shownMs = await within(saved, async () => (await figuresOnB())?.interestRatePercent === 14.9);
    expect(shownMs).toBeLessThan(SPREAD_MS);

    await mutate(a, 'admin.finance.save', { kind: 'loan', data: null }, adminCookie);
    const cleared = performance.now();
    const goneMs = await within(cleared, async () => (await figuresOnB()) === null);
    expect(goneMs).toBeLessThan(SPREAD_MS);
    console.info(
      `${kind}: finance figures on B after ${Math.round(shownMs)} ms, cleared after ${Math.round(goneMs)} ms`,
    );
  });
});
