import { consoleLeadPath, type OfficeClock } from '@sme/domain';
import { Phone } from 'lucide-react';
import { Link } from 'wouter';
import { linkText } from '../console-styles.ts';
import { CallLink } from '../LeadContact.tsx';
import { useNow } from '../use-now.ts';
import { WaitingTime } from '../WaitingTime.tsx';
import { AssignToMe, rowTitle, type InboxRow } from './LeadTable.tsx';

/**
 * One page of leads on a phone: a card per lead, in a list. The business links to the lead; under it the person, a
 * button-sized link that rings them, how long they have waited and what comes next. Nothing wider than the screen.
 */
export function LeadCards({
  rows,
  search,
  userId,
  onAssignToMe,
  assigning,
  clock,
  receivedAt,
  label = 'Leads, newest first',
}: {
  rows: InboxRow[];
  search: string;
  userId: string;
  onAssignToMe: (leadId: string) => void;
  assigning: string | null;
  clock: OfficeClock;
  receivedAt: number;
  label?: string;
}) {
  const now = useNow();
  return (
    <ul aria-label={label} className="space-y-3">
      {rows.map((row) => {
        const title = rowTitle(row);
        return (
          <li key={row.id} className="rounded-lg border border-slate-300 bg-white p-3 text-sm [overflow-wrap:anywhere]">
            <h2 className="text-base font-semibold">
              <Link href={`${consoleLeadPath(row.id)}${search}`} className={linkText}>
                {title}
              </Link>
            </h2>
            <p className="text-slate-700">
              {row.kindLabel} · <time dateTime={row.receivedAt}>{row.received}</time>
            </p>
            {!row.erased && row.personName && row.personName !== title && <p>{row.personName}</p>}
            {row.doNotContact && !row.erased && (
              <p className="mt-1">
                <span className="rounded border border-red-800 px-1.5 text-xs font-semibold text-red-800">
                  Do not contact
                </span>
              </p>
            )}
            <CallLink
              lead={row}
              className="mt-2 inline-flex min-h-11 max-w-full items-center gap-2 rounded-lg border-2 border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              Call {row.phone}
            </CallLink>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              <dt className="font-semibold">Waiting</dt>
              <dd>
                <WaitingTime {...row} clock={clock} receivedAt={receivedAt} now={now} />
              </dd>
              {/* A callback's window or a booked call's time, once known, says more than "Callback requested". */}
              <dt className="font-semibold">{row.callText ? 'Next step' : 'Progress'}</dt>
              <dd>{row.callText ?? row.progress}</dd>
              <dt className="font-semibold">Status</dt>
              <dd>{row.statusLabel}</dd>
              <dt className="font-semibold">Assigned to</dt>
              <dd>
                {row.assignee?.name ?? <span className="text-slate-600">Nobody</span>}
                <AssignToMe
                  row={row}
                  userId={userId}
                  assigning={assigning}
                  onAssignToMe={onAssignToMe}
                  className="ml-2 min-h-8"
                />
              </dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
