import type { ReactNode } from 'react';

/** A table cell's padding, the same in every console table. */
export const cell = 'px-3 py-2 align-top';
/** Tighter, for a table that must show many rows at once (the inbox): headings and cells alike. */
export const tightCell = 'px-2 py-1.5 align-top';

/**
 * A console table with its caption and column headings. On a narrow screen it scrolls sideways inside its own
 * box, never the page; keyboard users must be able to scroll it too (WCAG 2.1.1, axe's
 * scrollable-region-focusable), hence a focusable region.
 */
export function ConsoleTable({
  label,
  caption,
  columns,
  minWidth = 'min-w-[44rem]',
  columnWidths,
  tight = false,
  children,
}: {
  label: string;
  caption: string;
  columns: string[];
  minWidth?: string;
  /**
   * Each column's share of the table ("12%"), for a table whose rows must keep their height: with them the columns no
   * longer size to their content, so a long name in one row cannot narrow another column and wrap every row.
   */
  columnWidths?: string[];
  /** Cells in tightCell: the headings follow. */
  tight?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <p className="mb-1 text-sm text-slate-700 md:hidden">Scroll the table sideways to see every column.</p>
      <div
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        <table className={`w-full ${minWidth} ${columnWidths ? 'table-fixed' : ''} border-collapse text-left text-sm`}>
          <caption className="sr-only">{caption}</caption>
          {columnWidths && (
            <colgroup>
              {columnWidths.map((width, index) => (
                <col key={columns[index]} style={{ width }} />
              ))}
            </colgroup>
          )}
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={tight ? tightCell : cell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </>
  );
}
