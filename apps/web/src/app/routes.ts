import { isBookingSlug, type BlogSection, type BookingSlug } from '@sme/domain';
import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { paths } from './paths.ts';
import { blogPageNumber, blogPostKey, type PageProps, type PrefetchArgs, type RouteParams } from './route-params.ts';

export type { PrefetchArgs };

/** A page's chunk: its component and, when it has some, data it renders with that the route table does not name. */
export interface PageModule {
  default: ComponentType<PageProps>;
  /**
   * Data the page renders with, fetched before a server render, as `prefetch` below: declared in the page's own chunk,
   * so the route table, which every page's first load carries, does not grow with it.
   */
  prefetch?: (args: PrefetchArgs) => Promise<unknown>;
}

interface RouteDefinition {
  path: string;
  load: () => Promise<PageModule>;
  /** Whether the matched params name something this page can show (e.g. a known booking slug). */
  accepts?: (params: RouteParams) => boolean;
  /** Data the page renders with, fetched before a server render. */
  prefetch?: (args: PrefetchArgs) => Promise<unknown>;
  /**
   * The address this content is kept under when it is not this one, read from the prefetched data: loaded afresh,
   * the page answers a permanent redirect there instead of a copy (one address for visitors and search engines).
   * Navigating within the site shows the page where it is.
   */
  redirect?: (args: PrefetchArgs) => string | undefined;
}

export type PageRoute = RouteDefinition;

const page = (definition: RouteDefinition): PageRoute => definition;

const blogSection =
  (section: BlogSection): RouteDefinition['prefetch'] =>
  ({ trpc, queryClient }) =>
    queryClient.prefetchQuery(trpc.blog.section.queryOptions({ section }));

/** The figures behind the calculators, as the business entered them (none: the calculators show no figure). */
const financeFigures = ({ trpc, queryClient }: PrefetchArgs) =>
  queryClient.prefetchQuery(trpc.finance.figures.queryOptions());

/** The found post's address, unless it is the one asked for. */
const blogAddress = (found?: { collections: { url_title: string } }, asked?: string) =>
  found && found.collections.url_title !== asked ? paths.blogDetails(found.collections.url_title) : undefined;

// Each page is its own chunk: a route loads only the code it needs.
export const routes: PageRoute[] = [
  page({ path: '/', load: () => import('../pages/home/HomePage.tsx'), prefetch: blogSection('home') }),
  page({ path: '/utility', load: () => import('../pages/utility/UtilityPage.tsx'), prefetch: blogSection('utility') }),
  page({
    path: '/payment-solution',
    load: () => import('../pages/payment/PaymentSolutionPage.tsx'),
    prefetch: blogSection('payment'),
  }),
  page({
    path: '/bussiness',
    load: () => import('../pages/business/BusinessFundingPage.tsx'),
    // The loan calculator renders with the business's figures.
    prefetch: (args) =>
      Promise.all([
        args.queryClient.prefetchQuery(args.trpc.blog.section.queryOptions({ section: 'business' })),
        financeFigures(args),
      ]),
  }),
  page({ path: '/about-us', load: () => import('../pages/about/AboutUsPage.tsx'), prefetch: blogSection('about') }),
  page({ path: '/build-your-career', load: () => import('../pages/career/BuildYourCareerPage.tsx') }),
  page({ path: '/privacy-policy', load: () => import('../pages/privacy/PrivacyPolicyPage.tsx') }),
  page({ path: '/our-figures', load: () => import('../pages/our-figures/OurFiguresPage.tsx') }),
  page({ path: '/get-free-consultancy', load: () => import('../pages/consultancy/GetFreeConsultancyPage.tsx') }),
  page({ path: '/social-sponge-ifram', load: () => import('../pages/social-sponge/SocialSpongeIframPage.tsx') }),
  page({
    path: '/contact',
    load: () => import('../pages/contact/ContactPage.tsx'),
  }),
  page({
    path: '/blogs',
    load: () => import('../pages/blog/BlogsPage.tsx'),
    prefetch: ({ trpc, queryClient, search }) =>
      queryClient.prefetchQuery(trpc.blog.list.queryOptions({ page: blogPageNumber(search) })),
  }),
  page({
    path: '/blog-details/:title',
    load: () => import('../pages/blog/BlogDetailsPage.tsx'),
    prefetch: ({ trpc, queryClient, params }) =>
      Promise.all([
        queryClient.prefetchQuery(trpc.blog.details.queryOptions({ title: params.title ?? '' })),
        queryClient.prefetchQuery(trpc.blog.list.queryOptions({ page: 1 })),
      ]),
    // A title the post had before (or typed otherwise): its one current address.
    redirect: ({ trpc, queryClient, params }) =>
      blogAddress(queryClient.getQueryData(trpc.blog.details.queryKey({ title: params.title ?? '' })), params.title),
  }),
  // blog-details with id and title (the payment page's cards): the same post, whose one address is its title's.
  // The id is the stable key; a found post is never rendered here on the server, so the 404 page is all that needs
  // the page's other data.
  page({
    path: '/blog-details/:id/:title',
    load: () => import('../pages/blog/BlogDetailsPage.tsx'),
    prefetch: ({ trpc, queryClient, params }) =>
      queryClient.prefetchQuery(trpc.blog.detailsById.queryOptions(blogPostKey(params))),
    redirect: ({ trpc, queryClient, params }) =>
      blogAddress(queryClient.getQueryData(trpc.blog.detailsById.queryKey(blogPostKey(params)))),
  }),
  page({ path: '/comercial-utility', load: () => import('../flows/energy/EnergyLandingPage.tsx') }),
  page({
    path: '/comercial-utility/main/:postcode',
    load: () => import('../flows/energy/EnergyWizardPage.tsx'),
    prefetch: ({ trpc, queryClient, params, search }) => {
      const id = search.get('id');
      const step = search.get('step');
      return Promise.all([
        // The addresses only where they are shown, on the first step.
        (!id || !step || step === 'address') &&
          queryClient.prefetchQuery(trpc.address.lookup.queryOptions({ postcode: params.postcode ?? '' })),
        id && queryClient.prefetchQuery(trpc.energy.guestInfo.queryOptions({ id })),
        // What the visitor pays now, as the lead kept it, fills the supplier step in again.
        id && step === 'supplier' && queryClient.prefetchQuery(trpc.energy.figures.queryOptions({ id })),
      ]);
    },
  }),
  page({ path: '/commercial-water-waste', load: () => import('../flows/water-waste/WaterWasteLandingPage.tsx') }),
  page({
    path: '/commercial-water-waste/select-address/:postcode',
    load: () => import('../flows/water-waste/SelectAddressPage.tsx'),
    prefetch: ({ trpc, queryClient, params, search }) => {
      const id = search.get('id');
      return Promise.all([
        queryClient.prefetchQuery(trpc.address.lookup.queryOptions({ postcode: params.postcode ?? '' })),
        // Back at the address: the lead's address is marked as the choice.
        id && queryClient.prefetchQuery(trpc.waterWaste.guestInfo.queryOptions({ id })),
      ]);
    },
  }),
  waterWastePage(
    '/commercial-water-waste/bussiness-name/:id',
    () => import('../flows/water-waste/BusinessNamePage.tsx'),
  ),
  waterWastePage(
    '/commercial-water-waste/select-service/:id',
    () => import('../flows/water-waste/SelectServicePage.tsx'),
  ),
  waterWastePage(
    '/commercial-water-waste/average-water-usage/:id',
    () => import('../flows/water-waste/WaterUsagePage.tsx'),
  ),
  waterWastePage('/commercial-water-waste/get-waste-info/:id', () => import('../flows/water-waste/WasteInfoPage.tsx')),
  page({
    path: '/business-loan',
    load: () => import('../flows/business-loan/BusinessLoanPage.tsx'),
    prefetch: (args) => {
      const id = args.search.get('id');
      return Promise.all([
        id && args.queryClient.prefetchQuery(args.trpc.businessLoan.summary.queryOptions({ id })),
        financeFigures(args),
      ]);
    },
  }),
  page({
    path: '/merchant-service',
    load: () => import('../flows/cash-advance/MerchantServicePage.tsx'),
    // The cash-advance estimate shows only where the business has entered its figures: rendered with them.
    prefetch: financeFigures,
  }),
  page({
    path: '/merchant-service/choose-product/:id',
    load: () => import('../flows/cash-advance/ChooseProductPage.tsx'),
    prefetch: async ({ trpc, queryClient, params, search }) => {
      // Loaded here, not with every page: only this page's render reads the filters from its address.
      const { filtersFromSearch } = await import('../flows/cash-advance/catalogue.ts');
      const filters = filtersFromSearch(search);
      return Promise.all([
        queryClient.prefetchQuery(trpc.cashAdvance.summary.queryOptions({ id: params.id ?? '' })),
        queryClient.prefetchQuery(trpc.cashAdvance.catalogue.queryOptions({})),
        Object.keys(filters).length > 0 && queryClient.prefetchQuery(trpc.cashAdvance.catalogue.queryOptions(filters)),
      ]);
    },
  }),
  page({
    path: '/calendly/:slug/:id',
    accepts: (params) => isBookingSlug(params.slug ?? ''),
    load: () => import('../flows/booking/BookingPage.tsx'),
    // Imported here, not at the top: the flows' hooks belong to the booking page's chunk, not every page's.
    prefetch: async ({ trpc, queryClient, params, search }) => {
      const [{ bookingFlows }, { sentCallbackReference }] = await Promise.all([
        import('../flows/booking/booking-flows.ts'),
        import('../flows/booking/booking-screen-address.ts'),
      ]);
      const slug = params.slug as BookingSlug;
      const id = params.id ?? '';
      // After a callback request sent as a plain form: the request the address names, for its confirmation.
      const reference = sentCallbackReference(search);
      await Promise.all([
        bookingFlows[slug].prefetch({ trpc, queryClient, id }),
        reference !== null &&
          queryClient.prefetchQuery(trpc.booking.callbackPlan.queryOptions({ slug, id, reference })),
      ]);
    },
  }),
];

/** A water and waste step after the address: it shows what the lead holds, and a 404 for an unknown id. */
function waterWastePage(path: string, load: RouteDefinition['load']): PageRoute {
  return page({
    path,
    load,
    prefetch: ({ trpc, queryClient, params }) =>
      queryClient.prefetchQuery(trpc.waterWaste.guestInfo.queryOptions({ id: params.id ?? '' })),
  });
}

export const notFoundRoute: PageRoute = page({
  path: '*',
  load: () => import('../pages/not-found/NotFoundPage.tsx'),
});

export interface RouteMatch {
  route: PageRoute;
  params: RouteParams;
}

// Each route's path as a pattern, made once.
const matchers = routes.map((route) => ({ route, ...parse(route.path) }));

/** The page of the route table at a path (the server renders it), with its params. */
export function findRoute(pathname: string): RouteMatch {
  for (const { route, keys, pattern } of matchers) {
    const matched = pattern.exec(pathname);
    if (!matched) continue;
    const decoded = decodeParams(Object.fromEntries(keys.map((key, index) => [key, matched[index + 1]])));
    if (route.accepts?.(decoded) ?? true) return { route, params: decoded };
  }
  return { route: notFoundRoute, params: {} };
}

function decodeParams(raw: Record<string, string | undefined>): RouteParams {
  const params: RouteParams = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    try {
      params[key] = decodeURIComponent(value);
    } catch {
      params[key] = value;
    }
  }
  return params;
}
