import { testDatabaseKinds } from '@sme/db/testing';
import { consoleMessages, postMessages, toUrlTitle, type PostFieldsInput } from '@sme/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPostBody } from '../../src/services/content/markdown.ts';
import { openStaffForSuite, type Caller, type ConsoleStaff, type ConsoleTestbed } from '../console/console-testbed.ts';
import { refusal } from '../refusal.ts';

/** A cover shipped with the site (prisma/seed/storage), so no upload is needed. */
const COVER = 'blog/how-to-cut-your-business-energy-bills-without-cutting-corners.svg';

let titles = 0;
/** A post's fields with a title no other test uses. */
function fields(overrides: Partial<PostFieldsInput> = {}): PostFieldsInput {
  titles += 1;
  return {
    title: `Energy bills explained part ${titles}`,
    topics: ['energy'],
    summary: 'How to read a business energy bill.',
    body: `## What you pay\n\nThe **unit rate** and the [standing charge](https://www.ofgem.gov.uk/).\n\nPart ${titles}.`,
    image: COVER,
    imageAlt: 'A small business building beside a falling bar chart',
    ...overrides,
  };
}

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

describe.each(testDatabaseKinds())('blog posts in the console, %s', (kind) => {
  let bed: ConsoleTestbed;
  let admin: ConsoleStaff['admin'];
  let agent: ConsoleStaff['agent'];
  let editor: { caller: Caller; id: string };
  openStaffForSuite(kind, (staff) => ({ bed, admin, agent } = staff));
  beforeAll(async () => {
    editor = await bed.user('editor', 'Eddie Editor');
  });

  const posts = () => editor.caller.admin.content.posts;
  /** What a visitor can find of a post: on the home cards, in the list, by its address, by id and title. */
  async function publicView(id: number, urlTitle: string) {
    const { visitor } = bed;
    const home = (await visitor.blog.section({ section: 'home' })).collections.some((post) => post.id === id);
    const listed = (await visitor.blog.list({ page: 1, per_page: 50 })).collections.some((post) => post.id === id);
    const byTitle = await visitor.blog.details({ title: urlTitle }).then(
      (found) => found.collections.id === id,
      () => false,
    );
    const byId = await visitor.blog.detailsById({ id: String(id), title: urlTitle }).then(
      (found) => found.collections.id === id,
      () => false,
    );
    return { home, listed, byTitle, byId };
  }
  const hidden = { home: false, listed: false, byTitle: false, byId: false };
  const shown = { home: true, listed: true, byTitle: true, byId: true };

  it('saves a new post as a draft that no visitor can find, and lists it first for staff', async () => {
    const input = fields();
    const saved = await posts().save(input);
    expect(saved.urlTitle).toBe(toUrlTitle(input.title));
    const post = await posts().get({ id: saved.id });
    expect(post).toMatchObject({
      ...input,
      id: saved.id,
      urlTitle: saved.urlTitle,
      imageUrl: `/storage/${COVER}`,
      status: 'draft',
      publishedAt: null,
      updatedAt: saved.updatedAt,
      publicPath: `/blog-details/${saved.urlTitle}`,
    });
    expect((await agent.caller.admin.content.posts.list()).posts[0]).toEqual({
      id: saved.id,
      title: input.title,
      topics: ['energy'],
      status: 'draft',
      publishedAt: null,
      updatedAt: saved.updatedAt,
    });
    expect(await publicView(saved.id, saved.urlTitle)).toEqual(hidden);
  });

  it('publishes a post: visitors then read its rendered, sanitised body, summary, cover text and publication date', async () => {
    const input = fields({ body: `${fields().body}\n\n<img src=x onerror=alert(1)><script>alert(2)</script>` });
    const saved = await posts().save(input);
    const published = await posts().publish({ id: saved.id });
    expect(published.status).toBe('published');
    expect(Date.now() - Date.parse(published.publishedAt!)).toBeLessThan(60_000);
    expect(await publicView(saved.id, saved.urlTitle)).toEqual(shown);

    const { collections } = await bed.visitor.blog.details({ title: saved.urlTitle });
    expect(collections).toEqual({
      id: saved.id,
      title: input.title,
      url_title: saved.urlTitle,
      description: renderPostBody(input.body),
      image: `/storage/${COVER}`,
      image_alt: input.imageAlt,
      summary: input.summary,
      topics: ['energy'],
      created_at: published.publishedAt,
    });
    expect(collections.description).toContain('<h2>What you pay</h2>');
    expect(collections.description).toContain('rel="noopener noreferrer nofollow"');
    expect(collections.description).not.toMatch(/<script|onerror|<img/);
    // The preview is that very HTML.
    expect(await posts().preview({ body: input.body })).toEqual({ html: collections.description });
  });

  it('schedules a post: hidden until its time, then public; publishing it now makes it public at once', async () => {
    const saved = await posts().save(fields());
    const at = inAnHour();
    expect(await posts().publish({ id: saved.id, at })).toEqual({ status: 'scheduled', publishedAt: at });
    expect(await posts().get({ id: saved.id })).toMatchObject({ status: 'scheduled', publishedAt: at });
    expect(await publicView(saved.id, saved.urlTitle)).toEqual(hidden);

    // Its time comes (as if an hour passed).
    await bed.db.prisma
      .$executeRaw`UPDATE "BlogPost" SET "publishedAt" = now() - interval '1 second' WHERE id = ${saved.id}`;
    expect(await publicView(saved.id, saved.urlTitle)).toEqual(shown);

    const later = await posts().save(fields());
    await posts().publish({ id: later.id, at: inAnHour() });
    // A time not in the future is now.
    const now = await posts().publish({ id: later.id, at: '2020-01-01T09:00:00.000Z' });
    expect(now.status).toBe('published');
    expect(Date.now() - Date.parse(now.publishedAt!)).toBeLessThan(60_000);
    expect(await publicView(later.id, later.urlTitle)).toEqual(shown);
  });

  it('keeps a published post at its first publication date when it is published again', async () => {
    const saved = await posts().save(fields());
    const first = await posts().publish({ id: saved.id });
    expect(await posts().publish({ id: saved.id })).toEqual(first);
  });

  it('unpublishes a post: gone from every public read, a draft in the console', async () => {
    const saved = await posts().save(fields());
    await posts().publish({ id: saved.id });
    expect(await publicView(saved.id, saved.urlTitle)).toEqual(shown);
    expect(await posts().unpublish({ id: saved.id })).toEqual({ status: 'draft', publishedAt: null });
    expect(await publicView(saved.id, saved.urlTitle)).toEqual(hidden);
    expect(await posts().get({ id: saved.id })).toMatchObject({ status: 'draft', publishedAt: null });
  });

  it('moves a renamed post to its new address; the old one finds the post with its current address', async () => {
    const input = fields();
    const saved = await posts().save(input);
    await posts().publish({ id: saved.id });
    const renamed = await posts().save({
      ...input,
      id: saved.id,
      updatedAt: saved.updatedAt,
      title: `${input.title} (2027)`,
    });
    expect(renamed.urlTitle).toBe(`${saved.urlTitle}-(2027)`);

    const byOld = await bed.visitor.blog.details({ title: saved.urlTitle });
    expect(byOld.collections).toMatchObject({
      id: saved.id,
      url_title: renamed.urlTitle,
      title: `${input.title} (2027)`,
    });
    expect((await bed.visitor.blog.details({ title: renamed.urlTitle })).collections.id).toBe(saved.id);
    expect(await bed.db.prisma.blogPostAddress.findMany({ where: { postId: saved.id } })).toEqual([
      expect.objectContaining({ urlTitle: saved.urlTitle }),
    ]);

    // Named back: the address is its current one again, not an old one.
    const back = await posts().save({ ...input, id: saved.id, updatedAt: renamed.updatedAt });
    expect(back.urlTitle).toBe(saved.urlTitle);
    expect(
      (await bed.db.prisma.blogPostAddress.findMany({ where: { postId: saved.id } })).map((a) => a.urlTitle),
    ).toEqual([renamed.urlTitle]);
  });

  it("refuses a title that is another post's address, and hands another post's old address to the post that takes it", async () => {
    const first = await posts().save(fields());
    const firstInput = await posts().get({ id: first.id });
    const second = await posts().save(fields());
    const secondPost = await posts().get({ id: second.id });

    // Another post's current title, typed otherwise: the same address.
    expect(
      await refusal(
        posts().save({
          ...fields(),
          id: second.id,
          updatedAt: second.updatedAt,
          title: ` ${firstInput.title.toUpperCase()} `,
        }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', messages: [postMessages.titleTaken] });
    expect(await refusal(posts().save(fields({ title: firstInput.title })))).toEqual({
      code: 'BAD_REQUEST',
      messages: [postMessages.titleTaken],
    });

    // The first post moves on; its old address is free for the second, which then owns it outright.
    await posts().publish({ id: first.id });
    await posts().publish({ id: second.id });
    const moved = await posts().save({ ...pick(firstInput), id: first.id, title: `${firstInput.title} moved` });
    const taken = await posts().save({ ...pick(secondPost), id: second.id, title: firstInput.title });
    expect(taken.urlTitle).toBe(first.urlTitle);
    expect(await bed.db.prisma.blogPostAddress.findUnique({ where: { urlTitle: first.urlTitle } })).toBeNull();
    expect((await bed.visitor.blog.details({ title: first.urlTitle })).collections.id).toBe(second.id);
    expect((await bed.visitor.blog.details({ title: moved.urlTitle })).collections.id).toBe(first.id);
    // The second post's own old address still leads to it.
    expect((await bed.visitor.blog.details({ title: second.urlTitle })).collections.id).toBe(second.id);
  });

  it('gives a title with accented letters an ASCII address, which the title as typed and its old address still find', async () => {
    const input = fields({ title: 'What a Café can teach you about Straße fees' });
    const saved = await posts().save(input);
    expect(saved.urlTitle).toBe('what-a-cafe-can-teach-you-about-strasse-fees');
    expect(await posts().get({ id: saved.id })).toMatchObject({
      publicPath: '/blog-details/what-a-cafe-can-teach-you-about-strasse-fees',
    });
    await posts().publish({ id: saved.id });
    const accented = toUrlTitle(input.title);
    for (const asked of [saved.urlTitle, input.title, accented, encodeURIComponent(accented)]) {
      expect((await bed.visitor.blog.details({ title: asked })).collections, asked).toMatchObject({
        id: saved.id,
        url_title: saved.urlTitle,
      });
    }
    // The same title without its accents is the same address: refused like any title whose address is taken.
    expect(await refusal(posts().save(fields({ title: 'What a Cafe can teach you about Strasse fees' })))).toEqual({
      code: 'BAD_REQUEST',
      messages: [postMessages.titleTaken],
    });

    // Renamed, it keeps the address it leaves, as any post does.
    const renamed = await posts().save({ ...pick(input), id: saved.id, title: 'What a café can teach you about fees' });
    expect(renamed.urlTitle).toBe('what-a-cafe-can-teach-you-about-fees');
    expect((await bed.visitor.blog.details({ title: saved.urlTitle })).collections.url_title).toBe(renamed.urlTitle);
  });

  it('moves a post saved before addresses were ASCII to its ASCII address when it is saved, unless another post has it', async () => {
    const legacy = (title: string) =>
      bed.db.prisma.blogPost.create({
        data: { ...pick(fields({ title })), urlTitle: toUrlTitle(title), publishedAt: new Date() },
      });
    const moving = await legacy('Déjà vu: renewal letters');
    const saved = await posts().save({ ...pick(fields()), id: moving.id, title: moving.title });
    expect(saved.urlTitle).toBe('deja-vu:-renewal-letters');
    expect((await bed.visitor.blog.details({ title: moving.urlTitle })).collections.url_title).toBe(saved.urlTitle);

    // Its ASCII address is another post's: it keeps its own address and can still be edited.
    const holder = await posts().save(fields({ title: 'Deja vu: meter readings' }));
    const staying = await legacy('Déjà vu: meter readings');
    const edited = await posts().save({ ...pick(fields()), id: staying.id, title: staying.title });
    expect(edited.urlTitle).toBe(staying.urlTitle);
    expect(holder.urlTitle).toBe('deja-vu:-meter-readings');
    // Its old address still leads to it, not to the post that has the ASCII one.
    expect((await bed.visitor.blog.details({ title: staying.urlTitle })).collections.id).toBe(staying.id);
  });

  it('refuses a save on top of a later one, naming who saved it, and keeps that later version', async () => {
    const saved = await posts().save(fields());
    const opened = await admin.caller.admin.content.posts.get({ id: saved.id });
    const edited = await posts().save({
      ...pick(opened),
      id: saved.id,
      updatedAt: opened.updatedAt,
      summary: 'Eddie was here.',
    });
    expect(
      await refusal(
        admin.caller.admin.content.posts.save({
          ...pick(opened),
          id: saved.id,
          updatedAt: opened.updatedAt,
          summary: 'Ada was here.',
        }),
      ),
    ).toEqual({ code: 'CONFLICT', messages: [postMessages.conflict('Eddie Editor')] });
    expect(await posts().get({ id: saved.id })).toMatchObject({
      summary: 'Eddie was here.',
      updatedAt: edited.updatedAt,
    });
    // Opened afresh, the same change goes through.
    const fresh = await admin.caller.admin.content.posts.get({ id: saved.id });
    await admin.caller.admin.content.posts.save({
      ...pick(fresh),
      id: saved.id,
      updatedAt: fresh.updatedAt,
      summary: 'Ada was here.',
    });
    expect((await posts().get({ id: saved.id })).summary).toBe('Ada was here.');
  });

  it('keeps every saved version with who saved it, and restores an earlier one without touching its publication', async () => {
    const input = fields();
    const saved = await posts().save(input);
    const published = await posts().publish({ id: saved.id });
    const second = await admin.caller.admin.content.posts.save({
      ...input,
      id: saved.id,
      title: `${input.title}, revised`,
      body: 'A shorter body.',
      topics: ['energy', 'business'],
    });

    const { versions } = await agent.caller.admin.content.posts.history({ id: saved.id });
    expect(versions.map(({ action, by, title }) => ({ action, by, title }))).toEqual([
      { action: 'edited', by: 'Ada Admin', title: `${input.title}, revised` },
      { action: 'published', by: 'Eddie Editor', title: input.title },
      { action: 'created', by: 'Eddie Editor', title: input.title },
    ]);
    expect(Date.parse(versions[0]!.at)).toBeGreaterThanOrEqual(Date.parse(versions[1]!.at));

    const restored = await posts().restore({ id: saved.id, versionId: versions[2]!.id });
    expect(restored.updatedAt > second.updatedAt).toBe(true);
    expect(await posts().get({ id: saved.id })).toMatchObject({
      ...input,
      urlTitle: saved.urlTitle,
      status: 'published',
      publishedAt: published.publishedAt,
      updatedAt: restored.updatedAt,
    });
    expect((await posts().history({ id: saved.id })).versions[0]).toMatchObject({
      action: 'restored',
      by: 'Eddie Editor',
    });
    // The address it had while revised still leads to it.
    const revised = toUrlTitle(`${input.title}, revised`);
    expect((await bed.visitor.blog.details({ title: revised })).collections.url_title).toBe(saved.urlTitle);

    expect(await refusal(posts().restore({ id: saved.id, versionId: '00000000-0000-4000-8000-000000000000' }))).toEqual(
      {
        code: 'NOT_FOUND',
        messages: [postMessages.versionNotFound],
      },
    );
  });

  it('audits every write: who, what and which post', async () => {
    const saved = await posts().save(fields());
    await posts().save({ ...fields(), id: saved.id });
    await posts().publish({ id: saved.id, at: inAnHour() });
    await posts().publish({ id: saved.id });
    await posts().unpublish({ id: saved.id });
    const entries = await bed.db.prisma.auditEntry.findMany({
      where: { action: { startsWith: 'content.post.' }, detail: { path: ['id'], equals: saved.id } },
      orderBy: { createdAt: 'asc' },
    });
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['content.post.created', editor.id],
      ['content.post.edited', editor.id],
      ['content.post.scheduled', editor.id],
      ['content.post.published', editor.id],
      ['content.post.unpublished', editor.id],
    ]);
    expect(entries[1]!.detail).toMatchObject({ changed: 'title, body' });
  });

  it('refuses bad fields with words for each, and stores nothing', async () => {
    const count = () => bed.db.prisma.blogPost.count();
    const before = await count();
    const refused = async (overrides: Record<string, unknown>) =>
      (await refusal(posts().save({ ...fields(), ...overrides } as PostFieldsInput))).messages;
    expect(await refused({ title: '   ' })).toEqual([postMessages.titleRequired]);
    expect(await refused({ title: 'x'.repeat(151) })).toEqual([postMessages.titleTooLong]);
    expect(await refused({ topics: [] })).toEqual([postMessages.topicsRequired]);
    expect(await refused({ topics: ['gardening'] })).toEqual([postMessages.topicInvalid]);
    expect(await refused({ summary: 's'.repeat(301) })).toEqual([postMessages.summaryTooLong]);
    expect(await refused({ body: ' \n ' })).toEqual([postMessages.bodyRequired]);
    expect(await refused({ body: 'b'.repeat(100_001) })).toEqual([postMessages.bodyTooLong]);
    expect(await refused({ image: '' })).toEqual([postMessages.imageRequired]);
    expect(await refused({ image: '../../etc/passwd.png' })).toEqual([postMessages.imageUnknown]);
    expect(await refused({ image: 'blog/never-uploaded.webp' })).toEqual([postMessages.imageUnknown]);
    expect(await refused({ imageAlt: '  ' })).toEqual([postMessages.imageAltRequired]);
    expect(await refused({ title: 'A\u0000B' })).toEqual([postMessages.unstorable('title')]);
    expect(await count()).toBe(before);
    expect(await refusal(posts().get({ id: 987_654 }))).toEqual({
      code: 'NOT_FOUND',
      messages: [postMessages.notFound],
    });
  });

  it('takes a cover uploaded in the console (stored in the database)', async () => {
    await bed.db.prisma.storedImage.create({
      data: {
        path: 'blog/uploaded-cover-1a2b3c.webp',
        contentType: 'image/webp',
        bytes: new Uint8Array([1]),
        width: 1200,
        height: 675,
      },
    });
    const saved = await posts().save(fields({ image: 'blog/uploaded-cover-1a2b3c.webp' }));
    expect((await posts().get({ id: saved.id })).imageUrl).toBe('/storage/blog/uploaded-cover-1a2b3c.webp');
  });

  it('lets an agent read posts, their history and previews, and refuses them every write', async () => {
    const saved = await posts().save(fields());
    const content = agent.caller.admin.content.posts;
    expect((await content.get({ id: saved.id })).id).toBe(saved.id);
    expect((await content.history({ id: saved.id })).versions).toHaveLength(1);
    expect((await content.preview({ body: '**Hi**' })).html).toBe('<p><strong>Hi</strong></p>');
    const { versions } = await content.history({ id: saved.id });
    const forbidden = { code: 'FORBIDDEN', messages: [consoleMessages.contentEditorsOnly] };
    expect(await refusal(content.save(fields()))).toEqual(forbidden);
    expect(await refusal(content.save({ ...fields(), id: saved.id }))).toEqual(forbidden);
    expect(await refusal(content.publish({ id: saved.id }))).toEqual(forbidden);
    expect(await refusal(content.unpublish({ id: saved.id }))).toEqual(forbidden);
    expect(await refusal(content.restore({ id: saved.id, versionId: versions[0]!.id }))).toEqual(forbidden);
    expect((await posts().history({ id: saved.id })).versions).toHaveLength(1);
  });

  it('lets an editor do content work and refuses them lead work; a visitor gets nothing of the console', async () => {
    expect(await refusal(editor.caller.admin.leads.list({}))).toEqual({
      code: 'FORBIDDEN',
      messages: [consoleMessages.leadsNotForEditors],
    });
    expect(await refusal(bed.visitor.admin.content.posts.list())).toEqual({
      code: 'UNAUTHORIZED',
      messages: [consoleMessages.signInRequired],
    });
    expect(await refusal(bed.visitor.admin.content.posts.preview({ body: 'x' }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

/** The editable fields of a post as `get` answers them. */
function pick(post: PostFieldsInput): PostFieldsInput {
  const { title, topics, summary, body, image, imageAlt } = post;
  return { title, topics, summary, body, image, imageAlt };
}
