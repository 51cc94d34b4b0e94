import type { SVGProps } from 'react';
import { lucideAttributes } from './lucide-attributes.ts';

// The address searches' icons (the loan wizard's, the contact forms'), as plain SVG (lucide-attributes.ts says why).

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
