import { lazy, Suspense, useEffect, useState } from 'react';
import { whenFirstInteraction } from '../app/after-hydration.ts';
import { loadSonner, onToastRequested } from './toast.ts';

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));
const KeepTryingNotice = lazy(() =>
  import('./KeepTryingNotice.tsx').then(({ KeepTryingNotice }) => ({ default: KeepTryingNotice })),
);

/**
 * The site's toaster (top-right, 5 s, one at a time), and the notice that a submission is being sent again
 * ("Saving… we'll keep trying."). Both answer what the visitor does, so they mount in the browser at their first
 * interaction (their live regions are then in place before any message), or at the first toast if that comes
 * sooner; sonner shows a toast asked for before its toaster mounted.
 */
export function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let active = true;
    const mount = () => active && setMounted(true);
    const stop = onToastRequested(mount);
    void whenFirstInteraction().then(mount);
    return () => {
      active = false;
      stop();
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" duration={5000} visibleToasts={1} richColors closeButton />
      <KeepTryingNotice />
    </Suspense>
  );
}
