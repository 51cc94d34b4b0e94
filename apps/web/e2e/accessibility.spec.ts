import AxeBuilder from '@axe-core/playwright';
import { expect, gotoHydrated, openNewestBlogPost, test } from './fixtures.ts';

const routes = ['/contact', '/blogs', '/blogs?page=2', '/no-such-page'];

test.describe('Accessibility (axe, WCAG 2.2 AA)', () => {
  for (const path of [...routes, 'first blog post']) {
    test(path, async ({ page }) => {
      if (path === 'first blog post') {
        await openNewestBlogPost(page);
      } else {
        await gotoHydrated(page, path);
      }
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});
