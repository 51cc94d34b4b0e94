import { claims } from '@sme/domain';
import {
  Briefcase,
  Calculator,
  ChartLine,
  Check,
  GraduationCap,
  Handshake,
  Headset,
  Megaphone,
  ShieldCheck,
  Store,
  UserPlus,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { PageMeta } from '../../app/page-meta.tsx';
import type { PageProps } from '../../app/route-params.ts';
import { useSettings } from '../../app/settings.tsx';
import { IconCard, iconBadge, IconPoint } from '../../ui/IconTiles.tsx';
import { Illustration } from '../../ui/Illustration.tsx';
import { StepNumber } from '../../ui/NumberedSteps.tsx';
import { FormSection, PageHero, Section, TitledSection } from '../../ui/Section.tsx';

// Spec §1: the seller programme offers registration, training, marketing materials, 24/7 support and an earnings report portal.
/** The partner's benefits, the office hours as the business set them (OFFICE_HOURS). */
const benefitsWith = (officeHours: string): { icon: LucideIcon; title: string; text: string }[] => [
  {
    icon: UserPlus,
    title: 'Simple registration',
    text: 'Register with four details: your name, e-mail, phone and business address. We call you to explain the programme and your partner agreement before you refer anyone.',
  },
  {
    icon: GraduationCap,
    title: 'Training',
    text: 'Learn how business energy contracts, water and waste, business loans, merchant cash advance and card machines work, and which businesses each one suits.',
  },
  {
    icon: Megaphone,
    title: 'Marketing materials',
    text: 'Ready-made material that explains what we do and who we help, to share with the businesses you know, so you never have to write a pitch from scratch.',
  },
  {
    icon: Headset,
    title: claims.partnerSupport,
    text: `A question about a referral, a customer or your account? The partner portal and support requests are open 24/7, and our partner team answers ${officeHours}.`,
  },
  {
    icon: ChartLine,
    title: 'Earnings report portal',
    text: 'See the businesses you have referred and the commission they have earned in your own earnings report portal, whenever you want to check.',
  },
];

const steps: { title: string; text: string }[] = [
  {
    title: 'Register',
    text: 'Fill in the form below. We get in touch to set you up with training, marketing materials and access to your portal.',
  },
  {
    title: 'Refer businesses',
    text: 'Pass on the details of business owners who have agreed to hear from us: a café worried about its energy renewal, a builder who needs funding for equipment, a shop paying too much for its card machine.',
  },
  {
    title: 'We do the comparison',
    text: 'Our team compares quotes from our panel of vetted UK suppliers and lenders, explains the options to the business and handles the switch or the application.',
  },
  {
    title: 'You earn commission',
    text: 'When a business you referred goes ahead, you earn commission, and you can see it in your earnings report portal. Rates and payment dates are set out in your partner agreement.',
  },
];

const suits: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Calculator,
    title: 'Accountants and bookkeepers',
    text: 'You already see your clients’ bills and cash flow, and know when a contract or a loan deserves a second look.',
  },
  {
    icon: Briefcase,
    title: 'Business advisers and consultants',
    text: 'Add practical savings and funding options to the advice you give, without taking on the comparison work.',
  },
  {
    icon: Wrench,
    title: 'Trades that serve business premises',
    text: 'Shopfitters, electricians, sign-makers and till installers who are on site when owners talk about their costs.',
  },
  {
    icon: Users,
    title: 'People with a local business network',
    text: 'Sales professionals, networking group members and anyone who knows the shops, restaurants and offices in their area.',
  },
  {
    icon: Store,
    title: 'Business owners',
    text: 'If we have helped your business, you probably know other owners we could help too.',
  },
];

/** `registrationForm` stands in for the form where another render puts it (the islands page puts its island there). */
export default function BuildYourCareerPage({
  registrationForm,
}: Partial<PageProps> & { registrationForm?: ReactNode }) {
  const { officeHours } = useSettings();
  return (
    <>
      <PageMeta
        title="Become a Partner"
        description="Join our seller programme: refer UK businesses for a free comparison of energy, funding and card payments and earn commission. Training, marketing materials, 24/7 support and an earnings report portal."
      />
      <PageHero
        eyebrow="Seller programme"
        title="Build your career as a partner"
        lead={
          <p>
            Introduce the businesses you know to a free comparison of business energy, water and waste, funding and card
            payments. We do the comparison and the paperwork; you earn commission on the deals that go ahead.
          </p>
        }
        actions={
          <>
            <a href="#register" className="btn-primary">
              Register as a partner
            </a>
            <a href="#how-it-works" className="btn-outline">
              How it works
            </a>
          </>
        }
        image={<Illustration src="/images/career/hero.svg" className="h-auto w-full max-w-64 sm:max-w-md" />}
      />

      <section aria-labelledby="partner-benefits" className="py-14">
        <div className="container-page">
          <div className="grid items-center gap-8 md:grid-cols-[minmax(0,1fr)_18rem]">
            <div>
              <h2 id="partner-benefits" className="text-3xl font-bold text-ink">
                What you get as a partner
              </h2>
              <p className="mt-3 max-w-3xl text-lg text-slate-700">
                You do not need to know the energy or finance markets before you start. We give you what you need to
                recognise a good introduction and to pass it on with confidence.
              </p>
            </div>
            <Illustration
              src="/images/career/support.svg"
              width={400}
              height={300}
              className="mx-auto hidden h-auto w-full max-w-72 md:block"
            />
          </div>
          {/* Five cards: three, then two centred below, on wide screens. */}
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
            {benefitsWith(officeHours).map((benefit, index) => (
              <IconCard
                key={benefit.title}
                {...benefit}
                className={`rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2 ${index === 3 ? 'lg:col-start-2' : ''}`}
                badgeClassName={iconBadge}
                iconClassName="size-6 text-brand-700"
              />
            ))}
          </ul>
        </div>
      </section>

      <TitledSection
        id="how-it-works"
        headingId="how-it-works-heading"
        title="How it works"
        className="scroll-mt-4 bg-slate-50 py-14"
      >
        <ol className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ title, text }, index) => (
            <li key={title} className="rounded-xl bg-white p-6 shadow-sm">
              <StepNumber number={index + 1} className="size-10 text-lg" />
              <h3 className="mt-4 text-xl font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ol>
      </TitledSection>

      <Section
        id="who-it-suits"
        title="Who it suits"
        intro="The programme works best for people who already talk to business owners about money, premises or equipment."
      >
        <ul className="mt-8 grid gap-x-10 gap-y-6 md:grid-cols-2">
          {suits.map((suit) => (
            <IconPoint key={suit.title} {...suit} />
          ))}
        </ul>
        <div className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-6">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
            <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
            Good to know
          </h3>
          <ul className="mt-3 space-y-2 text-slate-700">
            {[
              'Registering is free. Commission rates, when they are paid and any conditions are set out in your partner agreement before you start.',
              'Only refer businesses that have agreed to be contacted by us.',
              'We are a broker, paid commission by the suppliers and lenders we place business with, and a credit broker, not a lender. Your training covers what you can and cannot say about funding.',
            ].map((text) => (
              <li key={text} className="flex gap-2">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <FormSection
        id="register"
        headingId="register-heading"
        title="Register as a partner"
        className="scroll-mt-4 bg-brand-50 py-14"
        intro={
          <>
            <p className="mt-3 text-slate-700">
              Tell us how to reach you. We will call to talk through the programme, your partner agreement and how
              commission works before you make your first referral.
            </p>
            <p className="mt-4 flex items-center gap-2 font-medium text-ink">
              <Handshake aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
              Registering is free.
            </p>
          </>
        }
      >
        {registrationForm}
      </FormSection>
    </>
  );
}
