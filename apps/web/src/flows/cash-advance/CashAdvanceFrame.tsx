import type { ReactNode } from 'react';
import { PageMeta } from '../../app/page-meta.tsx';

/** The page around each card payment step: its title, which is also its heading, then the step. */
export function CashAdvanceFrame({
  title,
  description,
  width = '',
  children,
}: {
  title: string;
  description: string;
  /** The container's widest, when the step is narrower than the page. */
  width?: string;
  children: ReactNode;
}) {
  return (
    <div className="bg-slate-50">
      <PageMeta title={title} description={description} />
      <div className={`container-page py-10 ${width}`}>
        <h1 className="text-3xl font-extrabold text-ink">{title}</h1>
        {children}
      </div>
    </div>
  );
}
