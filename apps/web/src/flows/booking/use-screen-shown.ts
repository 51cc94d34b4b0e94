import type { BookingSlug } from '@sme/domain';
import { useEffect, useRef } from 'react';
import { loadApi } from '../../app/lazy-api.ts';

/**
 * Tells the server, once per screen, that this lead's booking screen was shown to the visitor (the reports'
 * funnel step). Sent when the lead's details have loaded, so a screen for an unknown lead sends nothing; the ref
 * keeps a re-render (or React's development double effect) from sending it again. A failure is not the visitor's
 * business: no message, no retry.
 */
export function useScreenShown(slug: BookingSlug, id: string, shown: boolean) {
  const sent = useRef(false);
  useEffect(() => {
    if (!shown || sent.current) return;
    sent.current = true;
    loadApi()
      .then((api) => api.booking.screenShown.mutate({ slug, id }))
      .catch(() => undefined);
  }, [shown, slug, id]);
}
