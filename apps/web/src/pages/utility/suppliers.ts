import type { StripLogo } from '../../ui/LogoStrip.tsx';

/**
 * The energy suppliers we compare (spec §3, without 'I am not sure'). The images are our own plain wordmarks
 * (the name set in a generic font beside a simple shape), not the suppliers' logos.
 */
export const supplierLogos: StripLogo[] = [
  { name: 'Scottish Power', src: '/images/logos/suppliers/scottish-power.svg' },
  { name: 'YGP', src: '/images/logos/suppliers/ygp.svg' },
  { name: 'E-on Next', src: '/images/logos/suppliers/e-on-next.svg' },
  { name: 'EDF', src: '/images/logos/suppliers/edf.svg' },
  { name: 'Opus Energy', src: '/images/logos/suppliers/opus-energy.svg' },
  { name: 'E-on', src: '/images/logos/suppliers/e-on.svg' },
  { name: 'YU Energy', src: '/images/logos/suppliers/yu-energy.svg' },
  { name: 'SSE', src: '/images/logos/suppliers/sse.svg' },
  { name: 'BGL', src: '/images/logos/suppliers/bgl.svg' },
  { name: 'Corona Energy', src: '/images/logos/suppliers/corona-energy.svg' },
  { name: 'BGB', src: '/images/logos/suppliers/bgb.svg' },
];
