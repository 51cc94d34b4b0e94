import { Check } from 'lucide-react';

/** A flow's progress bar: every step named, the current one marked for assistive technology too. */
export function StepProgress({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <nav aria-label="Progress">
      <ol className="grid gap-2" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}>
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-col items-center gap-1 text-center"
            >
              <span
                className={`h-2 w-full rounded-full ${state === 'todo' ? 'bg-slate-200' : 'bg-brand-700'}`}
                aria-hidden="true"
              />
              <span
                className={`flex items-center gap-1 text-xs font-semibold sm:text-sm ${
                  state === 'todo' ? 'text-slate-600' : 'text-brand-800'
                }`}
              >
                {state === 'done' && <Check aria-hidden="true" className="size-4" />}
                {step}
                {state === 'done' && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
