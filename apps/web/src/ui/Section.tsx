import type { ReactNode } from 'react';

// The pages' section shapes, the hero band among them, live in one module, so a page that uses several of them loads
// one file for them.

/**
 * A section of a page: a landmark named by its h2, on the page's width. The heading and what it leads into (`intro`)
 * stand together in one block; the rest of the section (`children`) follows that block, or stands beside it where
 * `layoutClassName` makes a grid or a row of the two.
 */
export function TitledSection({
  id,
  headingId,
  title,
  intro,
  className,
  layoutClassName = '',
  headerClassName,
  titleClassName = 'text-3xl font-bold text-ink',
  children,
}: {
  /** The section's own id, when links jump to it. */
  id?: string;
  headingId: string;
  title: ReactNode;
  intro?: ReactNode;
  className: string;
  layoutClassName?: string;
  headerClassName?: string;
  titleClassName?: string;
  children?: ReactNode;
}) {
  const header = (
    <>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {intro}
    </>
  );
  return (
    <section aria-labelledby={headingId} id={id} className={className}>
      <div className={layoutClassName ? `container-page ${layoutClassName}` : 'container-page'}>
        {/* In a grid or a row the heading and its intro are one item; in a plain column they need no box. */}
        {layoutClassName || headerClassName ? <div className={headerClassName}>{header}</div> : header}
        {children}
      </div>
    </section>
  );
}

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
    <TitledSection
      headingId={id}
      title={title}
      className={className}
      intro={intro && <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p>}
    >
      {children}
    </TitledSection>
  );
}

/**
 * A page's enquiry section: a landmark named by its h2, the heading and what to expect on the left, the form in a
 * card on the right (below on a phone).
 */
export function FormSection({
  cardClassName = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8',
  children,
  ...section
}: {
  /** The section's own id, when links jump to it. */
  id?: string;
  headingId: string;
  title: string;
  intro: ReactNode;
  className: string;
  titleClassName?: string;
  cardClassName?: string;
  children: ReactNode;
}) {
  return (
    <TitledSection {...section} layoutClassName="grid gap-10 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className={cardClassName}>{children}</div>
    </TitledSection>
  );
}

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
