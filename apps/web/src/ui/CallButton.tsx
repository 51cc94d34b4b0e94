import { telHref } from '@sme/domain';
import { Phone } from 'lucide-react';
import { useSettings } from '../app/settings.tsx';

/** 'Call {phone}': the site's phone number as a call link, styled as a secondary button. */
export function CallButton({ className = '', label = 'Call' }: { className?: string; label?: 'Call' | 'Call us on' }) {
  const { phone } = useSettings();
  return (
    <a href={telHref(phone)} className={`btn-outline ${className}`}>
      <Phone aria-hidden="true" className="size-5" />
      {label} {phone}
    </a>
  );
}

/** Beside an enquiry form: 'Prefer to talk now?' and the call link. */
export function PreferToTalk({ className = '' }: { className?: string }) {
  return (
    <>
      <p className="mt-6 text-slate-700">Prefer to talk now?</p>
      <CallButton label="Call us on" className={`mt-2 ${className}`} />
    </>
  );
}
