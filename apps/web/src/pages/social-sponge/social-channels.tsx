import type { ReactNode } from 'react';

/** Simple line glyphs for the social networks (lucide-react no longer ships brand icons). */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={28}
      height={28}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-7 shrink-0"
    >
      {children}
    </svg>
  );
}

export interface SocialChannel {
  name: string;
  handle: string;
  href: string;
  blurb: string;
  icon: ReactNode;
}

export const socialChannels: SocialChannel[] = [
  {
    name: 'Facebook',
    handle: '@smecompareuk',
    href: 'https://www.facebook.com/smecompareuk',
    blurb: 'Energy price news, funding tips and our latest blog posts.',
    icon: (
      <Glyph>
        <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
      </Glyph>
    ),
  },
  {
    name: 'LinkedIn',
    handle: 'SME Compare',
    href: 'https://www.linkedin.com/company/smecompare',
    blurb: 'Updates for business owners and finance teams, and news about our partner programme.',
    icon: (
      <Glyph>
        <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
        <rect width="4" height="12" x="2" y="9" />
        <circle cx="4" cy="4" r="2" />
      </Glyph>
    ),
  },
  {
    name: 'Instagram',
    handle: '@smecompareuk',
    href: 'https://www.instagram.com/smecompareuk',
    blurb: 'The businesses we work with, and quick ways to cut running costs.',
    icon: (
      <Glyph>
        <rect width="20" height="20" x="2" y="2" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <path d="M17.5 6.5h.01" />
      </Glyph>
    ),
  },
  {
    name: 'X',
    handle: '@smecompareuk',
    href: 'https://x.com/smecompareuk',
    blurb: 'Short updates when energy prices or lending conditions change.',
    icon: (
      <Glyph>
        <path d="M4 4l11.5 16H20L8.5 4z" />
        <path d="M4 20l6.8-6.8M13.2 10.8L20 4" />
      </Glyph>
    ),
  },
];
