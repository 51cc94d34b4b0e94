import { Banknote, CalendarClock, Check, Clock, CreditCard, Droplets, FileText, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PageProps } from '../../app/route-params.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { useClaim, useSettings } from '../../app/settings.tsx';
import { ClaimLink } from '../../ui/ClaimLink.tsx';
import type { PublicClaim } from '@sme/domain';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { FormSection, PageHero } from '../../ui/Section.tsx';
import { IconCardList } from '../../ui/IconTiles.tsx';
import { Illustration } from '../../ui/Illustration.tsx';
import { NumberedSteps } from '../../ui/NumberedSteps.tsx';
import { CallButton, PreferToTalk } from '../../ui/CallButton.tsx';

const topics = [
  {
    icon: Zap,
    title: 'Business energy',
    text: 'Your gas and electricity contracts: unit rates and standing charges, when you can switch without a penalty, and whether a fixed or flexible contract suits how you use energy.',
  },
  {
    icon: Droplets,
    title: 'Water and waste',
    text: 'Who supplies your water and whether another retailer could serve you for less, plus waste collections sized to what you actually throw away.',
  },
  {
    icon: Banknote,
    title: 'Business funding',
    text: 'Business loans up to £1 million and merchant cash advance: what each costs, what lenders look for, and which option fits your cash flow.',
  },
  {
    icon: CreditCard,
    title: 'Card payments',
    text: 'Card machines for your counter or on the move, and the transaction fees, rental and contract terms behind each one.',
  },
];

const haveReady = [
  'Your most recent gas, electricity and water bills, and your latest waste invoice',
  'The end dates of your current contracts, or the letters from your suppliers',
  'Your turnover figures: annual turnover, and monthly card takings if you take card payments',
  'For funding, how much you would like to borrow and what it is for',
];

// The answer-time claim only on the business's evidence (claim-evidence.ts), linked to it.
const steps = (answer: PublicClaim | undefined) => [
  answer ? (
    <>
      Send the form below or call us. We answer enquiries <ClaimLink id="enquiryAnswer">{answer.text}</ClaimLink> during
      office hours.
    </>
  ) : (
    'Send the form below or call us. We answer enquiries during office hours.'
  ),
  'A specialist agrees a time for your consultation that suits you.',
  'Allow up to 30 minutes; a single service often takes less. We go through your bills and figures with you.',
  'We send you the options in writing. You decide whether to go ahead, with no obligation.',
];

/** `enquiryForm` stands in for the form where another render puts it (the islands page puts its island there). */
export default function GetFreeConsultancyPage({ enquiryForm }: Partial<PageProps> & { enquiryForm?: ReactNode }) {
  const { officeHours } = useSettings();
  const answer = useClaim('enquiryAnswer');
  return (
    <>
      <PageMeta
        title="Free Consultation"
        description="Book a free, no-obligation consultation with a specialist about your business energy, water and waste, funding or card payments."
      />
      <PageHero
        eyebrow="Free, no obligation"
        title="Book a free consultation with a specialist"
        lead="Talk through your business energy, water and waste, funding or card payments with someone who compares them every day. It costs nothing and you are under no obligation to switch or borrow."
        actions={
          <>
            <a href="#request" className="btn-primary">
              Request your consultation
            </a>
            <CallButton className="bg-white" />
          </>
        }
        image={<Illustration src="/images/consultancy/consultation.svg" className="h-auto w-full max-w-md" />}
      />

      <section aria-labelledby="covers" className="container-page py-12 sm:py-16">
        <h2 id="covers" className="text-3xl font-bold text-ink">
          What the consultation covers
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          Pick one service or all of them. Your specialist looks at what you pay now and what the vetted UK suppliers
          and lenders on our panel could offer instead.
        </p>
        <IconCardList
          items={topics}
          className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
          cardClassName="rounded-xl border border-slate-200 p-5 shadow-sm"
          titleClassName="mt-3 text-xl font-semibold text-ink"
        />
      </section>

      <section className="bg-slate-50">
        <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-2">
          <div>
            <h2 className="flex items-center gap-3 text-3xl font-bold text-ink">
              <FileText aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
              What to have ready
            </h2>
            <p className="mt-3 text-slate-700">
              The more we can see, the more exact the comparison. Do not worry if something is missing: we can start
              with what you have.
            </p>
            <ul className="mt-5 space-y-3">
              {haveReady.map((item) => (
                <li key={item} className="flex gap-3 text-slate-700">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="flex items-center gap-3 text-3xl font-bold text-ink">
              <Clock aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
              How long it takes
            </h2>
            <NumberedSteps steps={steps(answer)} />
          </div>
        </div>
      </section>

      <FormSection
        headingId="request"
        title="Request your free consultation"
        titleClassName="scroll-mt-24 text-3xl font-bold text-ink"
        className="py-12 sm:py-16"
        cardClassName="rounded-xl border border-slate-200 p-5 shadow-sm sm:p-8"
        intro={
          <>
            <p className="mt-3 text-slate-700">
              Tell us who you are and what you would like to look at. In the message, mention when your contracts end or
              how much you would like to borrow, and a good time to call.
            </p>
            <p className="mt-4 flex items-center gap-2 text-slate-700">
              <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {officeHours}
            </p>
            <PreferToTalk />
          </>
        }
      >
        {enquiryForm}
        <div className="mt-6 space-y-2 border-t border-slate-200 pt-4">
          <BrokerDisclosure kind="energy" />
          <BrokerDisclosure kind="funding" />
        </div>
      </FormSection>
    </>
  );
}
