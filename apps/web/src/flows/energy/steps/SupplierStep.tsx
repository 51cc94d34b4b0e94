import type { EnergyGuestInfo } from '@sme/api';
import { CONTRACT_END_UNSURE, fuelsOfService, suppliers } from '@sme/domain';
import { useEffect, useRef, useState } from 'react';
import { firstProblem } from '../../../forms/answer-rule.ts';
import { LabelledInput } from '../../../forms/fields.tsx';
import { useSubmission } from '../../../forms/use-submission.ts';
import { toastErrors } from '../../../ui/toast-errors.ts';
import { ChoiceTiles } from '../../shared/ChoiceTiles.tsx';
import { StepPlainForm, type StepPlace } from '../../shared/StepPlainForm.tsx';
import { FieldError, FlowCard, StepButtons, type WizardStepProps } from '../../shared/wizard-step.tsx';
import { energyStepForms } from '../energy-steps.ts';
import { CONTRACT_END_UNSURE_FIELD, figuresGiven, supplierStepInput } from '../supplier-fields.ts';
import { WhatYouPayNow, type WhatYouPayNowErrors, type WhatYouPayNowText } from './WhatYouPayNow.tsx';
import { useIslandId } from '../../../app/use-island-id.ts';

const guestLeadRules = () => import('../../../forms/guest-lead-rules.ts');

/**
 * Step 4: the current supplier and the contract end date (or 'I am not sure'); both required. Then, optionally,
 * what the visitor pays now for each fuel compared (the server keeps it, with any indicative comparison). A plain
 * form: every answer is a field read when Next is pressed, so what was chosen or typed before the code counts.
 * `kept` is "What you pay now" as the lead kept it, for a visitor who comes back to the step.
 */
export function SupplierStep({
  lead,
  kept = {},
  place,
  onBack,
  onSaved,
}: WizardStepProps & { lead: EnergyGuestInfo; kept?: WhatYouPayNowText; place?: StepPlace }) {
  const id = useIslandId();
  const posted = place?.posted?.values;
  const savedUnsure = lead.contact_end_date === CONTRACT_END_UNSURE;
  const unsureAtFirst = posted ? Boolean(posted[CONTRACT_END_UNSURE_FIELD]) : savedUnsure;
  const unsureBox = useRef<HTMLInputElement>(null);
  const [unsure, setUnsure] = useState(unsureAtFirst);
  // Ticked or unticked before the code arrived: the date follows the box now.
  useEffect(() => setUnsure(unsureBox.current?.checked ?? false), []);
  const [error, setError] = useState<string | null>(null);
  const [payNowErrors, setPayNowErrors] = useState<WhatYouPayNowErrors>({});
  const payNow = useRef<HTMLDetailsElement>(null);
  const { busy, submit } = useSubmission();
  const errorId = `${id}-error`;
  const fuels = fuelsOfService(lead.service);
  const payNowValues: WhatYouPayNowText = posted ?? kept;
  // Fetched once the step's code is there, so Next need not wait for them.
  useEffect(() => void guestLeadRules(), []);

  const next = async (form: HTMLFormElement) => {
    const input = supplierStepInput(Object.fromEntries(new FormData(form)) as Record<string, string>);
    const { supplier, contact_end_date, ...sentFigures } = input;
    const { energySupplierRules, currentEnergySchema } = await guestLeadRules();
    // The server's own rules: 'Data missing !' for a supplier or an end date left out.
    const checked = energySupplierRules.safeParse({ supplier, contact_end_date });
    if (!checked.success) {
      setError(firstProblem(checked.error));
      return;
    }
    // Each figure checked by the server's own rule.
    const figures = currentEnergySchema.safeParse(sentFigures);
    if (!figures.success) {
      const problems: WhatYouPayNowErrors = {};
      for (const issue of figures.error.issues) {
        const name = issue.path[0] as keyof WhatYouPayNowErrors;
        problems[name] ??= issue.message;
      }
      setPayNowErrors(problems);
      if (payNow.current) payNow.current.open = true;
      const first = Object.keys(problems)[0];
      // By its name in the form, which no render changes.
      const field = first ? form.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) requestAnimationFrame(() => field.focus());
      return;
    }
    await submit((api) => api.energy.supplierSubmit.mutate({ id: lead.id, ...checked.data, ...figures.data }), {
      onSuccess: onSaved,
      onError: toastErrors,
    });
  };

  return (
    <StepPlainForm
      form={energyStepForms.supplier}
      id={lead.id}
      place={place}
      onSubmit={(form) => void next(form).catch(toastErrors)}
      // The supplier and end date's message goes once either is answered again.
      onChange={() => setError(null)}
    >
      <FlowCard
        heading="Please select your current supplier"
        intro="And tell us when your contract ends, so we can line up your new prices in time."
        actions={<StepButtons onBack={onBack} backHref={place?.backHref} busy={busy} />}
      >
        <ChoiceTiles
          legend="Current supplier"
          name="supplier"
          options={suppliers}
          defaultValue={suppliers.find((option) => option === (posted?.supplier ?? lead.supplier)) ?? null}
          columns="grid-cols-1 min-[400px]:grid-cols-2 sm:grid-cols-3"
          describedBy={error ? errorId : undefined}
        />
        <fieldset className="mt-8" aria-describedby={error ? errorId : undefined}>
          <legend className="text-lg font-semibold text-ink">Contract end date</legend>
          <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-end">
            <div>
              <LabelledInput
                id={`${id}-end-date`}
                name="contact_end_date"
                label="Date your contract ends"
                type="date"
                min="2000-01-01"
                max="2100-12-31"
                defaultValue={posted?.contact_end_date ?? (savedUnsure ? '' : (lead.contact_end_date ?? ''))}
                disabled={unsure}
              />
            </div>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
              <input
                ref={unsureBox}
                type="checkbox"
                name={CONTRACT_END_UNSURE_FIELD}
                value="1"
                className="size-5 accent-brand-700"
                defaultChecked={unsureAtFirst}
                onChange={(event) => setUnsure(event.target.checked)}
              />
              {CONTRACT_END_UNSURE}
            </label>
          </div>
        </fieldset>
        <FieldError id={errorId} message={error} />
        <WhatYouPayNow
          idPrefix={id}
          fuels={fuels}
          defaultValues={payNowValues}
          errors={payNowErrors}
          defaultOpen={figuresGiven(payNowValues)}
          detailsRef={payNow}
          onFieldChange={(name) => setPayNowErrors(({ [name]: _fixed, ...others }) => others)}
        />
      </FlowCard>
    </StepPlainForm>
  );
}
