import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** One thing axe found wrong, with the elements it found it on. */
export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

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

/** How many times a page's frames are scanned before a frame axe could never scan fails the test. */
const FRAME_SCANS = 3;

/**
 * What axe finds wrong on the page (only inside `include` when given). Only violations are collected: listing every
 * node that passed, with a selector for each, took a third of a scan. A page without frames is checked in one
 * `axe.run`; with frames, each frame is checked and the results merged in a blank page of its own, which took
 * another third (docs/decisions/ci-time.md).
 */
export async function accessibilityViolations(page: Page, options: { include?: string } = {}): Promise<AxeViolation[]> {
  await settledAnimations(page);
  const builder = new AxeBuilder({ page }).withTags(tags).options({ resultTypes: ['violations'] });
  if (options.include) builder.include(options.include);
  if (page.frames().length === 1) {
    builder.setLegacyMode(true);
    return (await builder.analyze()).violations;
  }
  // @axe-core/playwright gives axe's code 1 s to load in each frame and, past that, leaves the frame out of the scan
  // without a word (it is there to skip frames that never load). Under load a frame that had loaded was left out
  // (seen on a slow machine: the frame's faults in accessibility.spec.ts went unfound). axe says so itself, as its
  // frame-tested rule left incomplete: the scan is run again, and a frame never scanned fails the test.
  let untested: string[] = [];
  for (let scan = 1; scan <= FRAME_SCANS; scan++) {
    const results = await builder.analyze();
    untested = (results.incomplete.find((rule) => rule.id === 'frame-tested')?.nodes ?? []).map((node) =>
      node.target.join(' '),
    );
    if (untested.length === 0) return results.violations;
  }
  throw new Error(`axe could not scan every frame of the page in ${FRAME_SCANS} tries (${untested.join(', ')})`);
}

/** No axe violation on the page; only inside `include` when the shared layout is scanned elsewhere. */
export async function expectNoViolations(page: Page, options: { include?: string } = {}) {
  const violations = await accessibilityViolations(page, options);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Nothing on the page is wider than the screen. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}
