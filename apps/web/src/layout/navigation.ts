import { paths } from '../app/paths.ts';

/** The site's pages as the header's and the footer's links name them, so the two menus agree. */
const pages = {
  home: { href: paths.home, label: 'Home' },
  utility: { href: paths.utility, label: 'Business Energy' },
  business: { href: paths.business, label: 'Business Funding' },
  paymentSolution: { href: paths.paymentSolution, label: 'Payment Solutions' },
  aboutUs: { href: paths.aboutUs, label: 'About Us' },
  contact: { href: paths.contact, label: 'Contact Us' },
  blogs: { href: paths.blogs, label: 'Blog' },
  getFreeConsultancy: { href: paths.getFreeConsultancy, label: 'Free consultation' },
  socialSpongeIfram: { href: paths.socialSpongeIfram, label: 'Community' },
} as const;

export const mainNavigation = [
  pages.home,
  pages.utility,
  pages.business,
  pages.aboutUs,
  pages.contact,
  { href: paths.buildYourCareer, label: 'Affiliate' },
] as const;

/** The footer's columns of links. */
export const quickLinks = [pages.home, pages.utility, pages.business, pages.paymentSolution, pages.contact];
export const learnMore = [
  pages.aboutUs,
  pages.blogs,
  { href: paths.buildYourCareer, label: 'Affiliate programme' },
  pages.getFreeConsultancy,
  pages.socialSpongeIfram,
];

/** The 'Get Free Quotation' dropdown. */
export const quotationLinks = [
  { href: paths.comercialUtility, label: 'Commercial Gas' },
  { href: paths.comercialUtility, label: 'Commercial Electricity' },
  { href: paths.businessLoan, label: 'Business Loan' },
] as const;
