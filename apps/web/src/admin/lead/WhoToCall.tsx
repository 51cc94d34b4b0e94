import { LeadContact } from '../LeadContact.tsx';
import type { LeadDetail } from './lead-detail.ts';

/**
 * The person behind the lead and how to reach them, first on the page: their phone and e-mail as links, and when
 * they asked to be called back, with the reference they were given.
 */
export function WhoToCall({ lead }: { lead: LeadDetail }) {
  const { callback } = lead;
  return (
    <section aria-labelledby="who-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="who-heading" className="mb-2 text-lg font-semibold">
        Who to call
      </h2>
      {/* A long e-mail address wraps rather than push the page sideways on a phone. */}
      <div className="[overflow-wrap:anywhere]">
        <LeadContact lead={lead} />
      </div>
      {callback && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">Call back</dt>
          <dd>
            {callback.day ? `${callback.day}, ` : ''}
            {callback.bestTime}
          </dd>
          {callback.reference && (
            <>
              <dt className="font-semibold">Reference</dt>
              <dd>{callback.reference}</dd>
            </>
          )}
          <dt className="font-semibold">Asked</dt>
          <dd>
            <time dateTime={callback.requestedAt}>{callback.requested}</time>
          </dd>
        </dl>
      )}
    </section>
  );
}
