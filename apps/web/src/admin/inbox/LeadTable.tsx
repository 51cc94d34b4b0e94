import type { RouterOutputs } from '@sme/api';
import { consoleLeadPath } from '@sme/domain';
import { Link } from 'wouter';
import { linkText } from '../console-styles.ts';
import { cell, ConsoleTable } from '../ConsoleTable.tsx';

export type InboxRow = RouterOutputs['admin']['leads']['list']['rows'][number];

/** The person behind a lead, each way to reach them that is known. */
function Person({ row }: { row: InboxRow }) {
  if (row.erased) return <span className="text-slate-600">Erased</span>;
  return (
    <div className="space-y-0.5">
      {row.personName && <p>{row.personName}</p>}
      {row.email && (
        <p>
          <a className={linkText} href={`mailto:${row.email}`}>
            {row.email}
          </a>
        </p>
      )}
      {row.phone && (
        <p>
          <a className={linkText} href={`tel:${row.phone.replace(/\s/g, '')}`}>
            {row.phone}
          </a>
        </p>
      )}
      {!row.personName && !row.email && !row.phone && <span className="text-slate-600">Not given</span>}
    </div>
  );
}

/** One page of leads. It scrolls sideways inside its own box on a phone, never the page. */
export function LeadTable({ rows, search }: { rows: InboxRow[]; search: string }) {
  return (
    <ConsoleTable
      label="Leads table"
      caption="Leads, newest first"
      columns={['Received', 'Kind', 'Business', 'Person', 'Progress', 'Status', 'Assigned to']}
      minWidth="min-w-[56rem]"
    >
      {rows.map((row) => (
        <tr key={row.id} className="border-t border-slate-200">
          <td className={`${cell} whitespace-nowrap`}>
            <time dateTime={row.receivedAt}>{row.received}</time>
          </td>
          <td className={cell}>{row.kindLabel}</td>
          <td className={cell}>
            <Link href={`${consoleLeadPath(row.id)}${search}`} className={`${linkText} font-semibold`}>
              {row.erased ? 'Erased lead' : (row.businessName ?? row.personName ?? `${row.kindLabel} lead`)}
            </Link>
            {row.postCode && <p className="text-slate-600">{row.postCode}</p>}
          </td>
          <td className={cell}>
            <Person row={row} />
          </td>
          <td className={cell}>{row.progress}</td>
          <td className={cell}>{row.statusLabel}</td>
          <td className={cell}>{row.assignee?.name ?? <span className="text-slate-600">Nobody</span>}</td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
