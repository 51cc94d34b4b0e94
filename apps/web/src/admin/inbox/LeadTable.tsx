import type { AppRouter } from '@sme/api';
import type { inferRouterOutputs } from '@trpc/server';
import { TableScroller } from '../TableScroller.tsx';
import { Link } from 'wouter';

export type InboxRow = inferRouterOutputs<AppRouter>['admin']['leads']['list']['rows'][number];

const cell = 'px-3 py-2 align-top';

/** The person behind a lead, each way to reach them that is known. */
function Person({ row }: { row: InboxRow }) {
  if (row.erased) return <span className="text-slate-600">Erased</span>;
  return (
    <div className="space-y-0.5">
      {row.personName && <p>{row.personName}</p>}
      {row.email && (
        <p>
          <a className="text-brand-700 underline" href={`mailto:${row.email}`}>
            {row.email}
          </a>
        </p>
      )}
      {row.phone && (
        <p>
          <a className="text-brand-700 underline" href={`tel:${row.phone.replace(/\s/g, '')}`}>
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
    <TableScroller label="Leads table">
      <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
        <caption className="sr-only">Leads, newest first</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className={cell}>
              Received
            </th>
            <th scope="col" className={cell}>
              Kind
            </th>
            <th scope="col" className={cell}>
              Business
            </th>
            <th scope="col" className={cell}>
              Person
            </th>
            <th scope="col" className={cell}>
              Progress
            </th>
            <th scope="col" className={cell}>
              Status
            </th>
            <th scope="col" className={cell}>
              Assigned to
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200">
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={row.receivedAt}>{row.received}</time>
              </td>
              <td className={cell}>{row.kindLabel}</td>
              <td className={cell}>
                <Link href={`/admin/leads/${row.id}${search}`} className="font-semibold text-brand-700 underline">
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
        </tbody>
      </table>
    </TableScroller>
  );
}
