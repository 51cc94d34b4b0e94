import { telHref } from '@sme/domain';
import { SITE_NAME } from '../app/page-meta.tsx';
import { useSettings } from '../app/settings.tsx';

export function SiteFooter() {
  const { phone, email, address } = useSettings();
  return (
    <footer className="mt-16 bg-ink text-slate-200">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2">
        <div>
          <p className="text-lg font-bold text-white">{SITE_NAME}</p>
          <address className="mt-2 not-italic">{address}</address>
          <p className="mt-2">
            <a className="underline hover:text-white" href={telHref(phone)}>
              {phone}
            </a>
            <br />
            <a className="underline hover:text-white" href={`mailto:${email}`}>
              {email}
            </a>
          </p>
        </div>
        <div>
          <p className="font-semibold text-white">Office hours</p>
          <p className="mt-2">Monday to Friday 09:00 to 18:00</p>
        </div>
      </div>
      <p className="border-t border-slate-700 py-4 text-center text-sm text-slate-300">
        © {new Date().getFullYear()} {SITE_NAME}
      </p>
    </footer>
  );
}
