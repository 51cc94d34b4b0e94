import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: from here the console lays out for a desk (the inbox's table, the one-line header). */
export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

/**
 * Whether the screen matches a media query, followed as it changes. The server renders the console's loading state
 * only, and guesses a desk (`serverGuess`).
 */
export function useMediaQuery(query: string, serverGuess: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverGuess,
  );
}

/**
 * Whether the console has a desk's width (1024 px and up) or a phone's or small tablet's. For what CSS alone cannot
 * do: render one of two layouts, not both (the inbox's table or its cards), or put one control in another place.
 */
export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN_QUERY, true);
}
