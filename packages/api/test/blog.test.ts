import { describe, expect, it } from 'vitest';
import type { Database } from '@sme/db';
import { testDatabaseKinds } from '@sme/db/testing';
import { openForSuite, type Caller } from './support/suite-database.ts';

describe.each(testDatabaseKinds())('blog procedures on %s', (kind) => {
  let db: Database;
  let caller: Caller;

  openForSuite(kind, (opened) => ({ db, caller } = opened), { seed: true });

  it('serves the three newest posts for the home page, newest first', async () => {
    const { collections } = await caller.blog.section({ section: 'home' });
    expect(collections).toHaveLength(3);
    const dates = collections.map((post) => post.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(collections[0]).toMatchObject({ image: expect.stringMatching(/^\/storage\/blog\/.+\.svg$/) });
  });

  it('serves only funding and business posts on the business page', async () => {
    const { collections } = await caller.blog.section({ section: 'business' });
    const all = await db.prisma.blogPost.findMany({ where: { id: { in: collections.map((c) => c.id) } } });
    expect(all.length).toBeGreaterThan(0);
    for (const post of all) expect(post.topics.some((t) => t === 'funding' || t === 'business')).toBe(true);
  });

  it('pages through every post', async () => {
    const total = await db.prisma.blogPost.count();
    const first = await caller.blog.list({ page: 1, per_page: 4 });
    expect(first.pagination).toEqual({ page: 1, per_page: 4, total, total_pages: Math.ceil(total / 4) });
    const last = await caller.blog.list({ page: first.pagination.total_pages, per_page: 4 });
    expect(last.collections.length).toBe(total - 4 * (first.pagination.total_pages - 1));
  });

  it('finds a post by its url title and by the title as typed', async () => {
    const [newest] = (await caller.blog.list({ page: 1, per_page: 1 })).collections;
    expect(newest).toBeDefined();
    const byUrlTitle = await caller.blog.details({ title: newest!.url_title });
    expect(byUrlTitle.collections.id).toBe(newest!.id);
    const byTitle = await caller.blog.details({ title: newest!.title.toUpperCase() });
    expect(byTitle.collections.id).toBe(newest!.id);
  });

  it('finds a post by id and title: the id wins, an unknown id falls back to the title', async () => {
    const [first, second] = (await caller.blog.list({ page: 1, per_page: 2 })).collections;
    const byId = (id: string, title: string) => caller.blog.detailsById({ id, title });
    expect((await byId(String(first!.id), first!.url_title)).collections.id).toBe(first!.id);
    expect((await byId(String(first!.id), second!.url_title)).collections.id).toBe(first!.id);
    for (const unknown of ['987654', '0', '-1', '1.5', 'first', '99999999999']) {
      expect((await byId(unknown, second!.title)).collections.id, unknown).toBe(second!.id);
    }
    await expect(byId('987654', 'no-such-post')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Blog post not found.',
    });
  });

  it('answers NOT_FOUND for an unknown title', async () => {
    await expect(caller.blog.details({ title: 'no-such-post' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Blog post not found.',
    });
  });
});
