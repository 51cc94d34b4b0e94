import { useEffect, useState, type RefObject } from 'react';
import { whenHydrated } from '../app/after-hydration.ts';
import type { ChatSpot } from './chat-button-free-spot.ts';

export type { ChatSpot } from './chat-button-free-spot.ts';

/**
 * Keeps the button clear of what the page shows as it scrolls, resizes or changes (a wizard's next step, an opened
 * menu). The server renders it at the end of the page, where it covers nothing; once the page has hydrated, the
 * measuring code loads (nothing about it is needed to paint the page) and floats it, at most once a frame, only
 * where nothing is beneath it.
 */
export function useChatSpot(button: RefObject<HTMLElement | null>, viewport: RefObject<HTMLElement | null>): ChatSpot {
  const [spot, setSpot] = useState<ChatSpot>('end');
  useEffect(() => {
    let active = true;
    let stop = () => {};
    void whenHydrated()
      .then(() => import('./chat-button-free-spot.ts'))
      .then(({ followFreeSpot }) => {
        if (active) stop = followFreeSpot(button, viewport, setSpot);
      });
    return () => {
      active = false;
      stop();
    };
  }, [button, viewport]);
  return spot;
}
