import { lazy, Suspense, useEffect, useState } from 'react';
import { whenFirstInteraction } from '../app/after-hydration.ts';
import { loadSonner, onToastRequested } from './toast.ts';

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/**
 * The site's toaster (top-right, 5 s, one at a time). Toasts answer what the visitor does, so it mounts in the
 * browser at their first interaction (its live region is then in place before any toast), or at the first toast
 * if that comes sooner; sonner shows a toast asked for before its toaster mounted.
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
    </Suspense>
  );
}
