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
import { Link } from 'wouter';
import { PageMeta } from '../../app/page-meta.tsx';
import { paths } from '../../app/paths.ts';
import { BlogCardsSection } from '../../blog/BlogCardsSection.tsx';
import { ContactForm } from '../../forms/contact/ContactForm.tsx';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { PageHero } from '../../ui/PageHero.tsx';
import { Section } from '../../ui/Section.tsx';

const reliability: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Activity,
    title: '99.999% uptime',
    text: 'Payments run on a platform with 99.999% uptime, so a busy Saturday is not lost to a system that will not connect.',
  },
  {
    icon: Wifi,
    title: 'Dual Wi-Fi and 4G',
    text: 'Terminals connect over your Wi-Fi or over 4G, so you can keep taking payments when the broadband drops or you are out on a job.',
  },
  {
    icon: BatteryFull,
    title: '10-hour battery',
    text: 'A 10-hour battery lasts a full trading day away from the counter: at the table, on the doorstep or at a market stall.',
  },
];

const benefits: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: ShieldCheck,
    title: 'Dependability',
    text: 'Reliable terminals on a platform with 99.999% uptime keep the queue moving and the takings coming in.',
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

export default function PaymentSolutionPage() {
  return (
    <>
      <PageMeta
        title="Payment Solutions"
        description="Compare card machines and payment solutions for UK businesses: 99.999% uptime, dual Wi-Fi and 4G, a 10-hour battery and 24/7 technical support."
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
            <Link href={paths.merchantService} className="btn-primary">
              Get a free quote
            </Link>
            <a href="#payment-quote" className="btn-outline">
              Talk to us first
            </a>
          </>
        }
        image={
          <img src="/images/payment/hero.svg" alt="" width={480} height={360} className="h-auto w-full max-w-md" />
        }
      />

      <Section id="payment-reliability" title="Built to keep you taking payments">
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          A card machine that fails at the till costs you sales. The terminals we arrange are made for a full day of
          real trading.
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {reliability.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-4 text-2xl font-extrabold text-ink">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="payment-benefits" title="Why businesses choose our payment solutions" className="bg-slate-50 py-14">
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl bg-white p-6 shadow-sm" data-testid="benefit-tile">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="payment-support" className="py-14">
        <div className="container-page grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h2 id="payment-support" className="text-3xl font-bold text-ink">
              Support when you need it
            </h2>
            <p className="mt-3 text-lg text-slate-700">
              Problems with a terminal rarely wait for office hours, so help is there when you are trading.
            </p>
            <ul className="mt-6 space-y-5">
              <li className="flex gap-4">
                <Headset aria-hidden="true" className="mt-1 size-7 shrink-0 text-brand-700" />
                <div>
                  <h3 className="text-xl font-bold text-ink">24/7 technical support</h3>
                  <p className="mt-1 text-slate-700">
                    If a terminal will not connect or a payment will not go through, technical support answers day and
                    night, weekends included.
                  </p>
                </div>
              </li>
              <li className="flex gap-4">
                <Clock aria-hidden="true" className="mt-1 size-7 shrink-0 text-brand-700" />
                <div>
                  <h3 className="text-xl font-bold text-ink">Account helpline</h3>
                  <p className="mt-1 text-slate-700">
                    For statements, fees and settlements, the account helpline is open Monday to Sunday 8am to 6pm.
                  </p>
                </div>
              </li>
              <li className="flex gap-4">
                <CreditCard aria-hidden="true" className="mt-1 size-7 shrink-0 text-brand-700" />
                <div>
                  <h3 className="text-xl font-bold text-ink">Looking for a card machine?</h3>
                  <p className="mt-1 text-slate-700">
                    Tell us how you take payments and compare countertop, portable and mobile terminals side by side.
                  </p>
                  <Link
                    href={paths.merchantService}
                    className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                  >
                    Compare card machines
                  </Link>
                </div>
              </li>
            </ul>
          </div>
          <div className="flex justify-center">
            <img src="/images/payment/support.svg" alt="" width={400} height={300} className="h-auto w-full max-w-sm" />
          </div>
        </div>
      </section>

      <section id="payment-quote" aria-labelledby="payment-quote-heading" className="scroll-mt-4 bg-brand-50 py-14">
        <div className="container-page grid gap-10 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <div>
            <h2 id="payment-quote-heading" className="text-3xl font-bold text-ink">
              Talk to us about taking payments
            </h2>
            <p className="mt-3 text-slate-700">
              Tell us roughly how much you take by card each month and how you sell: in person, online or both. We will
              come back with options and the fees in full, including any merchant cash advance you could use alongside
              your card machine.
            </p>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <ContactForm mode="payment" />
            <BrokerDisclosure kind="funding" className="mt-6" />
          </div>
        </div>
      </section>

      {/* Spec: blog cards here open blog-details with id and title. */}
      <BlogCardsSection section="payment" link="id-and-title" />
    </>
  );
}
