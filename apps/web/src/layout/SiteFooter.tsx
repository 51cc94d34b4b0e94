import { telHref } from '@sme/domain';
import { Link } from 'wouter';
import { SITE_NAME } from '../app/page-meta.tsx';
import { paths } from '../app/paths.ts';
import { useSettings } from '../app/settings.tsx';
import { useConsent } from '../consent/consent.tsx';
import { energyDisclosure, fundingDisclosure } from '../ui/BrokerDisclosure.tsx';
import { LinkItems } from './LinkItems.tsx';
import { trustDetails } from './trust-details.ts';

const quickLinks = [
  { href: paths.home, label: 'Home' },
  { href: paths.utility, label: 'Business Energy' },
  { href: paths.business, label: 'Business Funding' },
  { href: paths.paymentSolution, label: 'Payment Solutions' },
  { href: paths.contact, label: 'Contact Us' },
];

const learnMore = [
  { href: paths.aboutUs, label: 'About Us' },
  { href: paths.blogs, label: 'Blog' },
  { href: paths.buildYourCareer, label: 'Affiliate programme' },
  { href: paths.getFreeConsultancy, label: 'Free consultation' },
  { href: paths.socialSpongeIfram, label: 'Community' },
];

function LinkList({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <div>
      <h2 className="font-semibold text-white">{title}</h2>
      <ul className="mt-2">
        <LinkItems links={links} className="inline-flex min-h-8 items-center hover:text-white hover:underline" />
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const settings = useSettings();
  const { phone, email, address } = settings;
  const { openSettings } = useConsent();
  return (
    <footer className="bg-ink text-slate-200">
      <div className="container-page grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{SITE_NAME}</p>
          <address className="mt-2 not-italic">{address}</address>
          <p className="mt-2">
            <a className="inline-flex min-h-8 items-center underline hover:text-white" href={telHref(phone)}>
              {phone}
            </a>
            <br />
            <a className="inline-flex min-h-8 items-center underline hover:text-white" href={`mailto:${email}`}>
              {email}
            </a>
          </p>
        </div>
        <LinkList title="Quick links" links={quickLinks} />
        <LinkList title="Learn more" links={learnMore} />
        <div>
          <h2 className="font-semibold text-white">Office hours</h2>
          <p className="mt-2">Monday to Friday 09:00 to 18:00</p>
          <h2 className="mt-5 font-semibold text-white">Legal</h2>
          <ul className="mt-2">
            <li>
              <Link
                href={paths.privacyPolicy}
                className="inline-flex min-h-8 items-center hover:text-white hover:underline"
              >
                Privacy Policy
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={openSettings}
                className="inline-flex min-h-8 items-center hover:text-white hover:underline"
              >
                Cookie settings
              </button>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-700">
        <div className="container-page space-y-2 py-5 text-sm text-slate-300">
          <p>{energyDisclosure}</p>
          <p>{fundingDisclosure}</p>
          {trustDetails(settings).map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>
            © {new Date().getFullYear()} {SITE_NAME}
          </p>
        </div>
      </div>
    </footer>
  );
}
