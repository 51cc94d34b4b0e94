import { useId } from 'react';

// The island prefix React puts in an id it makes while hydrating ('_r3R_…_'), or '' ('_R_…_').
const hydratedIdPrefix = /^_[^_]*R_/;

/**
 * useId, the same in an island's server render and in the browser. Islands render to a string without their
 * identifierPrefix (@astrojs/react 7 passes it only when it streams), while the browser hydrates with it: the
 * server's ids are '_R_0_', the browser's '_r3R_0_'. React keeps the server's attributes, so an attribute it sets
 * later (an aria-describedby that gains an error) named an id the page did not have, and the field lost its hint.
 * Taken out here, both renders agree. An id from the browser alone ('_r3r_1_', a part shown after hydration) keeps
 * its prefix. Islands on one page share the unprefixed ids: no page's HTML may repeat an id (island-pages.test.ts).
 * See docs/decisions/public-site-islands.md.
 */
export function useIslandId(): string {
  return useId().replace(hydratedIdPrefix, '_R_');
}
