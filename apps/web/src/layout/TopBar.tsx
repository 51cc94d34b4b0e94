import { telHref } from '@sme/domain';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useSettings } from '../app/settings.tsx';
import { SocialIcon } from './SocialIcon.tsx';

export function TopBar() {
  const { address, phone, email, social } = useSettings();
  return (
    <div className="bg-ink text-sm text-slate-100">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-1.5">
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <li className="hidden items-center gap-1.5 md:flex">
            <MapPin aria-hidden="true" className="size-4 text-accent" />
            <span>{address}</span>
          </li>
          <li>
            <a href={telHref(phone)} className="inline-flex min-h-8 items-center gap-1.5 hover:underline">
              <Phone aria-hidden="true" className="size-4 text-accent" />
              {phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${email}`} className="inline-flex min-h-8 items-center gap-1.5 hover:underline">
              <Mail aria-hidden="true" className="size-4 text-accent" />
              {email}
            </a>
          </li>
        </ul>
        <ul className="flex items-center gap-1" aria-label="Social media">
          {social.map(({ name, url }) => (
            <li key={name}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/10"
                aria-label={`${name} (opens in a new tab)`}
              >
                <SocialIcon name={name} className="size-4" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
