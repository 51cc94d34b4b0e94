// Content → Posts end to end: an editor writes a post in Markdown, watches the live preview, uploads its cover and
// publishes it; the public site, its REST reads and the sitemap show published posts only; a renamed post keeps its
// old address; nothing an editor types can run in the preview or on the public page; agents only read. Runs against
// a server of its own (support/content.ts), so the posts published here change no other spec's blog.
import { toUrlTitle } from '@sme/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe.ts';
import { dialog, shownDialog, expect, gotoHydrated, toasts } from './fixtures.ts';
import {
  contentClient,
  coverFixture,
  homeCards,
  listedUrlTitles,
  newStaffMember,
  signInAs,
  sitemapPostPaths,
  test,
  tomorrowInUk,
  type Account,
} from './support/content.ts';
import { openConsoleMenu } from './support/console-menu.ts';

// Signed out, the console asks who is there (401), and a save on top of a colleague's is refused (409): on purpose.
// One pattern: a list of two would read as a fixture value and its options.
test.use({ expectedConsoleErrors: [/status of (401|409)/] });
// One server per worker: this file's tests share it one after another rather than starting one each.
test.describe.configure({ mode: 'default' });

const xhr = { 'x-requested-with': 'XMLHttpRequest' };
const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const status = (page: Page) => page.getByTestId('post-status');
const publicPath = (title: string) => `/blog-details/${toUrlTitle(title)}`;
const readOnly = 'only admins and editors can change them';

/** A title no other test (nor another run on this server) uses. */
const uniqueTitle = (words: string) => `${words} ${Date.now().toString(36)}`;

/** Fills the editor's fields for a post, the cover included, as an editor would. */
async function writePost(
  page: Page,
  post: { title: string; topics: string[]; summary: string; body: string; alt: string },
) {
  await textbox(page, 'Title').fill(post.title);
  for (const topic of post.topics) await page.getByRole('checkbox', { name: topic }).check();
  await textbox(page, 'Summary (optional)').fill(post.summary);
  await textbox(page, 'Body').fill(post.body);
  await page.getByLabel('Cover image', { exact: true }).setInputFiles(coverFixture);
  // The uploaded picture shows in the field before the post is saved.
  await expect(page.locator('img[src^="/storage/blog/"]').first()).toBeVisible();
  await textbox(page, 'Cover image description (alt text)').fill(post.alt);
}

/** Saves a new post from the editor: the address becomes the post's own; answers its id. */
async function saveNewDraft(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toasts(page).filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/posts\/\d+$/);
  await expect(status(page)).toHaveText('Draft');
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** Whether the public site, its REST reads and the sitemap show the post at this address. */
async function expectListed(page: Page, http: APIRequestContext, title: string, listed: boolean) {
  const path = publicPath(title);
  const urlTitle = toUrlTitle(title);
  expect((await homeCards(http)).map((post) => post.url_title).includes(urlTitle), '/api/blog/home').toBe(listed);
  expect((await listedUrlTitles(http)).includes(urlTitle), '/api/blog').toBe(listed);
  expect((await sitemapPostPaths(http)).includes(path), '/sitemap.xml').toBe(listed);
  await gotoHydrated(page, '/blogs');
  await expect(page.getByTestId('blog-card').first()).toBeVisible();
  const card = page.getByTestId('blog-card').filter({ has: page.locator(`[title="${title}"]`) });
  await expect(card).toHaveCount(listed ? 1 : 0);
}

/**
 * Records every dialog (alert, confirm, prompt) the page opens and every Content-Security-Policy violation it
 * reports, through the console and through the document's own securitypolicyviolation events.
 */
async function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  const policyMessages: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) policyMessages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { policyViolations?: string[] }).policyViolations ?? []);
  return {
    async expectNothingRan() {
      expect(dialogs, 'dialogs opened').toEqual([]);
      expect(policyMessages, 'CSP messages in the console').toEqual([]);
      expect(await violations(), 'securitypolicyviolation events').toEqual([]);
      expect(await page.evaluate(() => (window as { xssRan?: boolean }).xssRan), 'injected code ran').toBeUndefined();
    },
  };
}

/**
 * The rendered HTML holds nothing that runs: no script, frame, SVG or style element, no event handler or style
 * attribute, no javascript: address. (A Markdown link to javascript: stays as its own words, which is harmless text.)
 */
/** Presses the test body's links and hovers its paragraph with handlers: the page must not go anywhere. */
async function pressAndStay(page: Page, scope: Locator) {
  const url = page.url();
  await scope.getByText('click me').click();
  await scope.getByText('press me').click();
  await scope.getByText('Hover here').hover();
  expect(page.url()).toBe(url);
}

async function expectInertHtml(scope: Locator) {
  const html = (await scope.innerHTML()).toLowerCase();
  for (const dangerous of ['<script', '<iframe', '<svg', 'onerror=', 'onload=', 'onclick=', 'style=']) {
    expect(html, `rendered HTML holds ${dangerous}`).not.toContain(dangerous);
  }
  const risky = await scope.evaluate((root) => [
    ...[...root.querySelectorAll('script, iframe, svg, object, embed, style')].map((element) => element.tagName),
    ...[...root.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes]
        .filter(({ name, value }) => name.startsWith('on') || name === 'style' || /^\s*javascript:/i.test(value))
        .map(({ name, value }) => `${element.tagName} ${name}="${value}"`),
    ),
  ]);
  expect(risky, 'elements and attributes that could run').toEqual([]);
}

test.describe('Content → Posts', () => {
  let editor: Account;
  test.beforeAll(async ({ contentServer }) => {
    editor = await newStaffMember(contentServer, 'editor');
  });

  test(
    'an editor writes a post in Markdown, previews it, adds a cover and publishes it: it is on the site',
    { tag: '@phone' },
    async ({ page, request }) => {
      // A long flow: an editor writes, previews, uploads a cover and publishes a post, then the public site reads it.
      test.setTimeout(120_000);
      const title = uniqueTitle('Heat pumps for small shops');
      const alt = 'Three rising bars beside a yellow sun';
      await signInAs(page, editor);
      await gotoHydrated(page, '/admin/content/posts');
      await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
      await page.getByRole('link', { name: 'New post' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();

      // Nothing written yet: each field says what it needs, tied to it, and nothing is sent.
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(textbox(page, 'Title')).toHaveAccessibleDescription(/Give the post a title\./);
      await expect(textbox(page, 'Body')).toHaveAccessibleDescription(/Write the body of the post\./);
      await expect(page.getByRole('group', { name: 'Topics' })).toHaveAccessibleDescription(
        'Choose at least one topic.',
      );
      await expect(page.getByLabel('Cover image', { exact: true })).toHaveAccessibleDescription(
        /Choose a cover image\./,
      );
      await expect(page).toHaveURL(/\/new$/);

      await writePost(page, {
        title,
        topics: ['Energy'],
        summary: 'What a heat pump saves a small shop, and the grant that pays for it.',
        alt,
        body: [
          '## Why heat pumps',
          '',
          'A heat pump cuts **running costs** for a small shop.',
          '',
          '- Lower bills',
          '- Fewer emissions',
          '',
          'Read the [grant guidance](https://www.gov.uk/apply-boiler-upgrade-scheme) first.',
        ].join('\n'),
      });
      // The live preview: the server's rendering, in the public page's article styles.
      const shown = preview(page).locator('.article-body');
      await expect(shown.getByRole('heading', { level: 2, name: 'Why heat pumps' })).toBeVisible();
      await expect(shown.getByRole('listitem')).toHaveText(['Lower bills', 'Fewer emissions']);
      await expect(shown.getByRole('link', { name: 'grant guidance' })).toHaveAttribute(
        'href',
        'https://www.gov.uk/apply-boiler-upgrade-scheme',
      );
      await expect(shown.locator('strong')).toHaveText('running costs');

      // The preview follows the typing.
      await textbox(page, 'Body').press('End');
      await textbox(page, 'Body').pressSequentially('\n\n### Next steps');
      await expect(shown.getByRole('heading', { level: 3, name: 'Next steps' })).toBeVisible();

      // A slow phone: the history's first read, answered before the post is published, arrives only after. The
      // history must still show the publication (a refresh must not settle for the read already on its way).
      let published!: () => void;
      const publishedShown = new Promise<void>((resolve) => (published = resolve));
      await page.route(
        /\/trpc\/[^?]*admin\.content\.posts\.history/,
        async (route) => {
          const answer = await route.fetch();
          await publishedShown;
          await route.fulfill({ response: answer });
        },
        { times: 1 },
      );
      const id = await saveNewDraft(page);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: 'View on the site' })).toHaveCount(0);

      await page.getByRole('button', { name: 'Publish now' }).click();
      await expect(toasts(page).filter({ hasText: 'Published' })).toBeVisible();
      published();
      await expect(status(page)).toHaveText('Published');
      await expect(page.getByRole('link', { name: 'View on the site' })).toHaveAttribute('href', publicPath(title));
      // The history tells who did what.
      const history = page.getByRole('table', { name: /^Versions of this post/ });
      await expect(history.getByRole('row').nth(1)).toContainText('Published');
      await expect(history.getByRole('row').nth(1)).toContainText(editor.name);
      await expect(history.getByRole('row').last()).toContainText('Created');

      // On the list, published today.
      await gotoHydrated(page, '/admin/content/posts');
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
      await expect(row).toContainText('Energy');
      await expect(row).toContainText('Published');
      await expect(row.locator('time')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
      await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/admin/content/posts/${id}`);

      await expectListed(page, request, title, true);

      // Its page: the rendered body, and the cover with its description.
      await gotoHydrated(page, publicPath(title));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const body = page.locator('.article-body');
      await expect(body.getByRole('heading', { level: 2, name: 'Why heat pumps' })).toBeVisible();
      await expect(body.getByRole('heading', { level: 3, name: 'Next steps' })).toBeVisible();
      await expect(body.getByRole('listitem')).toHaveText(['Lower bills', 'Fewer emissions']);
      await expect(body.getByRole('link', { name: 'grant guidance' })).toHaveAttribute(
        'href',
        'https://www.gov.uk/apply-boiler-upgrade-scheme',
      );
      // A link reads as a link: underlined, and not in the body text's colour.
      const look = (element: Element) => {
        const style = getComputedStyle(element);
        return { color: style.color, underline: style.textDecorationLine };
      };
      const link = await body.getByRole('link', { name: 'grant guidance' }).evaluate(look);
      const text = await body.locator('p').first().evaluate(look);
      expect(link.underline).toBe('underline');
      expect(link.color).not.toBe(text.color);
      const cover = page.getByRole('img', { name: alt });
      await expect(cover).toBeVisible();
      await expect(cover).toHaveAttribute('src', /^\/storage\/blog\//);
      expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    },
  );

  test('a draft and a post scheduled for tomorrow are on none of the blog, its reads and the sitemap', async ({
    page,
    request,
    contentServer,
  }) => {
    // Two posts saved with covers uploaded, then the blog, its REST reads and the sitemap each read.
    test.setTimeout(90_000);
    const api = await contentClient(contentServer, editor);
    try {
      const image = await api.uploadCover();
      const fields = {
        topics: ['energy' as const],
        summary: '',
        body: 'Not yet for visitors.',
        image,
        imageAlt: 'Bars',
      };
      const draft = uniqueTitle('A draft nobody sees');
      await api.save({ ...fields, title: draft });
      const later = uniqueTitle('A post for tomorrow');
      const { id } = await api.save({ ...fields, title: later });

      // Scheduled from the editor, for 09:00 tomorrow UK time.
      await signInAs(page, editor);
      await gotoHydrated(page, `/admin/content/posts/${id}`);
      await expect(status(page)).toHaveText('Draft');
      await page.getByLabel('Or schedule for (UK time)').fill(tomorrowInUk(9, 0));
      await page.getByRole('button', { name: 'Schedule' }).click();
      await expect(status(page)).toHaveText(/^Scheduled for \d{2} [A-Z][a-z]{2} \d{4} 09:00/);
      await expect(page.getByRole('link', { name: 'View on the site' })).toHaveCount(0);
      expect((await api.get(id)).status).toBe('scheduled');

      // A title another post has is refused by the server: its words go on the field, and the form keeps what was
      // typed.
      await textbox(page, 'Title').fill(draft);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(textbox(page, 'Title')).toHaveAccessibleDescription(
        /Another post already has this title\. Choose a different title\./,
      );
      await expect(textbox(page, 'Title')).toBeFocused();
      await expect(textbox(page, 'Title')).toHaveValue(draft);
      expect((await api.get(id)).title).toBe(later);
      // Publishing waits for the changes to be saved (or taken back).
      await expect(page.getByRole('button', { name: 'Unpublish' })).toBeDisabled();
      await textbox(page, 'Title').fill(later);
      await expect(page.getByRole('button', { name: 'Unpublish' })).toBeEnabled();

      for (const title of [draft, later]) {
        await expectListed(page, request, title, false);
        const direct = await request.get(publicPath(title), { maxRedirects: 0 });
        expect(direct.status(), `${publicPath(title)} answers`).toBe(404);
      }

      // Taken back before its time: a draft again.
      await gotoHydrated(page, `/admin/content/posts/${id}`);
      await page.getByRole('button', { name: 'Unpublish' }).click();
      await expect(toasts(page).filter({ hasText: 'Unpublished' })).toBeVisible();
      await expect(status(page)).toHaveText('Draft');
      expect((await api.get(id)).publishedAt).toBeNull();
    } finally {
      await api.dispose();
    }
  });

  test("a published post's new title: the old address answers 301 to the new one", async ({
    page,
    request,
    contentServer,
  }) => {
    // A post saved with a cover, published and renamed, then its old and new addresses and its history read.
    test.setTimeout(90_000);
    const api = await contentClient(contentServer, editor);
    const before = uniqueTitle('Card fees explained');
    const after = `${before} for 2027`;
    try {
      const image = await api.uploadCover();
      const { id } = await api.save({
        title: before,
        topics: ['payments'],
        summary: '',
        body: 'What a card machine costs.',
        image,
        imageAlt: 'Bars',
      });
      await api.publish({ id });
    } finally {
      await api.dispose();
    }
    expect((await homeCards(request)).map((card) => card.title)).toContain(before);

    await signInAs(page, editor);
    await gotoHydrated(page, '/admin/content/posts');
    await page.getByRole('link', { name: before }).click();
    await expect(page.getByRole('heading', { level: 1, name: before })).toBeVisible();
    await textbox(page, 'Title').fill(after);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page).filter({ hasText: 'Post saved' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: after })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View on the site' })).toHaveAttribute('href', publicPath(after));

    const old = await request.get(publicPath(before), { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(new URL(old.headers()['location']!, 'http://site').pathname).toBe(publicPath(after));

    const response = await gotoHydrated(page, publicPath(before));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === publicPath(after));
    await expect(page.getByRole('heading', { level: 1, name: after })).toBeVisible();

    // The history puts the earlier title back, after asking; the post stays published.
    await gotoHydrated(page, '/admin/content/posts');
    await page.getByRole('link', { name: after }).click();
    const history = page.getByRole('table', { name: /^Versions of this post/ });
    await expect(history.getByRole('row').nth(1)).toContainText(after);
    await expect(history.getByRole('row').nth(1)).toContainText('Edited');
    await expect(history.getByRole('row').nth(2)).toContainText('Published');
    await history
      .getByRole('row')
      .nth(2)
      .getByRole('button', { name: /^Restore/ })
      .click();
    await expect(dialog(page)).toContainText('Restore this version?');
    await (await shownDialog(page)).getByRole('button', { name: 'Restore' }).click();
    await expect(toasts(page).filter({ hasText: 'Version restored' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: before, exact: true })).toBeVisible();
    await expect(textbox(page, 'Title')).toHaveValue(before);
    await expect(status(page)).toHaveText('Published');
    await expect(history.getByRole('row').nth(1)).toContainText('Restored an earlier version');
  });

  test("a save on top of someone else's is refused, naming them, and keeps what was typed", async ({
    page,
    contentServer,
  }) => {
    // A second editor made, a post saved with a cover and opened here, the colleague's save, then the refused one.
    test.setTimeout(90_000);
    const title = uniqueTitle('Waste collections for pubs');
    const colleague = await newStaffMember(contentServer, 'editor');
    const mine = await contentClient(contentServer, editor);
    const theirs = await contentClient(contentServer, colleague);
    try {
      const fields = {
        title,
        topics: ['water' as const],
        summary: '',
        body: 'Bins, days and costs.',
        image: await mine.uploadCover(),
        imageAlt: 'Bars',
      };
      const { id } = await mine.save(fields);
      await signInAs(page, editor);
      await gotoHydrated(page, `/admin/content/posts/${id}`);
      await expect(textbox(page, 'Body')).toHaveValue('Bins, days and costs.');

      // A colleague saves the post while it is open here.
      const opened = await theirs.get(id);
      await theirs.save({ ...fields, id, body: 'Bins, days, costs and recycling.', updatedAt: opened.updatedAt });

      await textbox(page, 'Body').fill('Bins, days, costs and glass.');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const refusal = `${colleague.name} saved this post after you opened it.`;
      await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
      await expect(toasts(page).filter({ hasText: refusal })).toBeVisible();
      await expect(textbox(page, 'Body')).toHaveValue('Bins, days, costs and glass.');
      expect((await mine.get(id)).body).toBe('Bins, days, costs and recycling.');
    } finally {
      await mine.dispose();
      await theirs.dispose();
    }
  });

  test('script in a body runs nowhere: not in the preview, not on the public page', async ({ page }) => {
    // The hostile post written, previewed and published, then its public page read, all watched for script.
    test.setTimeout(120_000);
    const watch = await watchForScripts(page);
    const title = uniqueTitle('Hostile markup');
    const body = [
      'Safe words stay.',
      '',
      '<script>window.xssRan = true; alert(1)</script>',
      '',
      '<img src=x onerror="window.xssRan = true; alert(1)">',
      '',
      '[click me](javascript:alert(1))',
      '',
      '<a href="javascript:window.xssRan=true;alert(1)">press me</a>',
      '',
      '<svg onload="window.xssRan = true; alert(1)"><circle r="4"/></svg>',
      '',
      '<iframe src="https://example.com/"></iframe>',
      '',
      '<div style="position:fixed;inset:0;background:red">Covered page</div>',
      '',
      '<p onclick="alert(1)" onmouseover="alert(1)">Hover here</p>',
    ].join('\n');

    await signInAs(page, editor);
    await gotoHydrated(page, '/admin/content/posts/new');
    await writePost(page, { title, topics: ['Running a business'], summary: '', body, alt: 'Bars and a sun' });
    const shown = preview(page).locator('.article-body');
    await expect(shown).toContainText('Safe words stay.');
    await expect(shown).toContainText('Hover here');
    await expectInertHtml(shown);
    // The links' words are there; pressing them goes nowhere and runs nothing.
    await pressAndStay(page, shown);
    await watch.expectNothingRan();

    await saveNewDraft(page);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(status(page)).toHaveText('Published');
    await watch.expectNothingRan();

    await gotoHydrated(page, publicPath(title));
    const article = page.locator('.article-body');
    await expect(article).toContainText('Safe words stay.');
    await expectInertHtml(article);
    await pressAndStay(page, article);
    // The page's own covering box is gone with its style: the page's heading is still what a visitor sees.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await watch.expectNothingRan();
  });

  test(
    'an agent reads posts and cannot change them; the list and the editor pass axe',
    { tag: '@phone' },
    async ({ page, contentServer }) => {
      // Posts of each status made, then the list and the editor read by an agent, with four axe scans.
      test.setTimeout(120_000);
      // Something on the list of each status, from the editor's procedures.
      const api = await contentClient(contentServer, editor);
      const title = uniqueTitle('Water bills for cafés');
      let id: number;
      try {
        const image = await api.uploadCover();
        ({ id } = await api.save({
          title,
          topics: ['water', 'business'],
          summary: 'Where a café’s water money goes.',
          body: '## Meters\n\nRead yours **monthly**.\n\n1. Find the meter\n2. Note the number',
          image,
          imageAlt: 'Bars beside a sun',
        }));
      } finally {
        await api.dispose();
      }

      // The editor's screens, as the editor sees them.
      await signInAs(page, editor);
      await gotoHydrated(page, '/admin/content/posts');
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);
      await page.getByRole('link', { name: title }).click();
      await expect(preview(page).getByRole('heading', { level: 2, name: 'Meters' })).toBeVisible();
      await expect(page.getByRole('table', { name: /^Versions of this post/ })).toBeVisible();
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);

      // An agent: the same post, every field read-only, no control that changes it.
      const agent = await newStaffMember(contentServer, 'agent');
      await (await openConsoleMenu(page)).getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
      await signInAs(page, agent);
      await gotoHydrated(page, '/admin/content/posts');
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: 'New post' })).toHaveCount(0);
      await expect(page.getByText(readOnly)).toBeVisible();
      await expectNoViolations(page);

      await gotoHydrated(page, `/admin/content/posts/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(textbox(page, 'Title')).toBeDisabled();
      await expect(textbox(page, 'Body')).toBeDisabled();
      await expect(page.getByRole('checkbox', { name: 'Water & waste' })).toBeDisabled();
      await expect(preview(page).getByRole('heading', { level: 2, name: 'Meters' })).toBeVisible();
      for (const name of ['Save', 'Publish now', 'Schedule', 'Unpublish', 'Restore']) {
        await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
      }
      await expect(page.getByText(readOnly)).toBeVisible();
      await expectNoViolations(page);

      // The server refuses them all the same.
      const refused = await page.request.post('/trpc/admin.content.posts.publish', { headers: xhr, data: { id } });
      expect(refused.status()).toBe(403);
      // And a new post is not theirs to write.
      await gotoHydrated(page, '/admin/content/posts/new');
      await expect(page.getByText(readOnly)).toBeVisible();
      await expect(textbox(page, 'Title')).toHaveCount(0);
    },
  );
});
