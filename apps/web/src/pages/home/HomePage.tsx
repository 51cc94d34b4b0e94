import { claims, telHref } from '@sme/domain';
import {
  ArrowRight,
  Banknote,
  ChartLine,
  ClipboardList,
  CreditCard,
  Flame,
  GraduationCap,
  Headset,
  LifeBuoy,
  Megaphone,
  Phone,
  PiggyBank,
  Scale,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { PageMeta } from '../../app/page-meta.tsx';
import type { PageProps } from '../../app/route-params.ts';
import { paths } from '../../app/paths.ts';
import { useClaim, useSettings } from '../../app/settings.tsx';
import { BlogCardsSection } from '../../blog/BlogCardsSection.tsx';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { TitledSection } from '../../ui/Section.tsx';
import { HomeHero } from './HomeHero.tsx';

// Each service's links: the water & waste and card machine quote flows are offered here (the hero's choices are the
// spec's three), beside the pages that describe the services.
const services: { title: string; text: string; links: { href: string; label: string }[]; icon: LucideIcon }[] = [
  {
    title: 'Business energy, water and waste',
    text: 'Commercial gas and electricity for shops, offices, workshops and sites, plus water and waste collection, compared across our supplier panel when your contract is up for renewal or you move premises.',
    links: [
      { href: paths.utility, label: 'Compare business utilities' },
      { href: paths.commercialWaterWaste, label: 'Get a water and waste quote' },
    ],
    icon: Flame,
  },
  {
    title: 'Business funding',
    text: 'Business loans up to £1 million and merchant cash advance repaid from your card takings.',
    links: [{ href: paths.business, label: 'Explore business funding' }],
    icon: Banknote,
  },
  {
    title: 'Card payment machines',
    text: 'Countertop, portable and mobile card machines with clear transaction fees, so you can take card and contactless payments wherever you serve customers.',
    links: [
      { href: paths.merchantService, label: 'Compare card machines' },
      { href: paths.paymentSolution, label: 'About our payment solutions' },
    ],
    icon: CreditCard,
  },
];

const steps: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Tell us what you need',
    text: 'Share a few details about your business and what you want to compare: energy, funding or card payments. It takes a couple of minutes.',
    icon: ClipboardList,
  },
  {
    title: 'We run the comparison',
    text: 'We check what our panel of vetted UK suppliers and lenders can offer against what you pay or need today.',
    icon: Scale,
  },
  {
    title: 'Free consultation',
    text: 'A specialist talks you through the options, contract lengths and any fees in plain English. There is no obligation to go ahead.',
    icon: Headset,
  },
  {
    title: 'Start saving',
    text: 'Choose the deal that suits you and we handle the switch or application with the provider, so you can get on with your day.',
    icon: PiggyBank,
  },
];

const partnerBenefits: { text: string; icon: LucideIcon }[] = [
  { text: 'Simple online registration', icon: UserPlus },
  { text: 'Training on our products and how to introduce them', icon: GraduationCap },
  { text: 'Ready-made marketing materials', icon: Megaphone },
  { text: `${claims.partnerSupport} through the partner portal`, icon: LifeBuoy },
  { text: 'An earnings report portal to track every referral', icon: ChartLine },
];

// The home page's sections are taller bands than other pages' and their headings larger to match.
const homeHeading = 'text-3xl font-bold text-ink sm:text-4xl';

function WhatWeDo() {
  const { phone } = useSettings();
  return (
    <TitledSection
      headingId="what-we-do"
      title="What We Do"
      titleClassName={homeHeading}
      headerClassName="max-w-3xl"
      intro={
        <p className="mt-4 text-lg text-slate-700">
          We are a broker for UK small and medium businesses. Instead of ringing round suppliers and lenders yourself,
          you tell us once what you need and we find the options that fit, then help you switch or apply.
        </p>
      }
      className="py-14 sm:py-20"
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {services.map(({ title, text, links, icon: Icon }) => (
          <li key={title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-xl font-bold text-ink">{title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{text}</p>
            <ul className="mt-4">
              {links.map(({ href, label }) => (
                <li key={href}>
                  <a
                    href={href}
                    className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col gap-6 rounded-2xl bg-brand-50 p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-wrap gap-3">
          <a href={paths.comercialUtility} className="btn-primary">
            Request A Quote
          </a>
          <a href={telHref(phone)} className="btn-outline">
            <Phone aria-hidden="true" className="size-5" />
            <span>
              Call Us <span className="font-normal">{phone}</span>
            </span>
          </a>
        </div>
        <BrokerDisclosure kind="energy" className="max-w-xl" />
      </div>
    </TitledSection>
  );
}

function HowItWorks() {
  return (
    <TitledSection
      headingId="how-it-works"
      title="How it works"
      titleClassName={homeHeading}
      intro={
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          Four steps from first enquiry to lower bills or the funding you need.
        </p>
      }
      className="bg-slate-50 py-14 sm:py-20"
    >
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ title, text, icon: Icon }, index) => (
          <li key={title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <Icon aria-hidden="true" className="size-7 text-accent" />
            </div>
            <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}

function Testimonials({ carousel }: { carousel: ReactNode }) {
  return (
    <TitledSection
      headingId="testimonials"
      title="What our customers say"
      titleClassName={homeHeading}
      headerClassName="mx-auto max-w-3xl text-center"
      intro={
        <p className="mt-3 text-slate-700">
          Illustrative stories of the kind of help we give to cafés, workshops, salons and other small businesses.
        </p>
      }
      className="bg-brand-50 py-14 sm:py-20"
    >
      <div className="mt-8">{carousel}</div>
    </TitledSection>
  );
}

function QuoteRequest({ enquiryForm }: { enquiryForm: ReactNode }) {
  const { phone, officeHours } = useSettings();
  return (
    <TitledSection
      headingId="quote-request"
      title="Request a free quote"
      titleClassName={homeHeading}
      className="py-14 sm:py-20"
      layoutClassName="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]"
      intro={
        <>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            Tell us about your business and what you would like to compare. A specialist will get back to you with
            options, free and with no obligation.
          </p>
          <div className="mt-8 rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-8">{enquiryForm}</div>
        </>
      }
    >
      <div className="space-y-5 lg:pt-24">
        <div className="rounded-2xl bg-brand-50 p-6">
          <h3 className="text-lg font-bold text-ink">How we are paid</h3>
          <BrokerDisclosure kind="energy" className="mt-2" />
        </div>
        <div className="rounded-2xl bg-brand-50 p-6">
          <h3 className="text-lg font-bold text-ink">Rather talk it through?</h3>
          <p className="mt-2 text-slate-700">Our team is available {officeHours}.</p>
          <a
            href={telHref(phone)}
            className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <Phone aria-hidden="true" className="size-5" />
            {phone}
          </a>
        </div>
      </div>
    </TitledSection>
  );
}

function JoinOurTeam() {
  return (
    <TitledSection
      headingId="join-our-team"
      title="Join Our Team"
      // White on the dark band: the heading takes the section's colour.
      titleClassName="text-3xl font-bold sm:text-4xl"
      className="bg-brand-900 py-14 text-white sm:py-20"
      layoutClassName="grid items-center gap-10 lg:grid-cols-2"
      intro={
        <>
          <p className="mt-4 text-lg text-brand-50">
            Know business owners who pay too much for energy or need funding? Join our affiliate programme, introduce
            them to us and earn commission on the deals they take. We give you everything you need to start.
          </p>
          <ul className="mt-6 space-y-3">
            {partnerBenefits.map(({ text, icon: Icon }) => (
              <li key={text} className="flex items-start gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
          <a
            href={paths.buildYourCareer}
            className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-lg bg-accent px-5 py-2.5 font-semibold text-ink transition-colors hover:bg-amber-300"
          >
            Become a partner
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
        </>
      }
    >
      <div className="flex justify-center">
        <img
          src="/images/home/join-team.svg"
          alt=""
          width={400}
          height={300}
          loading="lazy"
          className="h-auto w-full max-w-sm"
        />
      </div>
    </TitledSection>
  );
}

/**
 * `enquiryForm` and `testimonials` stand in for the form and the carousel where another render puts them (the islands
 * page puts its islands there).
 */
export default function HomePage({
  enquiryForm,
  testimonials,
}: Partial<PageProps> & { enquiryForm?: ReactNode; testimonials?: ReactNode }) {
  const helped = useClaim('businessesHelped');
  return (
    <>
      <PageMeta
        description={`Compare business gas and electricity, water and waste, business loans and card machines from a panel of vetted UK suppliers.${helped ? ` ${helped.text} businesses helped.` : ''} Free, no obligation comparison.`}
      />
      <HomeHero />
      <WhatWeDo />
      <HowItWorks />
      <Testimonials carousel={testimonials} />
      <QuoteRequest enquiryForm={enquiryForm} />
      <JoinOurTeam />
      <BlogCardsSection section="home" title="Latest from our blog" />
    </>
  );
}
