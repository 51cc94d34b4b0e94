import type { RouterOutputs } from '@sme/api';
import { consoleLeadPath, telHref } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { PageMeta } from '../../app/page-meta.tsx';
import { useTRPC } from '../../app/trpc.ts';
import { errorText } from '../console-errors.ts';
import { linkText } from '../console-styles.ts';
import { useNow } from '../use-now.ts';

type CallsDue = RouterOutputs['admin']['callsDue']['list'];
type CallItem = CallsDue['items'][number];

const card = 'rounded-lg border border-slate-200 bg-white p-4';

/**
 * "Calls due": the booked calls and callback requests nobody has answered yet, for today and the next open days.
 * Those whose time has passed come first, under "Overdue" (an item moves there as its time passes, with no new
 * request); the rest under their day, by time. Refreshed live on every change to a lead (use-live-console.ts).
 */
export function CallsDuePage() {
  const trpc = useTRPC();
  const due = useQuery({ ...trpc.admin.callsDue.list.queryOptions(), staleTime: 0, refetchOnWindowFocus: true });
  const now = useNow();
  const data = due.data;
  const isOverdue = (item: CallItem) => Date.parse(item.dueBy) <= now;
  const overdue = data?.items.filter(isOverdue) ?? [];

  return (
    <>
      <PageMeta
        title={overdue.length > 0 ? `Calls due (${overdue.length} overdue) – Console` : 'Calls due – Console'}
      />
      <h1 className="text-2xl font-bold">Calls due</h1>
      <p className="mt-1 mb-4 text-sm text-slate-700">
        Booked calls and callback requests not yet answered. Times are UK time. Log a call on the lead to answer one.
      </p>
      {due.isPending && <p>Loading the calls due...</p>}
      {due.isError && <p role="alert">{errorText(due.error)}</p>}
      {data && (
        <div className="grid gap-6">
          {overdue.length > 0 && (
            <CallList id="calls-overdue" heading={`Overdue (${overdue.length})`} items={overdue} showDay empty="" />
          )}
          {data.days.map(({ day, heading }) => {
            const items = data.items.filter((item) => item.day === day && !isOverdue(item));
            return (
              <CallList
                key={day}
                id={`calls-${day}`}
                heading={`${heading} (${items.length})`}
                items={items}
                empty="No calls due."
              />
            );
          })}
        </div>
      )}
    </>
  );
}

function CallList({
  id,
  heading,
  items,
  empty,
  showDay = false,
}: {
  id: string;
  heading: string;
  items: CallItem[];
  empty: string;
  /** Overdue items may be from another day: the day goes with the time. */
  showDay?: boolean;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold">
        {heading}
      </h2>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.id} className="grid gap-x-4 gap-y-1 py-2 sm:grid-cols-[11rem_1fr]">
              <p className="font-semibold">
                <time dateTime={item.at}>{showDay ? `${item.dayText}, ${item.time}` : item.time}</time>
                <span className="block text-sm font-normal text-slate-700">{item.typeLabel}</span>
              </p>
              <div className="min-w-0">
                <Link href={consoleLeadPath(item.leadId)} className={`${linkText} font-semibold break-words`}>
                  {item.title}
                </Link>
                <span className="text-sm text-slate-700"> · {item.kindLabel}</span>
                <p className="text-sm">
                  {item.personName && <span>{item.personName}</span>}
                  {item.personName && item.phone && ' · '}
                  {item.phone && (
                    <a className={linkText} href={telHref(item.phone)}>
                      {item.phone}
                    </a>
                  )}
                  {item.reference && <span className="text-slate-700"> · Reference {item.reference}</span>}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
