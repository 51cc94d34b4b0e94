import type { SVGProps } from 'react';
import { lucideAttributes } from './lucide-attributes.ts';

// The quote flows' address lists' icons, as plain SVG (lucide-attributes.ts says why).

/** Lucide's Building2. */
export function Building2Icon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...lucideAttributes} {...props}>
      <path d="M10 12h4" />
      <path d="M10 8h4" />
      <path d="M14 21v-3a2 2 0 0 0-4 0v3" />
      <path d="M6 10H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-2" />
      <path d="M6 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16" />
    </svg>
  );
}

/** Lucide's Check. */
export function CheckIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...lucideAttributes} {...props}>
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}
