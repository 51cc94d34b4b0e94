import { claims, type EvidencedClaimId, type PublicClaims } from '@sme/domain';
import { Check, ClipboardList, MessagesSquare, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageMeta } from '../../app/page-meta.tsx';
import type { PageProps } from '../../app/route-params.ts';
import { paths } from '../../app/paths.ts';
import { useSettings } from '../../app/settings.tsx';
import { ClaimLink } from '../../ui/ClaimLink.tsx';
import { BlogCardsSection } from '../../blog/BlogCardsSection.tsx';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { LogoStrip } from '../../ui/LogoStrip.tsx';
import { ArrowLink, IconCard } from '../../ui/IconTiles.tsx';
import { Illustration } from '../../ui/Illustration.tsx';
import { ExplainerVideo } from './ExplainerVideo.tsx';
import { partnerLogos } from '../../ui/lending-partners.ts';
import { FormSection, PageHero, Section } from '../../ui/Section.tsx';

interface Benefit {
  title: string;
  text: string;
  /** The figure claim the title makes: linked to its evidence, and the benefit shown only while it is entered. */
  claim?: EvidencedClaimId;
}

// The figure claims (offers within hours, approval success) only on the business's evidence (claim-evidence.ts).
const loanBenefits = (claimed: PublicClaims): Benefit[] => [
  {
    title: 'Loans up to £1 million',
    text: 'Borrow from £3,000 for stock, equipment, premises, a new contract or to spread a large bill.',
  },
  ...(claimed.loanOffers
    ? [
        {
          title: `Offers ${claimed.loanOffers.text}`,
          text: `Tell us what you need once and see loan offers from our lenders ${claimed.loanOffers.text}.`,
          claim: 'loanOffers' as const,
        },
      ]
    : []),
  { title: 'No hidden fees', text: 'Every fee is shown before you sign, and the comparison itself is free.' },
  { title: 'Terms to suit you', text: 'Repay over 6, 12, 24 or 36 months, in line with your cash flow.' },
];

const advanceBenefits = (claimed: PublicClaims): Benefit[] => [
  {
    title: 'Instant cashflow',
    text: 'An advance against your future card sales, for stock, repairs or getting through a quiet season.',
  },
  ...(claimed.advanceApproval
    ? [
        {
          title: claimed.advanceApproval.text,
          text: 'Providers look mainly at your card takings, so a thin credit history matters less.',
          claim: 'advanceApproval' as const,
        },
      ]
    : []),
  ...(claimed.advanceOffers
    ? [
        {
          title: `Offers ${claimed.advanceOffers.text}`,
          text: `Share your monthly card turnover and see cash advance offers ${claimed.advanceOffers.text}.`,
          claim: 'advanceOffers' as const,
        },
      ]
    : []),
  {
    title: 'Repayments that follow your takings',
    text: 'You repay a fixed share of your card sales, so you pay back less on a slow day and more on a busy one.',
  },
];

const routes: { icon: LucideIcon; title: string; text: string; href: string; action: string }[] = [
  {
    icon: ClipboardList,
    title: 'Apply for a business loan',
    text: 'Three short steps: your business, its category and your turnover. It takes a few minutes.',
    href: paths.businessLoan,
    action: 'Start your application',
  },
  {
    icon: MessagesSquare,
    title: 'Speak to a funding specialist',
    text: 'Not sure whether a loan or a merchant cash advance suits you? Send your details and we will call you to talk it through.',
    href: paths.contact,
    action: 'Contact us',
  },
];

function BenefitList({ title, id, benefits }: { title: string; id: string; benefits: Benefit[] }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h3>
      <ul aria-labelledby={id} className="mt-5 space-y-4">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="flex gap-3">
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" strokeWidth={3} />
            <p>
              <strong className="font-bold text-ink">
                {benefit.claim ? <ClaimLink id={benefit.claim}>{benefit.title}</ClaimLink> : benefit.title}
              </strong>
              <span className="block text-slate-700">{benefit.text}</span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How quickly offers come, in the words of the figures the business has evidence for; none without. */
function offerTimes(claimed: PublicClaims): string {
  const times = [
    claimed.loanOffers && `loan offers ${claimed.loanOffers.text}`,
    claimed.advanceOffers && `cash advance offers ${claimed.advanceOffers.text}`,
  ].filter(Boolean);
  return times.length ? `: ${times.join(', ')}` : '';
}

/**
 * `enquiryForm` and `loanCalculator` stand in for the form and the calculator where another render puts them (the
 * islands page puts its islands there).
 */
export default function BusinessFundingPage({
  enquiryForm,
  loanCalculator,
}: Partial<PageProps> & { enquiryForm?: ReactNode; loanCalculator?: ReactNode }) {
  const claimed = useSettings().claims ?? {};
  return (
    <>
      <PageMeta
        title="Business Funding"
        description={`Business loans up to £1 million and merchant cash advance for UK businesses, with ${claims.noHiddenFees}. We are a credit broker, not a lender.`}
      />
      <PageHero
        eyebrow="Business loans and merchant cash advance"
        title="Business funding up to £1 million"
        lead={
          <p>
            Tell us how much you need and what it is for. We search our panel of lenders and finance providers and come
            back with offers, with {claims.noHiddenFees}
            {offerTimes(claimed)}.
          </p>
        }
        actions={
          <>
            <a href={paths.contact} className="btn-primary">
              Request A Quote
            </a>
            <a href={paths.businessLoan} className="btn-outline">
              Apply for a business loan
            </a>
            <BrokerDisclosure kind="funding" className="w-full" />
          </>
        }
        image={<Illustration src="/images/business/hero.svg" className="h-auto w-full max-w-md" />}
      />

      <div className="bg-brand-50 py-14">
        <div className="container-page max-w-5xl">{loanCalculator}</div>
      </div>

      <Section id="funding-benefits" title="Funding that fits how your business earns" className="bg-slate-50 py-14">
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          A business loan gives you a lump sum repaid in fixed monthly instalments. A merchant cash advance is repaid
          from your card sales. We help you choose the one that suits your trade.
        </p>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <BenefitList title="Business loans" id="funding-loans" benefits={loanBenefits(claimed)} />
          <BenefitList title="Merchant cash advance" id="funding-advance" benefits={advanceBenefits(claimed)} />
        </div>
      </Section>

      <Section id="funding-videos" title="Funding explained in a few minutes">
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          Two short videos, with captions, on how each kind of funding works and what lenders look at.
        </p>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <ExplainerVideo
            name="business-loans-explained"
            title="How business loans work"
            summary="What a business loan is, secured and unsecured loans, what lenders look at and how much you can borrow through our panel."
          />
          <ExplainerVideo
            name="merchant-cash-advance-explained"
            title="How a merchant cash advance works"
            summary="How an advance is repaid from your card takings, how its fixed cost is worked out, and when it suits a business."
          />
        </div>
      </Section>

      <Section id="funding-start" title="How would you like to start?" className="bg-brand-50 py-14">
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {routes.map(({ href, action, ...route }) => (
            <IconCard
              key={route.title}
              {...route}
              className="relative flex flex-col rounded-xl bg-white p-6 shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg sm:p-8"
              iconClassName="size-9 text-brand-700"
              titleClassName="mt-4 text-xl font-bold text-ink"
              textClassName="mt-2 mb-5 text-slate-700"
            >
              <ArrowLink
                href={href}
                className="mt-auto inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline"
                arrowClassName="size-5"
              >
                {action}
              </ArrowLink>
            </IconCard>
          ))}
        </ul>
      </Section>

      <Section
        id="funding-partners"
        title="Our lending partners"
        intro="We introduce you to lenders and finance providers from our panel, from business loan lenders to specialists in merchant cash advance."
      >
        <div className="mt-6">
          <LogoStrip label="Lending and finance partners" logos={partnerLogos} />
        </div>
      </Section>

      <FormSection
        headingId="funding-quote"
        title="Request a funding quote"
        className="bg-slate-50 py-14"
        intro={
          <p className="mt-3 text-slate-700">
            Tell us how much you would like to borrow, what it is for and roughly how long your business has been
            trading. A funding specialist will call you back to go through your options.
          </p>
        }
      >
        {enquiryForm}
        <BrokerDisclosure kind="funding" className="mt-6" />
      </FormSection>

      <BlogCardsSection section="business" />
    </>
  );
}
