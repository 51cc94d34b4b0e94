// Lucide's icons (ISC; their paths and attributes as lucide-react 1.75 draws them) as plain SVG, for the parts on the
// first load of the pages with a form: lucide-react's shared icon code alone is about 1.4 kB (brotli) of it. Everywhere
// else the site's icons come from lucide-react. One file per part that draws them, so a page loads only its own.

/** The attributes lucide-react gives every icon. */
export const lucideAttributes = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
