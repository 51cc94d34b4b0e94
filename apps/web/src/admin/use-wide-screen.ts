import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: from here the console lays out for a desk (the inbox's table, the one-line header). */
export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the console has a desk's width (1024 px and up) or a phone's or small tablet's. For what CSS alone cannot
 * do: render one of two layouts, not both (the inbox's table or its cards), or put one control in another place.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN_QUERY).matches,
    // The server renders the console's loading state only; a desk is the guess.
    () => true,
  );
}
