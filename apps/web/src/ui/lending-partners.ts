import type { StripLogo } from './LogoStrip.tsx';

/**
 * Lender and finance partner wordmarks for the partner slider. PLACEHOLDERS: these brands are invented (no such
 * companies are meant); replace them with the real panel's names and logos, with each partner's permission.
 */
export const partnerLogos: StripLogo[] = [
  { name: 'Northgate Finance', src: '/images/logos/partners/northgate-finance.svg', width: 292 },
  { name: 'Harbourline Capital', src: '/images/logos/partners/harbourline-capital.svg', width: 303 },
  { name: 'Kestrelmoor Lending', src: '/images/logos/partners/kestrelmoor-lending.svg', width: 324 },
  { name: 'Ashby Pike Funding', src: '/images/logos/partners/ashby-pike-funding.svg', width: 313 },
  { name: 'Tidewell Business Credit', src: '/images/logos/partners/tidewell-business-credit.svg', width: 370 },
  { name: 'Fernhollow Capital', src: '/images/logos/partners/fernhollow-capital.svg', width: 296 },
  { name: 'Merrowgate Trade Finance', src: '/images/logos/partners/merrowgate-trade-finance.svg', width: 391 },
  { name: 'Calder Ridge Finance', src: '/images/logos/partners/calder-ridge-finance.svg', width: 329 },
];
