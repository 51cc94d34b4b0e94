import { retentionPeriods, telHref } from '@sme/domain';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { PageMeta, SITE_NAME } from '../../app/page-meta.tsx';
import { useSettings } from '../../app/settings.tsx';
import { PageHero } from '../../ui/Section.tsx';
import { Illustration } from '../../ui/Illustration.tsx';
import { cookieTypes, LAST_UPDATED, policySections, type PolicySectionId } from './policy-sections.ts';

/** Shared look for the policy's lists and paragraphs. */
const list = 'mt-3 list-disc space-y-2 pl-6 text-slate-700';
const para = 'mt-3 leading-relaxed text-slate-700';
const strong = 'font-semibold text-ink';
const link = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * Opening /privacy-policy#cookies (the cookie banner links there) must land on that section, although the app
 * scrolls to the top on every navigation: jump once the page has mounted and that scroll has happened.
 */
function useScrollToHash() {
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (!hash) return;
    const frame = window.requestAnimationFrame(() => {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(hash));
      } catch {
        target = null;
      }
      target?.scrollIntoView();
    });
    return () => window.cancelAnimationFrame(frame);
  }, []);
}

/** An item of the policy's lists that starts with the term it explains, in bold. */
function Term({ name, children }: { name: string; children: ReactNode }) {
  return (
    <li>
      <span className={strong}>{name}</span>
      {children}
    </li>
  );
}

function Section({ id, children }: { id: PolicySectionId; children: ReactNode }) {
  const section = policySections.find((s) => s.id === id)!;
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-8 first:border-t-0 first:pt-0">
      <h2 id={id} className="scroll-mt-24 text-2xl font-bold text-ink sm:text-3xl">
        {section.title}
      </h2>
      {children}
    </section>
  );
}

/** 'On this page': the policy's sections, numbered, each a link to its heading; it stays in view on a wide screen. */
function Contents() {
  return (
    <nav aria-labelledby="privacy-contents" className="lg:sticky lg:top-6 lg:self-start">
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-5">
        <h2 id="privacy-contents" className="text-lg font-bold text-ink">
          On this page
        </h2>
        <ol className="mt-3 space-y-1 text-slate-700">
          {policySections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex min-h-11 items-center gap-2 rounded-md px-2 py-1 hover:bg-brand-50 hover:text-brand-800 lg:min-h-9"
              >
                <span aria-hidden="true" className="w-5 shrink-0 text-sm font-semibold text-brand-700">
                  {index + 1}.
                </span>
                <span>{section.title}</span>
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}

export default function PrivacyPolicyPage() {
  const { phone, email, address, officeHours } = useSettings();
  useScrollToHash();

  return (
    <>
      <PageMeta
        title="Privacy Policy"
        description="How SME Compare collects, uses, shares and protects your information when you compare business energy, water and waste, funding and card machines, and how we use cookies."
      />
      <PageHero
        eyebrow="Your data"
        title="Privacy Policy"
        lead={
          <>
            <p>
              What we collect when you use {SITE_NAME}, why we need it, who we share it with and the choices you have,
              including over cookies.
            </p>
            <p className="mt-3 text-base font-medium text-ink">{LAST_UPDATED}</p>
          </>
        }
        image={<Illustration src="/images/privacy/privacy-shield.svg" className="h-auto w-full max-w-md" />}
      />

      <div className="container-page grid gap-10 py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
        <Contents />

        <div className="max-w-3xl space-y-10">
          <Section id="who-it-applies-to">
            <p className={para}>
              This policy explains how {SITE_NAME} (&lsquo;we&rsquo;, &lsquo;us&rsquo;) handles personal information. We
              are a UK broker: we help businesses compare and arrange business energy (gas and electricity), water and
              waste, business loans, merchant cash advance and card payment machines. We are paid commission by the
              suppliers and finance providers you choose; for funding we act as a credit broker, not a lender.
            </p>
            <p className={para}>It applies to you if you:</p>
            <ul className={list}>
              <li>visit our website or read our blog;</li>
              <li>fill in one of our quote or enquiry forms, or the &lsquo;Let&rsquo;s talk&rsquo; pop-up;</li>
              <li>book a call or a free consultation with us;</li>
              <li>phone or e-mail us, or register as a partner in our affiliate programme.</li>
            </ul>
            <p className={para}>
              We are the controller of the information described here and we handle it under the UK General Data
              Protection Regulation (UK GDPR), the Data Protection Act 2018 and, for cookies and electronic marketing,
              the Privacy and Electronic Communications Regulations (PECR). Our services are for businesses and are not
              aimed at anyone under 18.
            </p>
            <p className={para}>
              We will update this policy when what we do changes; the date at the top shows the latest version. If a
              change affects how we use information you have already given us, we will tell you before it takes effect.
            </p>
          </Section>

          <Section id="information-we-collect">
            <p className={para}>We collect only what we need to find you quotes and keep in touch about them:</p>
            <ul className={list}>
              <Term name="Contact details:"> your name, phone number and e-mail address.</Term>
              <Term name="Business details:">
                {' '}
                your business name and address, and for partners the details you give when you register.
              </Term>
              <Term name="What you type into our quote forms:">
                {' '}
                postcodes and supply addresses, your current supplier, contract end dates, meter and usage details,
                water and waste needs, the loan amount you are looking for, your business category and turnover, how you
                take card payments, and any message you write to us.
              </Term>
              <Term name="Call bookings:">
                {' '}
                the date and time you choose and the details you enter in the scheduling widget.
              </Term>
              <Term name="Technical data:">
                {' '}
                your IP address, browser and device type, and the pages you visit on our site, which your browser sends
                with every request.
              </Term>
            </ul>
            <p className={para}>
              Please do not send us bank details, passwords or information about anyone&rsquo;s health through our
              forms: we never need them. If you give us details of another person at your business, make sure they know
              you are doing so.
            </p>
          </Section>

          <Section id="how-we-use-information">
            <p className={para}>
              We collect information directly from you when you fill in a form, book a call, phone or e-mail us, and
              automatically from your browser when you use the site. If a supplier or lender we introduced you to tells
              us the outcome of your application, we record that too.
            </p>
            <p className={para}>We use it, on these lawful bases, to:</p>
            <ul className={list}>
              <Term name="Answer your enquiry and find you quotes">
                : compare prices, call you back, hold the consultation you booked and introduce you to the suppliers,
                lenders or finance providers you choose. The lawful basis is taking steps at your request before
                entering into a contract.
              </Term>
              <Term name="Run and improve our service">
                : follow up on an enquiry you started, remind you before a contract we arranged ends, keep the site
                secure and working, prevent fraud and keep records of what we arranged. The lawful basis is our
                legitimate interests, which we balance against yours; you can object at any time.
              </Term>
              <Term name="Meet our legal duties">
                : keep accounting records and answer regulators. The lawful basis is legal obligation.
              </Term>
              <Term name="Set optional cookies and load third-party content">
                {' '}
                such as the map, the scheduling widget and social media feeds. The lawful basis is your consent, which
                you can withdraw at any time.
              </Term>
            </ul>
            <p className={para}>
              We will not send you marketing e-mails or texts unless you have agreed to them, and every message will let
              you stop them. We do not make decisions about you by automated means alone; lenders may use automated
              credit scoring and will explain this in their own privacy notices.
            </p>
          </Section>

          <Section id="protection">
            <p className={para}>
              Our site is served only over an encrypted connection (HTTPS). Your information is stored with our hosting
              provider in access-controlled systems; only staff who need it to help you can see it, and they are trained
              in data protection. Our server logs do not record what you type into our forms.
            </p>
            <p className={para}>
              We choose service providers who give written guarantees about security and confidentiality. If a breach
              puts your information at risk, we will tell you and, where the law requires, the Information
              Commissioner&rsquo;s Office without undue delay.
            </p>
          </Section>

          <Section id="retention">
            <p className={para}>We keep information only as long as we need it:</p>
            <ul className={list}>
              <Term name="Enquiries, quote requests and call bookings">
                {' '}
                that do not lead to a contract: {retentionPeriods.noContractMonths} months after our last contact with
                you, so we can pick up where we left off if you come back.
              </Term>
              <Term name="Where a contract or funding agreement follows">
                : for the length of that contract and {retentionPeriods.afterContractYears} years after it ends, to
                account for our commission and deal with any questions or claims.
              </Term>
              <Term name="Partner registrations">
                : while you are a partner and {retentionPeriods.afterContractYears} years after; applications that do
                not go ahead are deleted after {retentionPeriods.noContractMonths} months.
              </Term>
              <Term name="Technical data">
                : up to {retentionPeriods.technicalDataDays} days, unless we need it longer to investigate a security
                problem.
              </Term>
              <Term name="Your cookie choice">
                : {retentionPeriods.cookieChoiceMonths} months, after which we ask you again.
              </Term>
            </ul>
            <p className={para}>After these periods we delete the information or make it fully anonymous.</p>
          </Section>

          <Section id="sharing">
            <p className={para}>
              We never sell your information. We share it only with service providers, and only what each one needs:
            </p>
            <ul className={list}>
              <Term name="Suppliers">
                {' '}
                of energy, water and waste services and card payment machines that you ask us to get quotes from or
                introduce you to.
              </Term>
              <Term name="Lenders and finance providers">
                {' '}
                you ask to be introduced to for a business loan or merchant cash advance. They may run credit and
                identity checks on your business and its directors and will give you their own privacy notice.
              </Term>
              <Term name="Our scheduling provider">, which runs the widget you use to book a call.</Term>
              <Term name="Our hosting provider">, which stores our website and database.</Term>
              <Term name="Professional advisers, regulators and the police">
                , where the law requires it or to protect our rights.
              </Term>
            </ul>
            <p className={para}>
              Suppliers and lenders become responsible for your information once you deal with them. Some of our service
              providers may process information outside the UK; when they do, we make sure it is protected by UK
              adequacy regulations or the International Data Transfer Agreement.
            </p>
          </Section>

          <Section id="your-rights">
            <p className={para}>Under UK data protection law you have the right to:</p>
            <ul className={list}>
              <Term name="access">: see the information we hold about you and get a copy of it;</Term>
              <Term name="rectification">: have inaccurate or incomplete information corrected;</Term>
              <Term name="erasure">: have your information deleted when we no longer need it;</Term>
              <Term name="restriction">: ask us to limit how we use it while a concern is resolved;</Term>
              <Term name="objection">
                : object to our use of it based on legitimate interests, and to marketing at any time;
              </Term>
              <Term name="portability">
                : receive information you gave us in a reusable format, or have it sent to another organisation;
              </Term>
              <Term name="withdraw consent">
                : where we rely on your consent, withdraw it at any time, without affecting what we did before.
              </Term>
            </ul>
            <p className={para}>
              To use any of these rights, contact us using the details below. It is free, and we will answer within one
              month. If you are unhappy with how we have handled your information, please tell us first; you also have
              the right to complain to the Information Commissioner&rsquo;s Office (ICO), the UK data protection
              regulator, at{' '}
              <a href="https://ico.org.uk" className={link}>
                ico.org.uk
              </a>{' '}
              or on 0303 123 1113.
            </p>
          </Section>

          <Section id="cookies">
            <p className={para}>
              Cookies are small text files a website stores in your browser. Similar technologies, such as your
              browser&rsquo;s local storage, work in the same way and this section covers them too.
            </p>
            <p className={para}>
              Under PECR we may only set cookies that are strictly necessary without asking. Everything else needs your
              consent first, so until you accept, our pages load no optional cookies and no third-party content that
              could set them.
            </p>
          </Section>

          <Section id="types-of-cookies">
            <p className={para}>Cookies fall into four types. Here is what each does and whether we use it:</p>
            <div className="mt-6 grid gap-4 sm:grid-cols-2">
              {cookieTypes.map((type) => (
                <div key={type.name} className="rounded-xl border border-slate-200 p-5">
                  <h3 className="text-lg font-semibold text-ink">{type.name}</h3>
                  <p className="mt-2 text-slate-700">{type.what}</p>
                  <p className="mt-3 text-sm">
                    <span
                      className={`inline-block rounded-full px-2.5 py-0.5 font-semibold ${
                        type.used ? 'bg-brand-100 text-brand-900' : 'bg-slate-100 text-slate-800'
                      }`}
                    >
                      {type.used ? 'We use these' : 'We do not use these'}
                    </span>
                  </p>
                  <p className="mt-2 text-slate-700">{type.ours}</p>
                </div>
              ))}
            </div>
          </Section>

          <Section id="cookie-choices">
            <ul className={list}>
              <Term name="The cookie banner:">
                {' '}
                on your first visit a banner asks whether you accept optional cookies. Accept and Reject are offered
                equally, and rejecting does not stop you using any part of the site.
              </Term>
              <Term name="One embed at a time:">
                {' '}
                where a map, booking widget or feed would appear, we show a placeholder instead. Its Load button loads
                that content only, if you prefer not to accept cookies everywhere.
              </Term>
              <Term name="Change your mind:">
                {' '}
                the &lsquo;Cookie settings&rsquo; link in the footer of every page opens the banner again, so you can
                accept or reject at any time.
              </Term>
              <Term name="Your browser settings:">
                {' '}
                every major browser lets you see, block and delete cookies. If you block all cookies, we cannot remember
                your choice and will ask again on each visit.
              </Term>
            </ul>
          </Section>

          <Section id="contact">
            <p className={para}>
              For any question about this policy or your information, or to use your rights, contact us. Our office is
              open {officeHours}.
            </p>
            <ul className="mt-4 space-y-3">
              <li className="flex items-start gap-3">
                <Mail aria-hidden="true" className="mt-2.5 size-5 shrink-0 text-brand-700" />
                <a href={`mailto:${email}`} className={`${link} inline-flex min-h-11 items-center break-all`}>
                  {email}
                </a>
              </li>
              <li className="flex items-start gap-3">
                <Phone aria-hidden="true" className="mt-2.5 size-5 shrink-0 text-brand-700" />
                <a href={telHref(phone)} className={`${link} inline-flex min-h-11 items-center`}>
                  {phone}
                </a>
              </li>
              <li className="flex items-start gap-3">
                <MapPin aria-hidden="true" className="mt-2.5 size-5 shrink-0 text-brand-700" />
                <address className="flex min-h-11 items-center not-italic text-slate-700">
                  {SITE_NAME}, {address}
                </address>
              </li>
            </ul>
          </Section>
        </div>
      </div>
    </>
  );
}
