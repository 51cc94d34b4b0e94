import { paths } from '../app/paths.ts';
import { currentChoiceText } from './consent-store.ts';
import { useConsent } from './consent.tsx';

/**
 * The banner. Its data attributes are for the script that runs it on a page moved to islands (frame-scripts.ts), where
 * no React runs it.
 */
export function CookieBanner() {
  const { bannerOpen, choose, consent } = useConsent();
  if (!bannerOpen) return null;
  return (
    <section
      data-cookie-banner
      aria-labelledby="cookie-banner-heading"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-300 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="container-page flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cookie-banner-heading" className="font-bold">
            Cookies on this site
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-slate-700">
            We use one essential cookie to remember this choice. With your consent we also load the office map, the
            booking calendar and our social media feed from their providers, who may set their own cookies.{' '}
            <a href={`${paths.privacyPolicy}#cookies`} className="font-semibold text-brand-700 underline">
              How we use cookies
            </a>
            {consent && (
              <span className="block" data-current-choice>
                {currentChoiceText(consent)}
              </span>
            )}
          </p>
        </div>
        {/* Equal weight: rejecting is as easy as accepting. */}
        <div className="flex shrink-0 gap-3">
          <button
            type="button"
            data-consent-choice="accepted"
            className="btn-primary flex-1 md:flex-none"
            onClick={() => choose('accepted')}
          >
            Accept
          </button>
          <button
            type="button"
            data-consent-choice="rejected"
            className="btn-primary flex-1 md:flex-none"
            onClick={() => choose('rejected')}
          >
            Reject
          </button>
        </div>
      </div>
    </section>
  );
}
