import type { SVGProps } from 'react';

// Lucide's Search and LoaderCircle (ISC; its paths and attributes as lucide-react 1.75 draws them), as plain SVG: the
// address searches are on the first load of the pages with a form, and lucide-react's shared icon code alone is
// about 1.4 kB (brotli) of it. Everywhere else the site's icons come from lucide-react.

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

/** Lucide's Search. */
export function SearchIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...lucideAttributes} {...props}>
      <path d="m21 21-4.34-4.34" />
      <circle cx="11" cy="11" r="8" />
    </svg>
  );
}

/** Lucide's LoaderCircle (spun by the caller's class). */
export function LoaderCircleIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...lucideAttributes} {...props}>
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </svg>
  );
}
