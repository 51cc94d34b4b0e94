import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DEFAULT_DESCRIPTION, documentTitle, HeadCollectorProvider, type PageHead } from '../../app/page-meta.tsx';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/**
 * A page's content that needs no code in the browser, rendered by React to HTML as the single-page app's server
 * render does (same components, same markup), with the title and description its PageMeta names. No data client:
 * what such a part shows comes from the settings and the page's own frontmatter.
 */
export function renderStatic(page: ReactElement, props: IslandProps): { html: string; head: PageHead } {
  let head: PageHead = {
    title: documentTitle(undefined, props.settings.claims?.energySavings),
    description: DEFAULT_DESCRIPTION,
  };
  const html = renderToString(
    <HeadCollectorProvider value={(pageHead) => (head = pageHead)}>
      <PageProviders {...props}>{page}</PageProviders>
    </HeadCollectorProvider>,
  );
  return { html, head };
}
