import { expect, gotoHydrated, test } from './fixtures.ts';

test.describe('404 page', () => {
  for (const path of ['/no-such-page', '/blog-details/no-such-post']) {
    test(`${path} answers 404 with the page and a way home`, { tag: '@phone' }, async ({ page }) => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found !' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    });
  }
});
