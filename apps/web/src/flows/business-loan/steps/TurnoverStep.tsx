import { turnoverLabel, turnoverSlider } from '@sme/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../../app/trpc.ts';
import { FlowCard, StepButtons, useStepSaved, type WizardStepProps } from '../../shared/wizard-step.tsx';
import type { LoanApplication } from '../loan-application.ts';

/**
 * Step 3: the monthly card turnover band on a native slider (arrow keys move it a band at a time), 0 to 100 in
 * steps of 20, read out as 'Monthly Card Turnover of {from} k - {from + 20} k'. Next saves, then booking.
 */
export function TurnoverStep({ application, onBack, onSaved }: WizardStepProps & { application: LoanApplication }) {
  const id = useId();
  const trpc = useTRPC();
  const [from, setFrom] = useState(application.monthly_turnover_from ?? turnoverSlider.min);
  const save = useMutation(trpc.businessLoan.turnover.mutationOptions());
  const afterSave = useStepSaved(trpc.businessLoan.summary.queryKey());
  const label = turnoverLabel(from);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { id: application.id, monthly_turnover_from: from },
          afterSave(() => onSaved()),
        );
      }}
    >
      <FlowCard
        heading="What is your estimated monthly turnover in £(GBP) ?"
        intro="Move the slider to your usual monthly card takings."
        actions={<StepButtons onBack={onBack} busy={save.isPending} />}
      >
        <label htmlFor={`${id}-turnover`} className="sr-only">
          Estimated monthly card turnover
        </label>
        <output
          htmlFor={`${id}-turnover`}
          aria-live="polite"
          className="block text-center text-xl font-bold text-brand-800"
          data-testid="turnover-label"
        >
          {label}
        </output>
        <div className="mt-5 flex items-center gap-4">
          <span className="font-semibold text-slate-700">Less</span>
          <input
            id={`${id}-turnover`}
            type="range"
            min={turnoverSlider.min}
            max={turnoverSlider.max}
            step={turnoverSlider.step}
            value={from}
            aria-valuetext={label}
            className="h-11 grow cursor-pointer accent-brand-700"
            onChange={(event) => setFrom(Number(event.target.value))}
          />
          <span className="font-semibold text-slate-700">More</span>
        </div>
      </FlowCard>
    </form>
  );
}
