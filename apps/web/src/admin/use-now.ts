import { useEffect, useState } from 'react';

/**
 * The time now, renewed every `everyMs`: the waiting clocks tick on screen from what the server last said, with no
 * new request (the live view refetches when something changes, not to move a clock on).
 */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
