/** A short ordered list of next steps, each with its number in a badge. */
export function NumberedSteps({ steps, className = 'mt-5' }: { steps: readonly string[]; className?: string }) {
  return (
    <ol className={`space-y-4 ${className}`}>
      {steps.map((step, index) => (
        <li key={step} className="flex gap-4">
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <span className="pt-1 text-slate-700">{step}</span>
        </li>
      ))}
    </ol>
  );
}
