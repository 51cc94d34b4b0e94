import { createElement, type ReactNode } from 'react';
import { CookieBanner } from '../../consent/CookieBanner.tsx';
import { ConsentProvider } from '../../consent/consent.tsx';
import { SiteFooter } from '../../layout/SiteFooter.tsx';
import { SiteHeader } from '../../layout/SiteHeader.tsx';
import type { IslandProps } from './PageProviders.tsx';
import { renderStatic } from './render-static.tsx';

/** The banner as 'Cookie settings' reopens it; frame-scripts.ts writes the visitor's choice into its last line. */
function ReopenedBanner() {
  return (
    <ConsentProvider initial="accepted" settingsOpen>
      <CookieBanner />
    </ConsentProvider>
  );
}

/**
 * The frame of an islands page, as its React components render it: the header, the footer, the
 * banner when the visitor has not chosen yet, and the banner as it reopens, for the page's script to show.
 */
export function frameMarkup(props: IslandProps) {
  const html = (component: () => ReactNode) => renderStatic(createElement(component), props).html;
  return {
    header: html(SiteHeader),
    footer: html(SiteFooter),
    banner: props.consent === undefined ? html(CookieBanner) : '',
    reopenedBanner: html(ReopenedBanner),
  };
}
