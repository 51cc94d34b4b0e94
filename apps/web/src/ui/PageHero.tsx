import type { ReactNode } from 'react';

/** The top band of a content page: eyebrow, h1, lead text, and optional actions and illustration. */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  image,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  image?: ReactNode;
}) {
  return (
    <section className="bg-brand-50">
      <div className={`container-page grid items-center gap-10 py-12 sm:py-16 ${image ? 'lg:grid-cols-2' : ''}`}>
        <div>
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>}
          <h1 className="mt-2 text-4xl font-extrabold leading-tight text-ink sm:text-5xl">{title}</h1>
          {lead && <div className="mt-4 max-w-2xl text-lg text-slate-700">{lead}</div>}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {image && <div className="flex justify-center">{image}</div>}
      </div>
    </section>
  );
}
