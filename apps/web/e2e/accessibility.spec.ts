import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, openNewestBlogPost, test } from './fixtures.ts';

const routes = [
  '/',
  '/utility',
  '/payment-solution',
  '/bussiness',
  '/contact',
  '/about-us',
  '/build-your-career',
  '/privacy-policy',
  '/get-free-consultancy',
  '/social-sponge-ifram',
  '/blogs',
  '/blogs?page=2',
  '/no-such-page',
];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('Accessibility (axe, WCAG 2.2 AA)', () => {
  for (const path of routes) {
    test(path, async ({ page }) => {
      await gotoHydrated(page, path);
      await expectNoViolations(page);
    });
  }

  test('a blog post', async ({ page }) => {
    await openNewestBlogPost(page);
    await expectNoViolations(page);
  });

  test.describe('with the popup and the cookie banner showing', () => {
    test.use({ leadPopup: 'open', cookieChoice: 'none' });
    test('/contact', async ({ page }) => {
      await gotoHydrated(page, '/contact');
      await expect(page.getByRole('dialog', { name: "Let's talk" })).toBeVisible();
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
      await expectNoViolations(page);
    });
  });
});
