import type { ReactNode } from 'react';

/** A step's number in a round badge; the list is ordered already, so the number is for the eye only. */
export function StepNumber({ number, className }: { number: number; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex items-center justify-center rounded-full bg-brand-700 font-bold text-white ${className}`}
    >
      {number}
    </span>
  );
}

/** A short ordered list of next steps, each with its number in a badge. */
export function NumberedSteps({ steps, className = 'mt-5' }: { steps: readonly ReactNode[]; className?: string }) {
  return (
    <ol className={`space-y-4 ${className}`}>
      {steps.map((step, index) => (
        <li key={index} className="flex gap-4">
          <StepNumber number={index + 1} className="size-8 shrink-0" />
          <span className="pt-1 text-slate-700">{step}</span>
        </li>
      ))}
    </ol>
  );
}
