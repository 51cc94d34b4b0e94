import type { ReactNode } from 'react';
import { cell } from '../ConsoleTable.tsx';

/** A figure's cell in a report's table: right-aligned, with digits of one width so columns line up. */
export const number = `${cell} text-right tabular-nums`;

/** A report row's heading cell: what the row counts (a day, an agent, a kind, a source, a funnel's step). */
export function RowHeading({ nowrap = false, children }: { nowrap?: boolean; children: ReactNode }) {
  return (
    <th scope="row" className={`${cell}${nowrap ? ' whitespace-nowrap' : ''} text-left font-medium`}>
      {children}
    </th>
  );
}
