import type { SVGProps } from 'react';
import { lucideAttributes } from './lucide-attributes.ts';

// The quote flows' service tiles' icons, as plain SVG (lucide-attributes.ts says why).

/** Lucide's Flame. */
export function FlameIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...lucideAttributes} {...props}>
      <path d="M12 3q1 4 4 6.5t3 5.5a1 1 0 0 1-14 0 5 5 0 0 1 1-3 1 1 0 0 0 5 0c0-2-1.5-3-1.5-5q0-2 2.5-4" />
    </svg>
  );
}

/** Lucide's Zap. */
export function ZapIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...lucideAttributes} {...props}>
      <path d="M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z" />
    </svg>
  );
}
