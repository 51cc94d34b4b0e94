import { useRef } from 'react';
import { MessageCircle } from 'lucide-react';
import { useSettings } from '../app/settings.tsx';
import { useChatSpot, type ChatSpot } from './chat-button-spot.ts';

/** In its strip at the end of the page, or floating in a corner of the window, lifted when something is below. */
const spotClass = (spot: ChatSpot) =>
  spot === 'end' ? 'absolute right-4' : spot.side === 'left' ? 'fixed left-4' : 'fixed right-4';

/**
 * The chat button: an external chat app in a new tab. It floats in a corner of the window only where it covers
 * nothing (see chat-button-free-spot.ts); otherwise it waits in this strip at the end of the page, which continues
 * the footer and is just tall enough for it (the button and its 16 px margins). At the bottom of the page the
 * floating spot and the strip's are the same. 48 px on phones (still a full touch target), 56 px from the sm
 * breakpoint.
 */
export function ChatButton() {
  const { chatUrl } = useSettings();
  const link = useRef<HTMLAnchorElement>(null);
  const viewport = useRef<HTMLSpanElement>(null);
  const spot = useChatSpot(link, viewport);
  return (
    <aside aria-label="Chat" className="relative h-20 bg-ink sm:h-22">
      {/* Measures the window as fixed elements see it, for finding the button a free spot. */}
      <span ref={viewport} aria-hidden="true" className="pointer-events-none invisible fixed inset-0" />
      <a
        ref={link}
        href={chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        style={spot !== 'end' && spot.lift > 0 ? { bottom: `calc(1rem + ${Math.round(spot.lift)}px)` } : undefined}
        className={`bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-2 ring-white hover:bg-brand-800 sm:size-14 ${spotClass(spot)}`}
        aria-label="Chat with us (opens in a new tab)"
      >
        <MessageCircle aria-hidden="true" className="size-6 sm:size-7" />
      </a>
    </aside>
  );
}
