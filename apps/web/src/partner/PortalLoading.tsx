import { PageMeta } from '../app/page-meta.tsx';
import { PortalFrame } from './PortalFrame.tsx';

/**
 * The portal while it asks who is signed in. portal.html holds the same markup, so the page has its frame and heading
 * from the first paint, before the code arrives (a test keeps the two alike).
 */
export function PortalLoading() {
  return (
    <PortalFrame>
      <PageMeta title="Partner portal" />
      <div aria-busy="true" className="py-10 text-center">
        <h1 className="text-2xl font-bold">Partner portal</h1>
        <p className="mt-2">Loading your partner portal...</p>
      </div>
    </PortalFrame>
  );
}
