import { toUrlTitle } from '@sme/domain';

/** The spec's named routes, built in one place so links and the router agree. */
export const paths = {
  home: '/',
  utility: '/utility',
  paymentSolution: '/payment-solution',
  /** The business funding page (spelt so). */
  business: '/bussiness',
  aboutUs: '/about-us',
  buildYourCareer: '/build-your-career',
  privacyPolicy: '/privacy-policy',
  getFreeConsultancy: '/get-free-consultancy',
  socialSpongeIfram: '/social-sponge-ifram',
  /** The energy landing (spelt so); its screen comes with the energy flow. */
  comercialUtility: '/comercial-utility',
  /** The loan wizard; its screen comes with the funding flows. */
  businessLoan: '/business-loan',
  /** Merchant cash advance; its screen comes with the funding flows. */
  merchantService: '/merchant-service',
  contact: '/contact',
  blogs: '/blogs',
  blogPage: (page: number) => (page > 1 ? `/blogs?page=${page}` : '/blogs'),
  /** blog-details: the title lower-cased with spaces turned into hyphens. */
  blogDetails: (title: string) => `/blog-details/${encodeURIComponent(toUrlTitle(title))}`,
  /** comercial-utility-main (spelt so): the energy wizard for a postcode. */
  comercialUtilityMain: (postcode: string) => `/comercial-utility/main/${encodeURIComponent(postcode.trim())}`,
} as const;
