import type { ReactNode } from 'react';

/**
 * A page's enquiry section: a landmark named by its h2, the heading and what to expect on the left, the form in a
 * card on the right (below on a phone).
 */
export function FormSection({
  id,
  headingId,
  title,
  intro,
  className,
  cardClassName = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8',
  children,
}: {
  /** The section's own id, when links jump to it. */
  id?: string;
  headingId: string;
  title: string;
  intro: ReactNode;
  className: string;
  cardClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} id={id} className={className}>
      <div className="container-page grid gap-10 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div>
          <h2 id={headingId} className="text-3xl font-bold text-ink">
            {title}
          </h2>
          {intro}
        </div>
        <div className={cardClassName}>{children}</div>
      </div>
    </section>
  );
}
