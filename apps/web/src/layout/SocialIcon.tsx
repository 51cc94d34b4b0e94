import type { PublicSettings } from '@sme/domain';

type Network = PublicSettings['social'][number]['name'];

// Simple glyphs drawn for this site (brand icons are not shipped by our icon set).
const glyphs: Record<Network, string> = {
  Facebook:
    'M13.5 21v-7.5h2.5l.5-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.5V4.5c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.3H8.2v3h2.5V21h2.8z',
  LinkedIn:
    'M5 8.5h3V19H5V8.5zM6.5 4A1.75 1.75 0 1 1 6.5 7.5 1.75 1.75 0 0 1 6.5 4zM10 8.5h2.9v1.4c.4-.8 1.5-1.6 3.1-1.6 3.2 0 3.8 2 3.8 4.7V19h-3v-5.2c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V19h-3V8.5z',
  Instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  X: 'M4 4h4.6l3.7 5.1L16.6 4H20l-6.1 7.1L20.5 20h-4.6l-4-5.5L7 20H3.6l6.6-7.6L4 4z',
};

export function SocialIcon({ name, className = 'size-5' }: { name: Network; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true" focusable="false">
      <path d={glyphs[name]} fillRule="evenodd" />
    </svg>
  );
}
