import { telHref } from '@sme/domain';
import { Phone } from 'lucide-react';
import { useSettings } from '../app/settings.tsx';

/** 'Call {phone}': the site's phone number as a call link, styled as a secondary button. */
export function CallButton({ className = '' }: { className?: string }) {
  const { phone } = useSettings();
  return (
    <a href={telHref(phone)} className={`btn-outline ${className}`}>
      <Phone aria-hidden="true" className="size-5" />
      Call {phone}
    </a>
  );
}
