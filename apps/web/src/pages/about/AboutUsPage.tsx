import {
  BadgeCheck,
  Banknote,
  Check,
  CreditCard,
  Droplets,
  Eye,
  HandCoins,
  Leaf,
  Lightbulb,
  MessageSquare,
  ShieldCheck,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { PageMeta } from '../../app/page-meta.tsx';
import { useClaim, useSettings } from '../../app/settings.tsx';
import { ClaimLink } from '../../ui/ClaimLink.tsx';
import type { PublicClaim } from '@sme/domain';
import { paths } from '../../app/paths.ts';
import type { PageProps } from '../../app/route-params.ts';
import { BlogCardsSection } from '../../blog/BlogCardsSection.tsx';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { FormSection, PageHero, Section, TitledSection } from '../../ui/Section.tsx';
import { CallButton, PreferToTalk } from '../../ui/CallButton.tsx';
import { ArrowLink, IconCard, IconCardList, iconBadge, IconPoint } from '../../ui/IconTiles.tsx';
import { Illustration } from '../../ui/Illustration.tsx';

// The spec's marketing claims, word for word; the figure claim only on the business's evidence (claim-evidence.ts).
const helpedTile = (helped: PublicClaim): { icon: LucideIcon; text: ReactNode } => ({
  icon: Users,
  text: (
    <ClaimLink id="businessesHelped">
      <strong className="font-extrabold text-ink">{helped.text}</strong> businesses helped
    </ClaimLink>
  ),
});
const claimTiles: { icon: LucideIcon; text: ReactNode }[] = [
  {
    icon: BadgeCheck,
    text: (
      <>
        A panel of <strong className="font-extrabold text-ink">vetted UK suppliers</strong>
      </>
    ),
  },
];

const values: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Leaf,
    title: 'Sustainability',
    text: 'We point out renewable energy tariffs and simple ways to use less energy and water whenever they suit your business and your budget. The cheapest unit is the one you never use.',
  },
  {
    icon: Eye,
    title: 'Transparency',
    text: 'We tell you how we are paid before you agree to anything. Quotes set out unit rates, standing charges, fees and contract terms side by side, so you can compare like with like.',
  },
  {
    icon: Lightbulb,
    title: 'Innovation',
    text: 'Postcode address look-up, online comparison and call-back booking let you start a quote from your phone between customers, and talk to a person when it suits you.',
  },
  {
    icon: ShieldCheck,
    title: 'Integrity',
    text: 'We recommend only what fits. If a deal ties you into a long contract, carries exit fees or is unlikely to be approved, we say so up front, even when that means no deal at all.',
  },
];

/** What defines us, the office hours as the business set them (OFFICE_HOURS). */
const definesUsWith = (officeHours: string): { title: string; text: string }[] => [
  {
    title: 'Free, no-obligation comparison',
    text: 'You pay nothing for our comparison, and you are free to walk away from any quote we find.',
  },
  {
    title: 'One team for all your running costs',
    text: 'Energy, water, waste, funding and card payments through one contact, so you are not giving your business details to five different companies.',
  },
  {
    title: 'Plain English',
    text: 'We explain standing charges, contract end dates, repayment terms and card fees in plain terms before you sign anything.',
  },
  {
    title: 'People you can call',
    text: `Speak to our UK team ${officeHours} about a quote, a renewal or a bill that does not look right.`,
  },
];

const services: { icon: LucideIcon; title: string; text: string; href: string; cta: string }[] = [
  {
    icon: Zap,
    title: 'Business energy',
    text: 'Commercial gas and electricity for single sites and multi-site businesses, including renewals and businesses paying out-of-contract rates.',
    href: paths.utility,
    cta: 'Compare business energy',
  },
  {
    icon: Droplets,
    title: 'Water and waste',
    text: 'Compare water retailers and arrange commercial waste collection sized to the bins you need and how often you need them emptied.',
    href: paths.utility,
    cta: 'Compare water and waste',
  },
  {
    icon: Banknote,
    title: 'Business loans',
    text: 'Funding up to 1 million pounds for stock, equipment, premises or cash flow, over terms from 6 to 36 months.',
    href: paths.business,
    cta: 'Explore business loans',
  },
  {
    icon: HandCoins,
    title: 'Merchant cash advance',
    text: 'An advance repaid as a share of your future card takings, so repayments rise and fall with your sales.',
    href: paths.business,
    cta: 'Explore cash advance',
  },
  {
    icon: CreditCard,
    title: 'Card machines',
    text: 'Card payment machines and online payments from leading UK providers, with the monthly charges set out before you choose.',
    href: paths.paymentSolution,
    cta: 'Compare card machines',
  },
];

/** `enquiryForm` stands in for the form where another render puts it (the islands page puts its island there). */
export default function AboutUsPage({ enquiryForm }: Partial<PageProps> & { enquiryForm?: ReactNode }) {
  const { officeHours } = useSettings();
  const helped = useClaim('businessesHelped');
  return (
    <>
      <PageMeta
        title="About Us"
        description={`Who we are: a UK broker comparing business energy, water and waste, business loans, merchant cash advance and card machines.${helped ? ` ${helped.text} businesses helped.` : ''}`}
      />
      <PageHero
        eyebrow="About us"
        title="Helping UK small businesses pay less for the essentials"
        lead={
          <p>
            We compare business energy, water and waste, funding and card payments from a panel of vetted UK suppliers,
            then help you switch or apply. The comparison is free and there is no obligation.
          </p>
        }
        actions={
          <>
            <a href="#enquiry" className="btn-primary">
              Send us an enquiry
            </a>
            <CallButton />
          </>
        }
        image={<Illustration src="/images/about/hero.svg" className="h-auto w-full max-w-64 sm:max-w-md" />}
      />

      <TitledSection
        headingId="who-we-are"
        title="Who we are"
        className="py-14"
        layoutClassName="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]"
        intro={
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
            <p>
              SME Compare is a UK broker for small and medium-sized businesses: shops, cafés, salons, workshops, offices
              and trades. We compare business gas and electricity, water and waste, business loans, merchant cash
              advance and card payment machines, and we do the chasing so you can get on with running your business.
            </p>
            <p>
              You deal with one person who gathers the quotes, explains the differences and handles the switch or the
              application once you have chosen.
            </p>
          </div>
        }
      >
        <Illustration
          src="/images/about/compare.svg"
          width={400}
          height={300}
          className="mx-auto h-auto w-full max-w-64 sm:max-w-sm"
        />
        {/* Below both columns: the grid's gap stands in for the space above it. */}
        <ul className="grid gap-4 sm:grid-cols-3 lg:col-span-2" aria-label="What we have achieved">
          {[...(helped ? [helpedTile(helped)] : []), ...claimTiles].map(({ icon: Icon, text }, index) => (
            <li
              key={index}
              className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <span className={`${iconBadge} shrink-0`}>
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
              </span>
              <p className="text-lg text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection
        headingId="our-mission"
        title="Our Mission"
        className="bg-brand-700 py-14 text-white"
        titleClassName="text-3xl font-bold"
      >
        <p className="mt-4 max-w-4xl text-2xl font-semibold leading-snug">
          To make the running costs of a small business as easy to check, and as fair, as they are for a large one.
        </p>
        <p className="mt-4 max-w-4xl text-lg leading-relaxed text-brand-50">
          Large companies have procurement teams to negotiate their energy, card fees and finance. Most small businesses
          have an owner with no spare hour. We do that legwork for you: we compare the market, tell you what we find
          (including when staying with your current provider is the better choice) and help you move when it is not.
        </p>
      </TitledSection>

      <Section id="our-values" title="Our Values">
        <IconCardList
          items={values}
          className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
          cardClassName="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          badgeClassName={iconBadge}
          iconClassName="size-6 text-brand-700"
        />
      </Section>

      <Section id="what-defines-us" title="What Defines Us" className="bg-slate-50 py-14">
        <ul className="mt-8 grid gap-x-10 gap-y-6 md:grid-cols-2">
          {definesUsWith(officeHours).map(({ title, text }) => (
            <IconPoint key={title} icon={Check} title={title} text={text} className="flex gap-3" />
          ))}
        </ul>
      </Section>

      <Section id="our-services" title="Our Services">
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map(({ href, cta, ...service }) => (
            <IconCard
              key={service.title}
              {...service}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
              titleClassName="mt-3 text-xl font-semibold text-ink"
              textClassName="mt-2 flex-1 text-slate-700"
            >
              <ArrowLink
                href={href}
                className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
              >
                {cta}
              </ArrowLink>
            </IconCard>
          ))}
          <IconCard
            icon={MessageSquare}
            title="Not sure where to start?"
            text="Tell us what your business pays for today and we will tell you where there is most to gain."
            className="flex flex-col rounded-xl bg-brand-700 p-6 text-white shadow-sm"
            iconClassName="size-8"
            titleClassName="mt-3 text-xl font-semibold"
            textClassName="mt-2 flex-1 text-brand-50"
          >
            <ArrowLink
              href="#enquiry"
              className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-white underline-offset-4 hover:underline"
            >
              Send us an enquiry
            </ArrowLink>
          </IconCard>
        </ul>
        <div className="mt-8 rounded-xl bg-slate-50 p-6">
          <h3 className="text-lg font-semibold text-ink">How we are paid</h3>
          <BrokerDisclosure kind="energy" className="mt-2" />
          <BrokerDisclosure kind="funding" className="mt-2" />
        </div>
      </Section>

      <FormSection
        id="enquiry"
        headingId="enquiry-heading"
        title="Enquire for your business"
        className="scroll-mt-4 bg-brand-50 py-14"
        intro={
          <>
            <p className="mt-3 text-slate-700">
              Tell us who you are and we will call you back to talk through your energy, water, waste, funding or card
              payments. It is free and there is no obligation.
            </p>
            <PreferToTalk className="bg-white" />
          </>
        }
      >
        {enquiryForm}
      </FormSection>

      <BlogCardsSection section="about" />
    </>
  );
}
