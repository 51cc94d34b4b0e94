import type { ReactNode } from 'react';
import { CookieBanner } from '../consent/CookieBanner.tsx';
import { ChatButton } from './ChatButton.tsx';
import { DeferredLeadPopup } from './DeferredLeadPopup.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <ChatButton />
      <CookieBanner />
      <DeferredLeadPopup />
    </div>
  );
}
