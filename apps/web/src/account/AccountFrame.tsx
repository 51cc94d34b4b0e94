import type { ReactNode } from 'react';
import { SITE_NAME } from '../app/page-meta.tsx';

/**
 * The frame of a signed-in area (the console, the partner portal): the site's name and the area's, what the area
 * puts in its header, then the page.
 */
export function AccountFrame({
  area,
  hideHeaderInPrint = false,
  header,
  children,
}: {
  area: string;
  /** A page meant to be printed (the portal's referral link) leaves the header and its skip link off the paper. */
  hideHeaderInPrint?: boolean;
  header?: ReactNode;
  children: ReactNode;
}) {
  const print = hideHeaderInPrint ? ' print:hidden' : '';
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className={`sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3${print}`}
      >
        Skip to content
      </a>
      <header className={`bg-brand-900 text-white${print}`}>
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
          <p className="text-lg font-bold">
            {SITE_NAME} <span className="font-normal text-brand-100">{area}</span>
          </p>
          {header}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="container-page flex-1 py-6 focus:outline-none">
        {children}
      </main>
    </div>
  );
}

/** The way out of a signed-in area, in its header. */
export function SignOutButton({ pending, onSignOut }: { pending: boolean; onSignOut: () => void }) {
  return (
    <button
      type="button"
      className="min-h-9 rounded-lg border border-white px-3 py-1 font-semibold hover:bg-white hover:text-brand-900"
      onClick={onSignOut}
      disabled={pending}
    >
      Sign out
    </button>
  );
}
