import { useRef } from 'react';
import { MessageCircle } from 'lucide-react';
import { useSettings } from '../app/settings.tsx';
import { useChatSpot, type ChatSpot } from './chat-button-spot.ts';

/** Out of sight (and out of the tab order) only while no low spot on either side is free of controls. */
const spotClass = (spot: ChatSpot) =>
  spot === 'hidden' ? 'invisible right-4' : spot.side === 'left' ? 'left-4' : 'right-4';

/**
 * The floating chat button: an external chat app in a new tab. It steps aside rather than cover a control (see
 * chat-button-free-spot.ts): up its side, to the other side, or out of sight. 48 px on phones (still a full touch target), 56 px from the sm breakpoint.
 */
export function ChatButton() {
  const { chatUrl } = useSettings();
  const link = useRef<HTMLAnchorElement>(null);
  const viewport = useRef<HTMLSpanElement>(null);
  const spot = useChatSpot(link, viewport);
  return (
    <aside aria-label="Chat">
      {/* Measures the window as fixed elements see it, for finding the button a free spot. */}
      <span ref={viewport} aria-hidden="true" className="pointer-events-none invisible fixed inset-0" />
      <a
        ref={link}
        href={chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        style={spot !== 'hidden' && spot.lift > 0 ? { bottom: `calc(1rem + ${Math.round(spot.lift)}px)` } : undefined}
        className={`fixed bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 sm:size-14 ${spotClass(spot)}`}
        aria-label="Chat with us (opens in a new tab)"
      >
        <MessageCircle aria-hidden="true" className="size-6 sm:size-7" />
      </a>
    </aside>
  );
}
