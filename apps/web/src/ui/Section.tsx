import type { ReactNode } from 'react';

/** A page section: a landmark named by its h2, on the page's width. */
export function Section({
  id,
  title,
  className = 'py-14',
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="container-page">
        <h2 id={id} className="text-3xl font-bold text-ink">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
