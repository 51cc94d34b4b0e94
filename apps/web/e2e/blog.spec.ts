import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { dialog, expect, gotoHydrated, openNewestBlogPost, test } from './fixtures.ts';
import { answersOf } from './support/staff.ts';

/** From this page, Read More on its first blog card; answers the post's full title, which the card cuts. */
async function openFirstCard(page: Page, from: string) {
  await gotoHydrated(page, from);
  const card = page.getByTestId('blog-card').first();
  const fullTitle = (await card.getByRole('heading').getAttribute('title'))!;
  await card.getByRole('link', { name: /^Read More/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fullTitle);
  return fullTitle;
}

test.describe('Blog', () => {
  test('lists posts as cards with date, cut title and description, and Read More', async ({ page }) => {
    await gotoHydrated(page, '/blogs');
    await expect(page).toHaveTitle('Blog | SME Compare');
    const cards = page.getByTestId('blog-card');
    await expect(cards).toHaveCount(6);
    const first = cards.first();
    await expect(first.locator('time')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
    // Seeded titles are longer than 50 characters: 50 of them, then '...'.
    const title = await first.getByRole('heading').textContent();
    expect(title).toMatch(/^.{50}\.\.\.$/);
    const description = await first.locator('p').textContent();
    expect(description).toMatch(/^.{50}\.\.\.$/);
    await expect(first.getByRole('link', { name: /^Read More/ })).toBeVisible();
  });

  test('pages through every post', async ({ page }) => {
    await gotoHydrated(page, '/blogs');
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    await expect(page.getByTestId('blog-card')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test(
    'opens a post with its body, a Recent Post list without it, and the Get quote box',
    { tag: '@phone' },
    async ({ page }) => {
      const fullTitle = await openFirstCard(page, '/blogs');
      await expect(page).toHaveTitle(`${fullTitle} | SME Compare`);
      await expect(page.locator('.article-body h2').first()).toBeVisible();

      const recent = page.getByRole('region', { name: 'Recent Post' }).getByRole('link');
      await expect(recent).toHaveCount(5);
      for (const text of await recent.locator('span:first-child').allTextContents()) {
        expect(text.length).toBeLessThanOrEqual(53);
        expect(text).not.toBe(fullTitle);
      }
      await expect(page.getByPlaceholder('Enter postcode to start')).toBeVisible();
    },
  );

  test(
    'the payment page’s cards link a post by id and title, which leads to the post’s one address',
    { tag: '@phone' },
    async ({ page }) => {
      // A page of the site is a page load (an islands page): the card's id-and-title address answers a permanent
      // redirect to the post's own, as it does for a reload, a shared or a bookmarked link.
      const redirects: { status: number; from: string }[] = [];
      page.on('response', (response) => {
        if (response.status() >= 300 && response.status() < 400) {
          redirects.push({ status: response.status(), from: new URL(response.url()).pathname });
        }
      });
      const fullTitle = await openFirstCard(page, '/payment-solution');
      // The post's id and address title, from the API the page's cards come from.
      const cards = await page.request.get('/api/blog/payment', { headers: { 'x-requested-with': 'XMLHttpRequest' } });
      expect(cards.status()).toBe(200);
      const { collections } = (await cards.json()) as {
        collections: { id: number; title: string; url_title: string }[];
      };
      const post = collections.find((item) => item.title === fullTitle);
      const byId = `/blog-details/${post!.id}/${encodeURIComponent(post!.url_title)}`;
      const canonical = `/blog-details/${encodeURIComponent(post!.url_title)}`;

      expect(redirects).toEqual([{ status: 301, from: byId }]);
      await expect(page).toHaveURL((url) => url.pathname === canonical);
      await expect(page.locator('.article-body h2').first()).toBeVisible();
      const canonicalLink = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonicalLink!).pathname).toBe(canonical);
    },
  );

  test(
    "a card-payments post offers card machines beside it first, then the spec's Get quote box",
    { tag: '@phone' },
    async ({ page }) => {
      await gotoHydrated(page, '/blog-details/how-to-choose-the-right-card-payment-machine-for-your-business');
      const offer = page.getByRole('region', { name: 'Card payments' });
      await expect(offer).toContainText('Compare countertop, portable and mobile card machines');
      // The spec's Get quote box stays beside every post, after the post's own service.
      const boxes = page.getByRole('region', { name: /^(Card payments|Get quote)$/ });
      await expect(boxes).toHaveCount(2);
      await expect(boxes.first()).toHaveAccessibleName('Card payments');
      await expectNoViolations(page);
      await offer.getByRole('link', { name: 'Compare card machines' }).click();
      await expect(page).toHaveURL(/\/merchant-service$/);
    },
  );

  test('scrolls to the top on navigation', async ({ page }) => {
    await gotoHydrated(page, '/blogs');
    await page.getByRole('link', { name: 'Page 2' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Get quote asks for a postcode, then starts the energy comparison for it', async ({ page }) => {
    await openNewestBlogPost(page);
    await page.getByRole('button', { name: 'Get quote' }).click();
    await expect(dialog(page)).toContainText('Please enter post code !');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByPlaceholder('Enter postcode to start').fill('SW1A 1AA');
    await page.getByRole('button', { name: 'Get quote' }).click();
    await expect(page).toHaveURL(/\/comercial-utility\/main\/SW1A%201AA$/);
  });

  test('the enquiry box beside a post stores a utility enquiry from any one field', async ({
    page,
    staff,
  }, testInfo) => {
    const email = `reader.${testInfo.project.name}.${Date.now()}@example.co.uk`;
    await openNewestBlogPost(page);
    const box = page.getByRole('region', { name: 'Talk to a specialist' });
    await box.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await box.getByRole('button', { name: /send/i }).click();
    await expect(dialog(page)).toContainText('Thank you for reaching out!');
    const lead = await staff.lead({ q: email, kind: 'contact_us' });
    expect(answersOf(lead, ['Sent from the page', 'Service'])).toEqual({
      'Sent from the page': 'blog',
      Service: 'Commercial Utility',
    });
  });
});
