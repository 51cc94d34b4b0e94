import { lazy, Suspense, useEffect, useState } from 'react';
import { whenHydrated } from '../app/after-hydration.ts';
import { popupOpensOnLoad } from './lead-popup-session.ts';

const LeadPopup = lazy(() => import('./LeadPopup.tsx').then(({ LeadPopup }) => ({ default: LeadPopup })));

/**
 * The 'Let's talk' popup is a modal the browser shows on top of the page (no server markup), so its code and its
 * form library load only when it is about to open: after hydration, in a session that has not closed it.
 */
export function DeferredLeadPopup() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let active = true;
    void whenHydrated().then(() => active && popupOpensOnLoad() && setWanted(true));
    return () => {
      active = false;
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LeadPopup />
    </Suspense>
  );
}
