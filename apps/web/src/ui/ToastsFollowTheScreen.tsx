import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { dismissToasts } from './toast.ts';

/** Each screen is a URL (a wizard's step rides in its query): when it changes, the last screen's toasts go. */
export function ToastsFollowTheScreen() {
  const [location] = useLocation();
  const search = useSearch();
  useEffect(() => dismissToasts(), [location, search]);
  return null;
}
