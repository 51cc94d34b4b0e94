// What every step of a quote flow is made of: the card with its Back and Next, the page around it, the shell that
// loads the saved lead or application, and the save callbacks. One module, so a wizard page loads it as one file.
import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { laterPart } from '../../app/later-part.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { useInPageHtml } from '../../app/use-in-page-html.ts';
import { isNotFound } from '../../app/query-client.ts';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { toastErrors } from '../../ui/toast-errors.ts';
import { StepProgress } from './StepProgress.tsx';
import { wizardPlace } from './wizard-place.ts';
import { usePageSearch } from '../../app/page-address.tsx';

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

/** What a step's form does: Next sends it (Saving... while `busy`), Back goes to the step before. */
export interface StepFormActions {
  busy: boolean;
  onBack?: () => void;
  onSubmit: () => void;
}

/** The props of a step inside a wizard page: the page says where Back and a saved step lead. */
export interface WizardStepProps {
  onBack: () => void;
  onSaved: () => void;
}

/**
 * Where each step's Back and a saved step lead, in the wizard's order of `steps`: the step before, the step after,
 * and `finish` (booking) after the last one.
 */
export function stepMoves<Step extends string>(
  steps: readonly Step[],
  step: Step,
  go: (step: Step) => void,
  finish: () => void,
): WizardStepProps {
  const index = steps.indexOf(step);
  const previous = steps[index - 1];
  const next = steps[index + 1];
  return {
    onBack: () => {
      if (previous !== undefined) go(previous);
    },
    onSaved: () => (next === undefined ? finish() : go(next)),
  };
}

/**
 * A step that is a form: the card with Back and Next. Next sends `onSubmit` (the browser's own submission and its
 * checks are off: each step checks its answers itself).
 */
export function StepForm({
  heading,
  intro,
  busy,
  onBack,
  onSubmit,
  children,
}: StepFormActions & { heading: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FlowCard heading={heading} intro={intro} actions={<StepButtons onBack={onBack} busy={busy} />}>
        {children}
      </FlowCard>
    </form>
  );
}

/** Back and Next, the same on every step. */
export function StepButtons({ onBack, backHref, busy }: { onBack?: () => void; backHref?: string; busy?: boolean }) {
  // A Back that is a button needs its code (it goes back in history): it waits for it rather than be pressed in vain.
  const inPageHtml = useInPageHtml();
  return (
    <>
      {backHref ? (
        // A link, so Back works before the page's code arrives.
        <a href={backHref} className="btn-outline">
          Back
        </a>
      ) : onBack ? (
        <button type="button" className="btn-outline" disabled={inPageHtml} onClick={onBack}>
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

// What only a slow, failed or unknown lead shows loads after the page, so a wizard's first step stays within the
// first-load budget.
const LeadLoading = /* @__PURE__ */ laterPart(() => import('./LeadLoading.tsx').then((module) => module.LeadLoading));
const QuoteUnavailable = /* @__PURE__ */ laterPart(() =>
  import('./QuoteUnavailable.tsx').then((module) => module.QuoteUnavailable),
);

/**
 * Every page that continues a saved lead or application: an id the server does not know (or a closed quote)
 * shows the 404 screen instead of the flow; otherwise the page renders with the saved answers once they are
 * there, and `loading` ('Loading...', or a retry when they cannot be read) stands in for the step until then.
 */
export function LeadStepShell<Data>({
  answers,
  notFound,
  restartHref,
  children,
}: {
  answers: UseQueryResult<Data, unknown>;
  /** Why an unknown id is refused, in the flow's words. */
  notFound: string;
  /** The flow's first page, where the visitor starts again. */
  restartHref: string;
  children: (data: Data | undefined, loading: ReactNode) => ReactNode;
}) {
  // The same object on every render: a later part re-rendered before its code arrives loses the server's markup.
  const restart = useMemo(() => ({ href: restartHref, label: 'Start again' }), [restartHref]);
  if (isNotFound(answers.error)) {
    return <QuoteUnavailable error={answers.error} notFound={notFound} restart={restart} />;
  }
  return children(answers.data, <LeadLoading failed={answers.isError} onRetry={() => void answers.refetch()} />);
}

/** Where a wizard is (wizard-place.ts), from the page's query. */
export function useWizardStep<Step extends string>(steps: readonly [Step, ...Step[]]) {
  const search = usePageSearch();
  return { ...wizardPlace(steps, new URLSearchParams(search)), search };
}

/**
 * What every flow step does with its save, as the mutation's callbacks: on success the flow's saved answers are
 * read again (so Back, a reload and the next step show them), then the flow moves on; on failure each server
 * message is toasted and what the visitor typed stays.
 */
interface SavedStep {
  collections: { id: string };
}

export function useStepSaved(answersKey: QueryKey) {
  const queryClient = useQueryClient();
  // Every step's save answers with the id of the lead or application it saved.
  return (next: (saved: SavedStep) => void) => ({
    onSuccess: async (saved: SavedStep) => {
      await queryClient.invalidateQueries({ queryKey: answersKey });
      next(saved);
    },
    onError: toastErrors,
  });
}

/** The page around a wizard's step: its title (with the step's name), heading, progress and broker disclosure. */
export function WizardFrame({
  heading,
  titlePrefix = heading,
  description,
  steps,
  current,
  disclosure,
  after,
  children,
}: {
  heading: string;
  /** The document title before the step's name, when it is not the heading. */
  titlePrefix?: string;
  description: string;
  steps: readonly string[];
  current: number;
  disclosure: 'energy' | 'funding';
  /** What the page shows below the wizard. */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-slate-50">
      <PageMeta title={`${titlePrefix}: ${steps[current]}`} description={description} />
      <div className="container-page max-w-3xl py-10">
        <h1 className="mb-6 text-3xl font-extrabold text-ink">{heading}</h1>
        <StepProgress steps={steps} current={current} />
        <div className="mt-8">{children}</div>
        <BrokerDisclosure kind={disclosure} className="mt-8" />
      </div>
      {after}
    </div>
  );
}
