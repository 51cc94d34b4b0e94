// Content editing in the browser tests: a server of the worker's own (publishing posts must not change what the other
// specs check on the shared server's blog), staff of each role made by its admin, and the console's content
// procedures called as the console's browser calls them.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { request as requests, type APIRequestContext, type Page } from '@playwright/test';
import type { RouterInputs, RouterOutputs } from '@sme/api';
import { expect, gotoHydrated, test as base } from '../fixtures.ts';
import { ownServer } from './own-server.ts';
import { consoleAdmin } from './staff.ts';

const xhr = { 'x-requested-with': 'XMLHttpRequest' };

/** The picture the tests upload as a cover: 600 × 300 PNG, above the upload's smallest size. */
export const coverFixture = resolve(import.meta.dirname, '../fixtures/cover-bars.png');

/**
 * The browser tests' `test`, against a server of this worker's own (own-server.ts), so the posts these tests publish
 * appear on no page another spec counts.
 */
export const test = base.extend<object, { contentServer: string }>({
  contentServer: ownServer('content', 2),
  baseURL: async ({ contentServer }, use) => use(contentServer),
});

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A member of staff with this role, made by the admin through the console's own procedure. */
export async function newStaffMember(baseURL: string, role: 'editor' | 'agent'): Promise<Account> {
  const http = await requests.newContext({ baseURL, extraHTTPHeaders: xhr });
  try {
    expect((await http.post('/trpc/admin.session.signIn', { data: consoleAdmin })).ok()).toBe(true);
    const tag = randomBytes(4).toString('hex');
    const account = {
      name: role === 'editor' ? `Edie Editor ${tag}` : `Aggie Agent ${tag}`,
      email: `${role}.${tag}@example.co.uk`,
      password: `e2e ${role} password ${tag}`,
    };
    const made = await http.post('/trpc/admin.users.create', { data: { ...account, role } });
    expect(made.ok(), await made.text()).toBe(true);
    return account;
  } finally {
    await http.dispose();
  }
}

/** Signs in from the console's form, as staff do, and waits for the console to open. */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  await gotoHydrated(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}

type Posts = RouterOutputs['admin']['content']['posts'];
type PostInput = RouterInputs['admin']['content']['posts']['save'];

/** The console's content procedures for one signed-in member of staff (tRPC over HTTP, as the console calls them). */
export interface ContentClient {
  /** Uploads the cover fixture as the console's image field does; answers its path under /storage. */
  uploadCover(): Promise<string>;
  save(post: PostInput): Promise<Posts['save']>;
  publish(input: { id: number; at?: string }): Promise<Posts['publish']>;
  get(id: number): Promise<Posts['get']>;
  dispose(): Promise<void>;
}

async function resultOf<T>(answer: Awaited<ReturnType<APIRequestContext['post']>>, path: string): Promise<T> {
  const body = (await answer.json()) as { result?: { data: T } };
  if (!answer.ok() || !body.result) throw new Error(`${path} answered ${answer.status()}: ${JSON.stringify(body)}`);
  return body.result.data;
}

export async function contentClient(baseURL: string, account: { email: string; password: string }) {
  const http = await requests.newContext({ baseURL, extraHTTPHeaders: xhr });
  expect((await http.post('/trpc/admin.session.signIn', { data: account })).ok()).toBe(true);
  const mutate = async <T>(path: string, input: unknown) =>
    resultOf<T>(await http.post(`/trpc/${path}`, { data: input }), path);
  const client: ContentClient = {
    uploadCover: async () => {
      const uploaded = await http.post('/admin/images?folder=blog&name=cover-bars.png', {
        headers: { 'content-type': 'image/png' },
        data: await readFile(coverFixture),
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      return ((await uploaded.json()) as { path: string }).path;
    },
    save: (post) => mutate('admin.content.posts.save', post),
    publish: (input) => mutate('admin.content.posts.publish', input),
    get: async (id) =>
      resultOf<Posts['get']>(
        await http.get('/trpc/admin.content.posts.get', { params: { input: JSON.stringify({ id }) } }),
        'admin.content.posts.get',
      ),
    dispose: () => http.dispose(),
  };
  return client;
}

/** A UK date and time as the schedule's date-and-time input takes it: tomorrow at this hour and minute. */
export function tomorrowInUk(hours: number, minutes: number): string {
  const ukToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const tomorrow = new Date(`${ukToday}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${tomorrow.toISOString().slice(0, 10)}T${pad(hours)}:${pad(minutes)}`;
}

/** The public read of the home page's blog cards, as the site calls it. */
export async function homeCards(http: APIRequestContext): Promise<{ url_title: string; title: string }[]> {
  const answer = await http.get('/api/blog/home', { headers: xhr });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { collections: { url_title: string; title: string }[] }).collections;
}

/** Every published post's url title, through the public list (all pages). */
export async function listedUrlTitles(http: APIRequestContext): Promise<string[]> {
  const titles: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await http.get('/api/blog', { headers: xhr, params: { page, per_page: 50 } });
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as {
      collections: { url_title: string }[];
      pagination: { total_pages: number };
    };
    titles.push(...body.collections.map((post) => post.url_title));
    if (page >= body.pagination.total_pages) return titles;
  }
}

/** The blog-details addresses the sitemap lists. */
export async function sitemapPostPaths(http: APIRequestContext): Promise<string[]> {
  const answer = await http.get('/sitemap.xml');
  expect(answer.status()).toBe(200);
  return [...(await answer.text()).matchAll(/<loc>[^<]*?(\/blog-details\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
}
