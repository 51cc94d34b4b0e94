import { turnoverLabel, turnoverSlider } from '@sme/domain';
import { useEffect, useRef, useState } from 'react';
import { toastErrors } from '../../../ui/toast-errors.ts';
import { useSubmission } from '../../../forms/use-submission.ts';
import { FlowCard, StepButtons, type WizardStepProps } from '../../shared/wizard-step.tsx';
import type { LoanApplication } from '../loan-application.ts';
import { StepPlainForm, type StepPlace } from '../../shared/StepPlainForm.tsx';
import { useIslandId } from '../../../app/use-island-id.ts';

/**
 * Step 3: the monthly card turnover band on a native slider (arrow keys move it a band at a time), 0 to 100 in
 * steps of 20, read out as 'Monthly Card Turnover of {from} k - {from + 20} k'. Next saves, then booking. A plain
 * form: the slider is named as the procedure's field, and where it was moved before the code arrived is where its
 * code finds it.
 */
export function TurnoverStep({
  application,
  onBack,
  onSaved,
  place,
}: WizardStepProps & { application: LoanApplication; place?: StepPlace }) {
  const id = useIslandId();
  const slider = useRef<HTMLInputElement>(null);
  const posted = Number(place?.posted?.values.monthly_turnover_from);
  const [from, setFrom] = useState(
    Number.isInteger(posted) ? posted : (application.monthly_turnover_from ?? turnoverSlider.min),
  );
  const { busy, submit } = useSubmission();
  const label = turnoverLabel(from);
  // The slider moved before the code arrived: the label says where it is now.
  useEffect(() => {
    const shown = Number(slider.current?.value);
    if (Number.isInteger(shown)) setFrom(shown);
  }, []);

  return (
    <StepPlainForm
      form="loan-turnover"
      id={application.id}
      place={place}
      onSubmit={() =>
        void submit((api) => api.businessLoan.turnover.mutate({ id: application.id, monthly_turnover_from: from }), {
          onSuccess: onSaved,
          onError: toastErrors,
        })
      }
    >
      <FlowCard
        heading="What is your estimated monthly turnover in £(GBP) ?"
        intro="Move the slider to your usual monthly card takings."
        actions={<StepButtons onBack={onBack} backHref={place?.backHref} busy={busy} />}
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
            ref={slider}
            id={`${id}-turnover`}
            name="monthly_turnover_from"
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
    </StepPlainForm>
  );
}
