import { paths } from '../app/paths.ts';

export const mainNavigation = [
  { href: paths.home, label: 'Home' },
  { href: paths.utility, label: 'Business Energy' },
  { href: paths.business, label: 'Business Funding' },
  { href: paths.aboutUs, label: 'About Us' },
  { href: paths.contact, label: 'Contact Us' },
  { href: paths.buildYourCareer, label: 'Affiliate' },
] as const;

/** The 'Get Free Quotation' dropdown. */
export const quotationLinks = [
  { href: paths.comercialUtility, label: 'Commercial Gas' },
  { href: paths.comercialUtility, label: 'Commercial Electricity' },
  { href: paths.businessLoan, label: 'Business Loan' },
] as const;
