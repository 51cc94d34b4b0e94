import {
  BatteryFull,
  Clock,
  CreditCard,
  Headset,
  MapPin,
  Route,
  ShieldCheck,
  Wifi,
  Activity,
  type LucideIcon,
} from 'lucide-react';
import { terminalClaims, type TerminalClaim, type TerminalClaimKey } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageMeta } from '../../app/page-meta.tsx';
import { paths } from '../../app/paths.ts';
import type { PageProps, PrefetchArgs } from '../../app/route-params.ts';
import { useTRPC } from '../../app/trpc.ts';
import { BlogCardsSection } from '../../blog/BlogCardsSection.tsx';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { IconCardList, IconPoint, solidIconBadge } from '../../ui/IconTiles.tsx';
import { Illustration } from '../../ui/Illustration.tsx';
import { FormSection, PageHero, Section, TitledSection } from '../../ui/Section.tsx';

/** The words of each terminal claim, after how many of the machines back it. */
const reliabilityText: Record<TerminalClaimKey, { icon: LucideIcon; text: string }> = {
  uptime: {
    icon: Activity,
    text: 'payments run on a platform with 99.999% uptime, so a busy Saturday is not lost to a system that will not connect.',
  },
  connectivity: {
    icon: Wifi,
    text: 'they connect over your Wi-Fi or over 4G, so you can keep taking payments when the broadband drops or you are out on a job.',
  },
  battery: {
    icon: BatteryFull,
    text: 'a battery that lasts a full trading day away from the counter: at the table, on the doorstep or at a market stall.',
  },
};

/** 'On 3 of the 14 card machines we compare' (or every one): a claim is never made of machines that do not back it. */
const onMachines = ({ machines, of }: TerminalClaim) =>
  machines === of ? 'On every card machine we compare' : `On ${machines} of the ${of} card machines we compare`;

const benefits: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: ShieldCheck,
    title: 'Dependability',
    text: 'Reliable terminals keep the queue moving and the takings coming in.',
  },
  {
    icon: Route,
    title: 'Seamless Service',
    text: 'We compare providers for you, explain the fees in plain English and help you get set up with as little disruption as possible.',
  },
  {
    icon: MapPin,
    title: 'Anywhere anytime',
    text: 'Take chip and PIN, contactless and mobile wallet payments in the shop, at the table or on the road.',
  },
  {
    icon: Headset,
    title: 'Support and Reliability',
    text: '24/7 technical support for your terminal, and an account helpline for everything else.',
  },
];

// The support lines: larger icons and headings than the page's other lists.
const supportPoint = {
  iconClassName: 'mt-1 size-7 shrink-0 text-brand-700',
  titleClassName: 'text-xl font-bold text-ink',
};

/** Rendered with the card machines' catalogue: the terminal claims come from it. */
export const prefetch = ({ trpc, queryClient }: PrefetchArgs) =>
  queryClient.prefetchQuery(trpc.cashAdvance.catalogue.queryOptions({}));

/** `enquiryForm` stands in for the form where another render puts it (the islands page puts its island there). */
export default function PaymentSolutionPage({ enquiryForm }: Partial<PageProps> & { enquiryForm?: ReactNode }) {
  const trpc = useTRPC();
  // The terminal claims come from the catalogue (prefetched by the server render): each says how many machines list it.
  const catalogue = useQuery(trpc.cashAdvance.catalogue.queryOptions({}));
  const reliability = terminalClaims(catalogue.data?.collections.products ?? []).map((claim) => ({
    icon: reliabilityText[claim.key].icon,
    title: claim.title,
    text: `${onMachines(claim)}: ${reliabilityText[claim.key].text}`,
  }));
  return (
    <>
      <PageMeta
        title="Payment Solutions"
        description="Compare card machines and payment solutions for UK businesses: countertop, portable and mobile terminals, the fees in full and 24/7 technical support."
      />
      <PageHero
        eyebrow="Card payment solutions"
        title="Card payments that keep your business trading"
        lead={
          <p>
            Whether you run a café, a salon, a shop or a van, we help you find a card machine and a payment plan that
            fit how you sell, with clear fees and support when you need it.
          </p>
        }
        actions={
          <>
            {/* The quote is the card machines flow; the enquiry form below stays for questions. */}
            <a href={paths.merchantService} className="btn-primary">
              Get a free quote
            </a>
            <a href="#payment-quote" className="btn-outline">
              Talk to us first
            </a>
          </>
        }
        image={<Illustration src="/images/payment/hero.svg" className="h-auto w-full max-w-md" />}
      />

      {reliability.length > 0 && (
        <Section
          id="payment-reliability"
          title="Built to keep you taking payments"
          intro="A card machine that fails at the till costs you sales. What the terminals we compare offer, and how many of them offer it:"
        >
          <IconCardList
            items={reliability}
            className="mt-8 grid gap-6 md:grid-cols-3"
            cardClassName="rounded-xl border border-slate-200 p-6 shadow-sm"
            titleClassName="mt-4 text-2xl font-extrabold text-ink"
            testId="reliability-tile"
          />
        </Section>
      )}

      <Section id="payment-benefits" title="Why businesses choose our payment solutions" className="bg-slate-50 py-14">
        <IconCardList
          items={benefits}
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          cardClassName="rounded-xl bg-white p-6 shadow-sm"
          testId="benefit-tile"
          badgeClassName={solidIconBadge}
          iconClassName="size-6"
          titleClassName="mt-4 text-lg font-bold text-ink"
        />
      </Section>

      <TitledSection
        headingId="payment-support"
        title="Support when you need it"
        className="py-14"
        layoutClassName="grid items-center gap-10 lg:grid-cols-2"
        intro={
          <>
            <p className="mt-3 text-lg text-slate-700">
              Problems with a terminal rarely wait for office hours, so help is there when you are trading.
            </p>
            <ul className="mt-6 space-y-5">
              <IconPoint
                icon={Headset}
                {...supportPoint}
                title="24/7 technical support"
                text="If a terminal will not connect or a payment will not go through, technical support answers day and night, weekends included."
              />
              <IconPoint
                icon={Clock}
                {...supportPoint}
                title="Account helpline"
                text="For statements, fees and settlements, the account helpline is open Monday to Sunday 8am to 6pm."
              />
              <IconPoint
                icon={CreditCard}
                {...supportPoint}
                title="Looking for a card machine?"
                text="Tell us how you take payments and compare countertop, portable and mobile terminals side by side."
              >
                <a
                  href={paths.merchantService}
                  className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  Compare card machines
                </a>
              </IconPoint>
            </ul>
          </>
        }
      >
        <div className="flex justify-center">
          <Illustration src="/images/payment/support.svg" width={400} height={300} className="h-auto w-full max-w-sm" />
        </div>
      </TitledSection>

      <FormSection
        id="payment-quote"
        headingId="payment-quote-heading"
        title="Talk to us about taking payments"
        className="scroll-mt-4 bg-brand-50 py-14"
        intro={
          <p className="mt-3 text-slate-700">
            Tell us roughly how much you take by card each month and how you sell: in person, online or both. We will
            come back with options and the fees in full, including any merchant cash advance you could use alongside
            your card machine.
          </p>
        }
      >
        {enquiryForm}
        <BrokerDisclosure kind="funding" className="mt-6" />
      </FormSection>

      {/* Spec: blog cards here open blog-details with id and title. */}
      <BlogCardsSection section="payment" link="id-and-title" />
    </>
  );
}
