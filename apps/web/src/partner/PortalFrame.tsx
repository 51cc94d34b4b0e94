import type { ReactNode } from 'react';
import { AccountFrame } from '../account/AccountFrame.tsx';

/** The portal's own frame: the site's name, who is signed in and the way out (when signed in), then the page. */
export function PortalFrame({ account, children }: { account?: ReactNode; children: ReactNode }) {
  return (
    <AccountFrame area="Partner portal" hideHeaderInPrint header={account}>
      {children}
    </AccountFrame>
  );
}

/** A white panel of the portal's page, named by its heading. */
export function PortalSection({
  id,
  title,
  className = '',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`rounded-lg border border-slate-200 bg-white p-4 sm:p-6 ${className}`}>
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
