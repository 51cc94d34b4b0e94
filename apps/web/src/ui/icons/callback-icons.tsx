import type { SVGProps } from 'react';
import { lucideAttributes } from './lucide-attributes.ts';

// The booking screen's and the callback form's icons, as plain SVG (lucide-attributes.ts says why).

type IconProps = SVGProps<SVGSVGElement>;

const phonePath =
  'M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384';

/** Lucide's Phone. */
export function PhoneIcon(props: IconProps) {
  return (
    <svg {...lucideAttributes} {...props}>
      <path d={phonePath} />
    </svg>
  );
}

/** Lucide's PhoneCall. */
export function PhoneCallIcon(props: IconProps) {
  return (
    <svg {...lucideAttributes} {...props}>
      <path d="M13 2a9 9 0 0 1 9 9" />
      <path d="M13 6a5 5 0 0 1 5 5" />
      <path d={phonePath} />
    </svg>
  );
}

/** Lucide's CircleCheck (CheckCircle2). */
export function CircleCheckIcon(props: IconProps) {
  return (
    <svg {...lucideAttributes} {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m16 9-5.5 5.5L8 12" />
    </svg>
  );
}

/** Lucide's CalendarDays. */
export function CalendarDaysIcon(props: IconProps) {
  return (
    <svg {...lucideAttributes} {...props}>
      <path d="M8 2v3" />
      <path d="M16 2v3" />
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M3 9h18" />
      {['M8 13h.01', 'M12 13h.01', 'M16 13h.01', 'M8 17h.01', 'M12 17h.01', 'M16 17h.01'].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** Lucide's Clock. */
export function ClockIcon(props: IconProps) {
  return (
    <svg {...lucideAttributes} {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </svg>
  );
}
