import { telHref } from '@sme/domain';
import { SITE_NAME } from '../app/page-meta.tsx';
import { paths } from '../app/paths.ts';
import { useSettings } from '../app/settings.tsx';
import { useConsent } from '../consent/consent.tsx';
import { energyDisclosure, fundingDisclosure } from '../ui/BrokerDisclosure.tsx';
import { LinkItems } from './LinkItems.tsx';
import { learnMore, quickLinks } from './navigation.ts';
import { trustDetails } from './trust-details.ts';

/** The look of every link in the footer's columns, and of the cookie settings button among them. */
const footerLink = 'inline-flex min-h-8 items-center hover:text-white hover:underline';

const legalLinks = [{ href: paths.privacyPolicy, label: 'Privacy Policy' }];

function LinkList({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <div>
      <h2 className="font-semibold text-white">{title}</h2>
      <ul className="mt-2">
        <LinkItems links={links} className={footerLink} />
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
          <p className="mt-2">{settings.officeHours}</p>
          <h2 className="mt-5 font-semibold text-white">Legal</h2>
          <ul className="mt-2">
            <LinkItems links={legalLinks} className={footerLink} />
            <li>
              <button type="button" data-cookie-settings onClick={openSettings} className={footerLink}>
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
            {/* The server's year stays: a visitor's clock set to another year (or the year turning between the
                server's page and the browser's) would otherwise fail the whole page's hydration. */}
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {SITE_NAME}
          </p>
        </div>
      </div>
    </footer>
  );
}
