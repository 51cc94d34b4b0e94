import { text } from 'node:stream/consumers';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { DEFAULT_DESCRIPTION, documentTitle, HeadCollectorProvider, type PageHead } from '../../app/page-meta.tsx';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/**
 * A page's content that needs no code in the browser, rendered by React to HTML, with the title and description its
 * PageMeta names. No data client:
 * what such a part shows comes from the settings and the page's own frontmatter.
 */
export function renderStatic(page: ReactElement, props: IslandProps): { html: string; head: PageHead } {
  const { tree, head } = collectingHead(page, props);
  const html = renderToString(tree);
  return { html, head: head() };
}

/**
 * The same, once every part that loads its code later (React.lazy: a wizard's 'not found' screen) is rendered too, as
 * a streamed render would show them; renderToString would leave their fallback.
 */
export async function renderStaticSettled(
  page: ReactElement,
  props: IslandProps,
): Promise<{ html: string; head: PageHead }> {
  const { tree, head } = collectingHead(page, props);
  const { prelude } = await prerenderToNodeStream(tree);
  const html = await text(prelude);
  return { html, head: head() };
}

/** The page in its providers, and the head its PageMeta named (the site's default until one does). */
function collectingHead(page: ReactElement, props: IslandProps): { tree: ReactNode; head: () => PageHead } {
  let head: PageHead = {
    title: documentTitle(undefined, props.settings.claims?.energySavings),
    description: DEFAULT_DESCRIPTION,
  };
  const tree = (
    <HeadCollectorProvider value={(pageHead) => (head = pageHead)}>
      <PageProviders {...props}>{page}</PageProviders>
    </HeadCollectorProvider>
  );
  return { tree, head: () => head };
}
