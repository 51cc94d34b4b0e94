import { formatUkCallTime, formatUkDateTime } from '@sme/domain';
import { linkText } from '../console-styles.ts';
import { LeadContact } from '../LeadContact.tsx';
import type { LeadDetail } from './lead-detail.ts';

type Call = LeadDetail['calls'][number];

const isHttps = (uri: string) => /^https:\/\//i.test(uri);

/** What the scheduling service last said of the call, when it no longer stands as booked. */
const statusLabels: Partial<Record<NonNullable<Call['status']>, string>> = {
  canceled: 'Cancelled',
  rescheduled: 'Rescheduled',
};

/** The calls the visitor booked through the scheduling widget: who, when, and what they answered when booking. */
export function BookedCalls({ calls }: { calls: LeadDetail['calls'] }) {
  if (calls.length === 0) return null;
  return (
    <section aria-labelledby="calls-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="calls-heading" className="mb-3 text-lg font-semibold">
        Booked calls
      </h2>
      <ul className="divide-y divide-slate-200">
        {calls.map((call, index) => (
          <li key={`${call.eventUri}-${index}`} className="space-y-2 py-3 first:pt-0 last:pb-0">
            <BookedCall call={call} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BookedCall({ call }: { call: Call }) {
  const status = call.status ? statusLabels[call.status] : undefined;
  return (
    <>
      <p className="font-semibold">
        {call.startAt ? `Call on ${formatUkCallTime(call.startAt)}` : `Call booked ${formatUkDateTime(call.bookedAt)}`}
        {status && (
          <span className="ml-2 rounded border border-red-800 px-1.5 text-xs font-semibold text-red-800">{status}</span>
        )}
      </p>
      {call.details === 'received' ? <ReadDetails call={call} /> : <DetailsState call={call} />}
      {isHttps(call.eventUri) && (
        <p className="text-sm">
          <a href={call.eventUri} target="_blank" rel="noopener noreferrer" className={linkText}>
            The booking in the scheduling service, booked {formatUkDateTime(call.bookedAt)} (opens in a new tab)
          </a>
        </p>
      )}
    </>
  );
}

/** Who booked, how to reach them, and their answers to the booking questions. */
function ReadDetails({ call }: { call: Call }) {
  return (
    <>
      <LeadContact lead={{ erased: false, personName: call.name, email: call.email, phone: call.phone }} />
      {call.answers.length > 0 && (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          {call.answers.map((item, index) => (
            <div key={index} className="contents">
              <dt className="text-slate-700">{item.question}</dt>
              <dd className="whitespace-pre-line break-words">{item.answer}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

/** Why the booking's details are not shown (yet). */
function DetailsState({ call }: { call: Call }) {
  switch (call.details) {
    case 'not configured':
      return <p className="text-slate-700">The booking&apos;s details are in the scheduling account.</p>;
    case 'failed':
      return (
        <p className="text-slate-700">
          The booking&apos;s details could not be read from the scheduling service:{' '}
          {call.detailsError ?? 'no reason given.'}
        </p>
      );
    default:
      return (
        <p className="text-slate-700">
          Reading the booking&apos;s details from the scheduling service…
          {call.detailsError && ` The last try failed (${call.detailsError}); trying again.`}
        </p>
      );
  }
}
