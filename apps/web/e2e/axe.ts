import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The bar every page and every state is held to: WCAG 2.2 AA and axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Waits (2 s at most) for what is sliding or fading in to arrive: axe measures colours as they are painted, so a toast
 * caught half-faded in failed color-contrast (seen on CI). Endless animations (a spinner) are not waited for.
 */
async function settledAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

/** No axe violation on the page; only inside `include` when the shared layout is scanned elsewhere. */
export async function expectNoViolations(page: Page, options: { include?: string } = {}) {
  await settledAnimations(page);
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
