import type { StripLogo } from '../../ui/LogoStrip.tsx';

/**
 * The energy suppliers we compare (spec §3, without 'I am not sure'). The images are our own plain wordmarks
 * (the name set in a generic font beside a simple shape), not the suppliers' logos.
 */
export const supplierLogos: StripLogo[] = [
  { name: 'Scottish Power', src: '/images/logos/suppliers/scottish-power.svg', width: 252 },
  { name: 'YGP', src: '/images/logos/suppliers/ygp.svg', width: 122 },
  { name: 'E-on Next', src: '/images/logos/suppliers/e-on-next.svg', width: 187 },
  { name: 'EDF', src: '/images/logos/suppliers/edf.svg', width: 119 },
  { name: 'Opus Energy', src: '/images/logos/suppliers/opus-energy.svg', width: 227 },
  { name: 'E-on', src: '/images/logos/suppliers/e-on.svg', width: 125 },
  { name: 'YU Energy', src: '/images/logos/suppliers/yu-energy.svg', width: 197 },
  { name: 'SSE', src: '/images/logos/suppliers/sse.svg', width: 119 },
  { name: 'BGL', src: '/images/logos/suppliers/bgl.svg', width: 122 },
  { name: 'Corona Energy', src: '/images/logos/suppliers/corona-energy.svg', width: 251 },
  { name: 'BGB', src: '/images/logos/suppliers/bgb.svg', width: 125 },
];
