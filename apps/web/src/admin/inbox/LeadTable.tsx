import type { RouterOutputs } from '@sme/api';
import { consoleLeadPath, type OfficeClock } from '@sme/domain';
import { Link } from 'wouter';
import { linkText } from '../console-styles.ts';
import { LeadContact } from '../LeadContact.tsx';
import { ConsoleTable, tightCell as cell } from '../ConsoleTable.tsx';
import { useNow } from '../use-now.ts';
import { WaitingTime } from '../WaitingTime.tsx';

export type InboxRow = RouterOutputs['admin']['leads']['list']['rows'][number];

/**
 * The console table's cell, a little tighter: a desk shows eight rows or more at 1366 × 768, each two lines tall. Fixed
 * column shares and cells that keep to two lines (a long name ends in "…"; the lead's page has it whole) hold every row
 * at that height whatever its content: with columns sized to their content, one long name narrowed the Person column
 * and wrapped every row to three lines.
 */
const columnWidths = ['9.5%', '12.5%', '8.5%', '17.5%', '20%', '13%', '8.8%', '10.2%'];

/** A business's other enquiries, as its one row says it: "+2 more enquiries". */
const moreEnquiries = (enquiries: number) => `+${enquiries - 1} more ${enquiries === 2 ? 'enquiry' : 'enquiries'}`;

/** What a row is called: its business, else its person, else its kind; an erased lead is only that. */
export const rowTitle = (row: InboxRow) =>
  row.erased ? 'Erased lead' : (row.businessName ?? row.personName ?? `${row.kindLabel} lead`);

/** "Assign to me" on a lead that is not the user's (nor erased): one click gives it to them. */
export function AssignToMe({
  row,
  userId,
  assigning,
  onAssignToMe,
  className,
}: {
  row: InboxRow;
  userId: string;
  assigning: string | null;
  onAssignToMe: (leadId: string) => void;
  className: string;
}) {
  if (row.assignee?.id === userId || row.erased) return null;
  return (
    <button
      type="button"
      className={`${linkText} ${className}`}
      disabled={assigning === row.id}
      onClick={() => onAssignToMe(row.id)}
      aria-label={`Assign ${row.businessName ?? row.personName ?? `this ${row.kindLabel} lead`} to me`}
    >
      Assign to me
    </button>
  );
}

/** One page of leads. It scrolls sideways inside its own box on a phone, never the page. */
export function LeadTable({
  rows,
  search,
  userId,
  onAssignToMe,
  assigning,
  clock,
  receivedAt,
  caption = 'Leads, newest first',
}: {
  rows: InboxRow[];
  /** The office clock the list was read at, and when it arrived: the Waiting column ticks on from them. */
  clock: OfficeClock;
  receivedAt: number;
  caption?: string;
  search: string;
  /** The signed-in user: a lead not theirs offers "Assign to me". */
  userId: string;
  onAssignToMe: (leadId: string) => void;
  /** The lead whose assignment is saving, if any. */
  assigning: string | null;
}) {
  const now = useNow();
  return (
    <ConsoleTable
      label="Leads table"
      caption={caption}
      columns={['Received', 'Waiting', 'Kind', 'Business', 'Person', 'Progress', 'Status', 'Assigned to']}
      columnWidths={columnWidths}
      tight
      minWidth="min-w-[62rem]"
    >
      {rows.map((row) => (
        <tr key={row.id} className="border-t border-slate-200">
          {/* The date over its time, the name beside the number: two lines. */}
          <td className={cell}>
            <time dateTime={row.receivedAt}>{row.received}</time>
          </td>
          <td className={cell}>
            <WaitingTime {...row} clock={clock} receivedAt={receivedAt} now={now} />
          </td>
          <td className={`${cell} break-words`}>
            <span className="line-clamp-2">{row.kindLabel}</span>
          </td>
          <td className={cell}>
            {/* The name on the first line, its postcode and other enquiries on the second. */}
            <p className="truncate">
              <Link href={`${consoleLeadPath(row.id)}${search}`} className={`${linkText} font-semibold`}>
                {rowTitle(row)}
              </Link>
            </p>
            <p className="truncate">
              {row.postCode && <span className="mr-2 whitespace-nowrap text-slate-600">{row.postCode}</span>}
              {row.businessEnquiries !== null && row.businessEnquiries > 1 && (
                // One row per business: the lead's page lists the business's other enquiries.
                <Link
                  href={`${consoleLeadPath(row.id)}${search}`}
                  className={`${linkText} whitespace-nowrap`}
                  aria-label={`${moreEnquiries(row.businessEnquiries)} from ${row.erased ? 'this business' : (row.businessName ?? row.personName ?? 'this business')}`}
                >
                  {moreEnquiries(row.businessEnquiries)}
                </Link>
              )}
            </p>
          </td>
          <td className={cell}>
            <LeadContact lead={row} compact />
          </td>
          {/* A callback's window or a booked call's time, once known, says more than "Callback requested". */}
          <td className={cell}>
            <span className="line-clamp-2">{row.callText ?? row.progress}</span>
          </td>
          <td className={cell}>{row.statusLabel}</td>
          <td className={cell}>
            <p className="truncate">{row.assignee?.name ?? <span className="text-slate-600">Nobody</span>}</p>
            <AssignToMe
              row={row}
              userId={userId}
              assigning={assigning}
              onAssignToMe={onAssignToMe}
              className="block min-h-6 text-sm whitespace-nowrap"
            />
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
