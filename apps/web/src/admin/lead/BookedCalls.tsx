import { formatUkDateTime } from '@sme/domain';
import { linkText } from '../console-styles.ts';
import type { LeadDetail } from './lead-detail.ts';

const isHttps = (uri: string) => /^https:\/\//i.test(uri);

/** The calls the visitor booked through the scheduling widget. */
export function BookedCalls({ calls }: { calls: LeadDetail['calls'] }) {
  if (calls.length === 0) return null;
  return (
    <section aria-labelledby="calls-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="calls-heading" className="mb-3 text-lg font-semibold">
        Booked calls
      </h2>
      <ul className="space-y-1">
        {calls.map((call, index) => {
          const when = `Call booked ${formatUkDateTime(call.bookedAt)}`;
          return (
            <li key={`${call.eventUri}-${index}`}>
              {isHttps(call.eventUri) ? (
                <a href={call.eventUri} target="_blank" rel="noopener noreferrer" className={linkText}>
                  {when} <span className="text-sm">(opens in a new tab)</span>
                </a>
              ) : (
                when
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
