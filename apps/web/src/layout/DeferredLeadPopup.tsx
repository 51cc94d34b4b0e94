import { lazy, Suspense, useEffect, useState } from 'react';
import { whenHydrated } from '../app/after-hydration.ts';
import { useConsent } from '../consent/consent.tsx';
import { markSeenOnConsultancyPage, popupOpensOnLoad } from './lead-popup-session.ts';

const LeadPopup = lazy(() => import('./LeadPopup.tsx').then(({ LeadPopup }) => ({ default: LeadPopup })));

/**
 * The 'Let's talk' popup is a modal the browser shows on top of the page (no server markup), so its code and its
 * form library load only when it is about to open: after hydration, in a session that has not seen it, and once the
 * cookie banner has its answer. A first visit otherwise met the popup on top of the banner while reading it; the
 * popup waits, and opens as soon as the visitor has chosen.
 */
export function DeferredLeadPopup() {
  const { consent } = useConsent();
  const [hydrated, setHydrated] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let active = true;
    void whenHydrated().then(() => active && setHydrated(true));
    return () => {
      active = false;
    };
  }, []);
  useEffect(markSeenOnConsultancyPage, []);
  // Decided while rendering (React's way of adjusting state to a change): once, in the browser, after the choice.
  if (hydrated && consent !== undefined && !wanted && popupOpensOnLoad()) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LeadPopup />
    </Suspense>
  );
}
