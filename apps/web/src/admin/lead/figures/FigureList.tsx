import type { ReactNode } from 'react';

/** One calculator's part of "What the visitor saw": a heading, then label beside figure, as the answers are laid out. */
export function FigureList({ title, rows }: { title: string; rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <div>
      <h3 className="mb-2 font-semibold">{title}</h3>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-700">{label}</dt>
            <dd className="min-w-0 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
