import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The bar every page and every state is held to: WCAG 2.2 AA and axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** No axe violation on the page; only inside `include` when the shared layout is scanned elsewhere. */
export async function expectNoViolations(page: Page, options: { include?: string } = {}) {
  const builder = new AxeBuilder({ page }).withTags(tags);
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Nothing on the page is wider than the screen. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}
