// The browser suite's rule: no waitForTimeout, and a wait longer than 5 s says why in a `//` comment on its line or
// one of the three lines above. Longer limits are in playwright.config.ts (60 s a test, 10 s an expectation), with
// their reason in docs/decisions/browser-test-time-limits.md; this reads only the specs and their helpers.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const e2eDir = fileURLToPath(new URL('../e2e/', import.meta.url));
const LONGEST_WITHOUT_REASON_MS = 5_000;
const LINES_ABOVE = 3;

/** A numeric limit: `timeout: 15_000`, `test.setTimeout(90_000)`, `setTimeout(resolve, 2_000)`. */
const explicitWait = /\btimeout:\s*(\d[\d_]*)|\bsetTimeout\((?:.*,\s*)?(\d[\d_]*)\s*\)/g;
/** A `//` comment with words in it; `http://` and lint directives do not count. */
const reasonComment = /(?:^|\s)\/\/\s*(?!eslint-|@ts-|prettier-ignore)\S+\s+\S+/;

const files = readdirSync(e2eDir, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts'))
  .sort();

function findings(): string[] {
  const found: string[] = [];
  for (const file of files) {
    const lines = readFileSync(join(e2eDir, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      const where = `apps/web/e2e/${file}:${index + 1}`;
      if (line.includes('waitForTimeout(')) found.push(`${where} calls waitForTimeout`);
      for (const match of line.matchAll(explicitWait)) {
        const ms = Number((match[1] ?? match[2] ?? '').replaceAll('_', ''));
        const nearby = lines.slice(Math.max(0, index - LINES_ABOVE), index + 1);
        if (ms > LONGEST_WITHOUT_REASON_MS && !nearby.some((near) => reasonComment.test(near))) {
          found.push(`${where} waits ${ms} ms with no comment saying why`);
        }
      }
    });
  }
  return found;
}

describe('browser test waits', () => {
  it('reads the specs', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('no spec calls waitForTimeout, and every wait longer than 5 s has a comment saying why', () => {
    expect(findings()).toEqual([]);
  });
});
