// @vitest-environment jsdom
// The console's and the portal's pages (console.html, portal.html) hold their app's loading state as markup, so the
// heading is there from the first paint; React then renders the same and takes over. The two must not drift apart:
// a different first render would flash, or leave a screen reader on a heading that is gone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ConsoleLoading } from '../src/admin/ConsoleLoading.tsx';
import { PortalLoading } from '../src/partner/PortalLoading.tsx';

/** Markup without the whitespace between elements that formatting adds (none of it is shown). */
function withoutFormatting(root: Element): string {
  // React writes "SME Compare" and the space after it as two text nodes: one, as the parser reads them.
  root.normalize();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const blank: Text[] = [];
  while (walker.nextNode()) if (!walker.currentNode.textContent!.trim()) blank.push(walker.currentNode as Text);
  for (const node of blank) node.remove();
  return root.innerHTML;
}

function pageRoot(file: string): Element {
  const html = readFileSync(join(import.meta.dirname, '..', file), 'utf8');
  return new DOMParser().parseFromString(html, 'text/html').getElementById('root')!;
}

describe("the staff apps' pages", () => {
  it.each<[string, ReactElement, string]>([
    ['console.html', <ConsoleLoading />, 'Loading the console...'],
    ['portal.html', <PortalLoading />, 'Loading your partner portal...'],
  ])('%s holds what its app renders first', (file, loading, words) => {
    const page = pageRoot(file);
    expect(page.textContent).toContain(words);
    const { container } = render(loading);
    expect(withoutFormatting(page)).toBe(withoutFormatting(container));
  });
});
