import type { SVGProps } from 'react';
import { lucideAttributes } from '../../ui/icons/lucide-attributes.ts';

// Lucide's SlidersHorizontal, LifeBuoy and X (ISC; their paths as lucide-react 1.75 draws them), as plain SVG: 'Choose
// your product' is a page with a form, whose first load lucide-react's shared icon code (about 1.6 kB brotli with
// these three) would not fit (ui/icons/search-icons.tsx did the same for the address searches).

/** Lucide's SlidersHorizontal. */
export function SlidersHorizontalIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...lucideAttributes} {...props}>
      <path d="M10 5H3" />
      <path d="M12 19H3" />
      <path d="M14 3v4" />
      <path d="M16 17v4" />
      <path d="M21 12h-9" />
      <path d="M21 19h-5" />
      <path d="M21 5h-7" />
      <path d="M8 10v4" />
      <path d="M8 12H3" />
    </svg>
  );
}

/** Lucide's LifeBuoy. */
export function LifeBuoyIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...lucideAttributes} {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m4.93 4.93 4.24 4.24" />
      <path d="m14.83 9.17 4.24-4.24" />
      <path d="m14.83 14.83 4.24 4.24" />
      <path d="m9.17 14.83-4.24 4.24" />
      <circle cx="12" cy="12" r="4" />
    </svg>
  );
}

/** Lucide's X. */
export function XIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...lucideAttributes} {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </svg>
  );
}
