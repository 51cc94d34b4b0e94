import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useLiveState } from './live-state.ts';

export const liveStatusText = {
  reconnecting: 'Reconnecting…',
  /** For screen readers only, once the stream is back after "Reconnecting…": the badge going away says it to the eye. */
  resumed: 'Live updates resumed.',
} as const;

/**
 * The header's word on the live stream: nothing while changes arrive as they happen, "Reconnecting…" (words and an
 * icon, not a colour alone) while the stream is down or went quiet and the console opens it again, which is also
 * when the console falls back to reading its leads every 30 s. A status region, always there, so screen readers are
 * told as it changes.
 */
export function LiveStatus() {
  const state = useLiveState();
  // Whether the stream has been down since the page opened: its return is worth saying, its first opening is not.
  const [wasDown, setWasDown] = useState(false);
  if (state === 'reconnecting' && !wasDown) setWasDown(true);

  return (
    <span role="status" className="empty:-mr-3">
      {state === 'reconnecting' ? (
        <span className="inline-flex items-center gap-1.5 rounded bg-amber-100 px-2 py-1 font-semibold whitespace-nowrap text-amber-950">
          <RefreshCw aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          <span className="sr-only">Live updates: </span>
          {liveStatusText.reconnecting}
        </span>
      ) : (
        wasDown && state === 'live' && <span className="sr-only">{liveStatusText.resumed}</span>
      )}
    </span>
  );
}
