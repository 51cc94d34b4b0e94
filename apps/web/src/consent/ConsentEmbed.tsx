import { useState } from 'react';
import { useInPageHtml } from '../app/use-in-page-html.ts';
import { useConsent } from './consent.tsx';

/**
 * A third-party iframe that may set cookies: loaded once the visitor has accepted cookies, or when they ask for
 * this one embed with its button. Until then a placeholder of the same size says what it is.
 */
export function ConsentEmbed({
  service,
  title,
  src,
  height,
  className = '',
}: {
  service: string;
  title: string;
  src: string;
  height: number;
  className?: string;
}) {
  const { consent, openSettings } = useConsent();
  const [loadedOnRequest, setLoadedOnRequest] = useState(false);
  // Its buttons work with its code only: disabled until it has it (never pressed in vain).
  const waitingForCode = useInPageHtml();

  if (consent === 'accepted' || loadedOnRequest) {
    return (
      <iframe
        title={title}
        src={src}
        height={height}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className={`w-full rounded-xl border border-slate-200 ${className}`}
      />
    );
  }
  return (
    <div
      className={`flex w-full flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-400 bg-slate-50 p-6 text-center ${className}`}
      style={{ minHeight: Math.min(height, 360) }}
      data-testid="consent-placeholder"
    >
      <p className="font-semibold">{title}</p>
      <p className="max-w-md text-sm text-slate-700">
        This content comes from {service}, which may set cookies. It loads only if you ask for it.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className="btn-primary"
          disabled={waitingForCode}
          onClick={() => setLoadedOnRequest(true)}
        >
          Load {service}
        </button>
        <button type="button" className="btn-outline" disabled={waitingForCode} onClick={openSettings}>
          Cookie settings
        </button>
      </div>
    </div>
  );
}
