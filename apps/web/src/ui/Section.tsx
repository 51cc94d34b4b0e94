import type { ReactNode } from 'react';

/** A page section: a landmark named by its h2, on the page's width, with an optional lead paragraph. */
export function Section({
  id,
  title,
  intro,
  className = 'py-14',
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="container-page">
        <h2 id={id} className="text-3xl font-bold text-ink">
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
