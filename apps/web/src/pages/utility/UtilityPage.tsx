import { BadgeCheck, Droplets, FileSearch, Flame, Handshake, ShieldCheck, Zap, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageMeta } from '../../app/page-meta.tsx';
import type { PageProps } from '../../app/route-params.ts';
import { paths } from '../../app/paths.ts';
import { useClaim } from '../../app/settings.tsx';
import { ClaimLink } from '../../ui/ClaimLink.tsx';
import { BlogCardsSection } from '../../blog/BlogCardsSection.tsx';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { LogoStrip } from '../../ui/LogoStrip.tsx';
import { IconCard, IconCardList, solidIconBadge } from '../../ui/IconTiles.tsx';
import { Illustration } from '../../ui/Illustration.tsx';
import { ServiceTiers } from './ServiceTiers.tsx';
import { supplierLogos } from './suppliers.ts';
import { FormSection, PageHero, Section } from '../../ui/Section.tsx';
import { NumberedSteps } from '../../ui/NumberedSteps.tsx';

const reasons: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: ShieldCheck,
    title: 'A panel of vetted UK suppliers',
    text: 'We compare business tariffs from national suppliers and business specialists, so you see a real spread of prices rather than one quote.',
  },
  {
    icon: BadgeCheck,
    title: 'Free and no obligation',
    text: 'The comparison costs you nothing. You only switch if a price and a contract suit your business.',
  },
  {
    icon: Handshake,
    title: 'We handle the switch',
    text: 'We deal with the new supplier and the paperwork. Your supply carries on as normal while it moves over.',
  },
  {
    icon: FileSearch,
    title: 'Avoid out-of-contract rates',
    text: 'When a fixed contract ends without a new one, suppliers can move you onto much higher rates. We help you agree your next contract in good time.',
  },
];

// The spec links each tile to /contact; `quote` adds the matching online quote flow beside that.
const services: { icon: LucideIcon; title: string; text: string; quote: { href: string; label: string } }[] = [
  {
    icon: Zap,
    title: 'Commercial Electricity',
    text: 'Fixed and flexible electricity contracts for shops, offices, workshops and sites with half-hourly meters.',
    quote: { href: paths.comercialUtilityFor('electricity'), label: 'Start an electricity quote' },
  },
  {
    icon: Flame,
    title: 'Commercial Gas',
    text: 'Business gas for heating, hot water and kitchens, on a fixed price so you know what each bill will be.',
    quote: { href: paths.comercialUtilityFor('gas'), label: 'Start a gas quote' },
  },
  {
    icon: Droplets,
    title: 'Commercial Water & Waste',
    text: 'Businesses in England and Scotland can choose their water retailer. We compare water retailers and waste collections, from general waste to recycling.',
    quote: { href: paths.commercialWaterWaste, label: 'Start a water & waste quote' },
  },
];

const nextSteps = [
  'We look at your current bills and when your contracts end.',
  'We compare prices from our panel of suppliers and explain the options.',
  'You choose, and we arrange the switch with the new supplier.',
];

/** `enquiryForm` stands in for the form where another render puts it (the islands page puts its island there). */
export default function UtilityPage({ enquiryForm }: Partial<PageProps> & { enquiryForm?: ReactNode }) {
  // The savings claim only on the business's evidence (claim-evidence.ts), linked to it.
  const savings = useClaim('energySavings');
  return (
    <>
      <PageMeta
        title="Business Energy"
        description={`Compare commercial electricity, gas, water and waste from a panel of vetted UK suppliers${savings ? ` and reduce your business gas and electricity costs by ${savings.text}` : ''}. Free and no obligation.`}
      />
      <PageHero
        eyebrow="Business energy, water and waste"
        title={
          savings ? (
            <>
              Reduce your business gas and electricity costs by <ClaimLink id="energySavings">{savings.text}</ClaimLink>
            </>
          ) : (
            'Compare business electricity, gas, water and waste'
          )
        }
        lead={
          <p>
            We compare commercial electricity, gas, water and waste contracts from a panel of vetted UK suppliers, then
            arrange the switch for you. The comparison is free and there is no obligation.
          </p>
        }
        actions={
          <>
            <a href={paths.contact} className="btn-primary">
              Get a free quote
            </a>
            <a href={paths.comercialUtility} className="btn-outline">
              Compare energy prices
            </a>
            <BrokerDisclosure kind="energy" className="w-full" />
          </>
        }
        image={<Illustration src="/images/utility/hero.svg" className="h-auto w-full max-w-md" />}
      />

      <Section
        id="utility-why"
        title="Why choose us for your business utilities"
        intro="Business energy is not covered by the domestic price cap, so the price you pay depends on when and how you buy it. A broker who knows the market can save you time and money."
      >
        <IconCardList
          items={reasons}
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          cardClassName="rounded-xl bg-brand-50 p-6"
          titleClassName="mt-4 text-lg font-bold text-ink"
        />
      </Section>

      <Section id="utility-services" title="What we compare" className="bg-slate-50 py-14">
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {services.map(({ icon, title, text, quote }) => (
            <IconCard
              key={title}
              icon={icon}
              title={
                <a
                  href={paths.contact}
                  className="text-ink after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-brand-700 hover:underline"
                >
                  {title}
                </a>
              }
              text={text}
              className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg"
              badgeClassName={solidIconBadge}
              iconClassName="size-6"
              titleClassName="mt-4 text-xl font-bold"
            >
              <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
                {/* Above the card-wide contact link, so it can be clicked on its own. */}
                <a href={quote.href} className="btn-primary relative z-10">
                  {quote.label}
                </a>
                <span className="font-semibold text-brand-700" aria-hidden="true">
                  or talk to us &rarr;
                </span>
              </div>
            </IconCard>
          ))}
        </ul>
      </Section>

      <Section id="utility-tiers" title="Choose the level of service you need">
        <p className="mt-3 mb-10 max-w-3xl text-lg text-slate-700">
          Every level includes a free comparison. Pick the one that matches how much you want us to look after, and we
          will talk it through with you.
        </p>
        <ServiceTiers />
      </Section>

      <Section
        id="utility-suppliers"
        title="Suppliers we compare"
        className="bg-brand-50 py-14"
        intro="A panel of vetted UK suppliers, from the largest national names to specialists in business energy."
      >
        <div className="mt-6 rounded-xl bg-white px-2 py-4 sm:px-4">
          <LogoStrip label="Energy suppliers we compare" logos={supplierLogos} />
        </div>
      </Section>

      <FormSection
        headingId="utility-quote"
        title="Get your free business energy quote"
        className="py-14"
        cardClassName="rounded-xl border border-slate-200 p-5 shadow-sm sm:p-8"
        intro={
          <>
            <p className="mt-3 text-slate-700">
              Send us a few details and a specialist will call you back. Have a recent bill to hand if you can: it shows
              your usage and when your contract ends.
            </p>
            <NumberedSteps steps={nextSteps} className="mt-6" />
          </>
        }
      >
        {enquiryForm}
        <BrokerDisclosure kind="energy" className="mt-6" />
      </FormSection>

      <BlogCardsSection section="utility" title="Find business energy efficiency grants and schemes" />
    </>
  );
}
