import { stepKeys, toUrlTitle, type BookingSlug, type FlowStepKey } from '@sme/domain';

/** The spec's named routes, built in one place so links and the route table agree. */
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
  /** The energy landing (spelt so). */
  comercialUtility: '/comercial-utility',
  /** The energy landing with a Gas or Electricity choice already made (flows/energy/energy-choice.ts reads it). */
  comercialUtilityFor: (choice: 'gas' | 'electricity') => `/comercial-utility?service=${choice}`,
  /** The water and waste landing. */
  commercialWaterWaste: '/commercial-water-waste',
  /** The loan wizard. */
  businessLoan: '/business-loan',
  /** The loan wizard at a step after the first, for its application (a reload keeps the place). */
  businessLoanStep: (step: LoanWizardStepKey, id: string) =>
    `/business-loan?${new URLSearchParams({ step, id }).toString()}`,
  /** Merchant cash advance: the card payment form. */
  merchantService: '/merchant-service',
  /** 'Choose your product' for a cash-advance application. */
  chooseProduct: (id: string) => `/merchant-service/choose-product/${encodeURIComponent(id)}`,
  contact: '/contact',
  /** Each figure claim's evidence: the day it was true and its source (a claim links to its own #anchor). */
  ourFigures: '/our-figures',
  blogs: '/blogs',
  blogPage: (page: number) => (page > 1 ? `/blogs?page=${page}` : '/blogs'),
  /**
   * blog-details, with params title, or id plus title: the title lower-cased with spaces turned into hyphens. The
   * title alone is the post's address; the id form (the payment page's cards) redirects there when loaded afresh.
   */
  blogDetails: (title: string, id?: number) =>
    `/blog-details/${id === undefined ? '' : `${id}/`}${encodeURIComponent(toUrlTitle(title))}`,
  /**
   * comercial-utility-main (spelt so): the energy wizard for a postcode. The step and the lead id ride in the
   * query so a reload (or the browser's Back) lands on the same step.
   */
  comercialUtilityMain: (postcode: string, progress?: { step: EnergyWizardStepKey; id: string }) =>
    `/comercial-utility/main/${encodeURIComponent(postcode.trim())}${
      progress && progress.step !== 'address'
        ? `?${new URLSearchParams(progress).toString()}`
        : progress
          ? `?id=${encodeURIComponent(progress.id)}`
          : ''
    }`,
  commercialWaterWasteSelectAddress: (postcode: string) =>
    `/commercial-water-waste/select-address/${encodeURIComponent(postcode.trim())}`,
  /** Spelt so. */
  commercialWaterWasteBussinessName: (id: string) => `/commercial-water-waste/bussiness-name/${encodeURIComponent(id)}`,
  commercialWaterWasteSelectService: (id: string) => `/commercial-water-waste/select-service/${encodeURIComponent(id)}`,
  commercialWaterWasteAverageWaterUsage: (id: string) =>
    `/commercial-water-waste/average-water-usage/${encodeURIComponent(id)}`,
  commercialWaterWasteGetWasteInfo: (id: string) => `/commercial-water-waste/get-waste-info/${encodeURIComponent(id)}`,
  /** The callback booking screen for a flow's lead or application. */
  calendly: (slug: BookingSlug, id: string) => `/calendly/${slug}/${encodeURIComponent(id)}`,
} as const;

// Marked pure: a page that only links (an islands page's parts) drops these and the flows' step table with them.
/** The loan wizard's steps as they appear in its URL. */
export const loanWizardStepKeys = /* @__PURE__ */ stepKeys('business_loan');
export type LoanWizardStepKey = FlowStepKey<'business_loan'>;

/** The energy wizard's steps as they appear in its URL. */
export const energyWizardStepKeys = /* @__PURE__ */ stepKeys('energy');
export type EnergyWizardStepKey = FlowStepKey<'energy'>;
