import { useEffect, useRef, type ReactNode } from 'react';

/** The heading of the last step shown since the page loaded. */
let lastHeadingShown: string | null = null;

/**
 * One step of a quote flow: its heading (focused when the step appears, so a screen reader announces where the
 * visitor now is), its content, and its Back / Next row.
 */
export function FlowCard({
  heading,
  intro,
  children,
  actions,
}: {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Only after a move between steps (the Next or Back that had focus is gone with the old step): on the first
    // step after a page load, focus stays where the browser puts it.
    if (lastHeadingShown !== null && lastHeadingShown !== heading) headingRef.current?.focus();
    lastHeadingShown = heading;
  }, [heading]);

  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      aria-labelledby="step-heading"
    >
      <h2 id="step-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
        {heading}
      </h2>
      {intro && <div className="mt-2 text-slate-700">{intro}</div>}
      <div className="mt-6">{children}</div>
      {actions && <div className="mt-8 flex flex-wrap justify-between gap-3">{actions}</div>}
    </section>
  );
}

/** Back and Next, the same on every step. */
export function StepButtons({ onBack, busy }: { onBack?: () => void; busy?: boolean }) {
  return (
    <>
      {onBack ? (
        <button type="button" className="btn-outline" onClick={onBack}>
          Back
        </button>
      ) : (
        <span />
      )}
      <button type="submit" className="btn-primary" disabled={busy} aria-disabled={busy || undefined}>
        {busy ? 'Saving...' : 'Next'}
      </button>
    </>
  );
}

/** A step's validation message, under the field it is about. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-2 text-sm font-semibold text-red-700">
      {message}
    </p>
  );
}
