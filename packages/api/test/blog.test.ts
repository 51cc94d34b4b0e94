import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Database } from '@sme/db';
import { testDatabaseKinds } from '@sme/db/testing';
import { postUrlTitle, postUrlTitleLetters, toUrlTitle } from '@sme/domain';
import { openForSuite, type Caller } from './support/suite-database.ts';

/** The migration that moved the posts whose address was not ASCII to their ASCII one (issue 44 part 6). */
function asciiAddressMigration(): string {
  const dir = new URL('../../../prisma/migrations/', import.meta.url);
  const name = readdirSync(dir).find((entry) => entry.endsWith('_blog_addresses_in_ascii'));
  if (!name) throw new Error('The blog_addresses_in_ascii migration is missing');
  return readFileSync(new URL(`${name}/migration.sql`, dir), 'utf8');
}

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

  it("tells each post's topics, which choose the offers beside it", async () => {
    const { collections } = await caller.blog.list({ page: 1, per_page: 50 });
    const stored = await db.prisma.blogPost.findMany({ select: { id: true, topics: true } });
    for (const post of collections) {
      expect(post.topics, post.title).toEqual(stored.find((row) => row.id === post.id)!.topics);
    }
    const details = await caller.blog.details({ title: collections[0]!.url_title });
    expect(details.collections.topics).toEqual(collections[0]!.topics);
  });

  it('moves a post whose address is not ASCII to its ASCII address, and the old address still finds it', async () => {
    // Posts saved before addresses were ASCII: their url titles are the title lower-cased with hyphens, as typed.
    const published = new Date('2020-01-06T09:00:00Z');
    const legacy = async (title: string) =>
      db.prisma.blogPost.create({
        data: {
          title,
          urlTitle: toUrlTitle(title),
          body: 'Body.',
          image: 'blog/how-to-cut-your-business-energy-bills-without-cutting-corners.svg',
          topics: ['payments'],
          publishedAt: published,
          createdAt: published,
        },
      });
    const cafe = await legacy('What a café can teach you about card fees');
    // Every letter the site spells out, and the oddities the rule meets: the database does what the site does.
    const letters = await legacy(`Every letter ${Object.keys(postUrlTitleLetters).join(' ')} Ǆ ĳ ﬁ ´ £ done`);
    // Its ASCII address is another post's already: it keeps its own, which still works.
    const taken = await legacy('Straße tips');
    const holder = await legacy('Strasse tips');
    // Nothing of it is in plain letters: it keeps its own.
    const foreign = await legacy('日本の ビジネス');
    // Two posts whose ASCII addresses are the same: the older one has it.
    const first = await legacy('Crème brûlée economics');
    const second = await legacy('Crème brûlèe economics');
    // An old address of a renamed post, which an accented post now takes as its current one.
    await db.prisma.blogPostAddress.create({ data: { urlTitle: 'zurich-office-rents', postId: holder.id } });
    const zurich = await legacy('Zürich office rents');

    const migrated = await db.prisma.$executeRawUnsafe(asciiAddressMigration());
    expect(migrated).toBeGreaterThan(0);
    const now = async (id: number) => (await db.prisma.blogPost.findUniqueOrThrow({ where: { id } })).urlTitle;
    const oldAddresses = async (id: number) =>
      (await db.prisma.blogPostAddress.findMany({ where: { postId: id } })).map((address) => address.urlTitle);

    for (const post of [cafe, letters, first, zurich]) {
      expect(await now(post.id), post.title).toBe(postUrlTitle(post.title));
      expect(await now(post.id)).toMatch(/^[\x20-\x7e]+$/);
      expect(await oldAddresses(post.id)).toEqual([post.urlTitle]);
    }
    expect(await now(cafe.id)).toBe('what-a-cafe-can-teach-you-about-card-fees');
    expect(await now(zurich.id)).toBe('zurich-office-rents');
    expect(await oldAddresses(holder.id)).toEqual([]);
    for (const post of [taken, foreign, second]) {
      expect(await now(post.id), post.title).toBe(post.urlTitle);
      expect(await oldAddresses(post.id)).toEqual([]);
    }

    // The old address, as a link or a REST path has it, finds the post at its new address (the page redirects).
    for (const asked of [cafe.urlTitle, encodeURIComponent(cafe.urlTitle), cafe.title]) {
      expect((await caller.blog.details({ title: asked })).collections, asked).toMatchObject({
        id: cafe.id,
        url_title: 'what-a-cafe-can-teach-you-about-card-fees',
      });
    }
    expect((await caller.blog.details({ title: 'what-a-cafe-can-teach-you-about-card-fees' })).collections.id).toBe(
      cafe.id,
    );
    expect((await caller.blog.details({ title: taken.urlTitle })).collections.id).toBe(taken.id);
    expect((await caller.blog.details({ title: holder.urlTitle })).collections.id).toBe(holder.id);

    // Run again, it changes nothing.
    expect(await db.prisma.$executeRawUnsafe(asciiAddressMigration())).toBe(0);
  });

  it('answers NOT_FOUND for an unknown title', async () => {
    await expect(caller.blog.details({ title: 'no-such-post' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Blog post not found.',
    });
  });
});
