import { useEffect, useState, type RefObject } from 'react';
import { whenHydrated } from '../app/after-hydration.ts';
import type { ChatSpot } from './chat-button-free-spot.ts';

export type { ChatSpot } from './chat-button-free-spot.ts';

const bottomRight: ChatSpot = { side: 'right', lift: 0 };

/**
 * Keeps the button clear of controls as the page scrolls, resizes or changes (a wizard's next step, an opened
 * menu). The server renders it at the right; once the page has hydrated, the measuring code loads (nothing about it
 * is needed to paint the page) and moves it at most once a frame.
 */
export function useChatSpot(button: RefObject<HTMLElement | null>, viewport: RefObject<HTMLElement | null>): ChatSpot {
  const [spot, setSpot] = useState<ChatSpot>(bottomRight);
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
