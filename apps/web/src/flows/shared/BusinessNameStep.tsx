import { useEffect, useState } from 'react';
import { firstProblem } from '../../forms/answer-rule.ts';
import type { PlainFormName } from '../../forms/posted-form.ts';
import { useSubmission } from '../../forms/use-submission.ts';
import { toastErrors } from '../../ui/toast-errors.ts';
import { BUSINESS_NAME_FIELD, BusinessNameField } from './BusinessNameField.tsx';
import type { GuestLeadRouter } from './guest-lead.ts';
import { StepPlainForm, type StepPlace } from './StepPlainForm.tsx';
import { FlowCard, StepButtons, type WizardStepProps } from './wizard-step.tsx';
import { useIslandId } from '../../app/use-island-id.ts';

const guestLeadRules = () => import('../../forms/guest-lead-rules.ts');

/**
 * The step that confirms the business name found at the chosen address, with that address above it. Energy checks
 * for a blank name before sending (`checkBeforeSending`, the server's own rule); water and waste leave every check
 * to the server (spec §5), whose message is toasted.
 */
export function BusinessNameStep({
  router,
  form,
  lead,
  intro,
  checkBeforeSending = false,
  place,
  onBack,
  onSaved,
}: WizardStepProps & {
  router: GuestLeadRouter;
  form?: PlainFormName;
  lead: { id: string; bussiness_name: string; full_address: string };
  intro: string;
  checkBeforeSending?: boolean;
  place?: StepPlace;
}) {
  const id = useIslandId();
  const [error, setError] = useState<string | null>(null);
  const { busy, submit } = useSubmission();
  // Fetched once the step's code is there, so Next need not wait for them.
  useEffect(() => {
    if (checkBeforeSending) void guestLeadRules();
  }, [checkBeforeSending]);

  const next = async (sent: HTMLFormElement) => {
    const name = String(new FormData(sent).get(BUSINESS_NAME_FIELD) ?? '');
    // Only a blank name: the server answers lengths itself, as a toast.
    const checked = checkBeforeSending && (await guestLeadRules()).businessNameRequired.safeParse(name);
    if (checked && !checked.success) {
      setError(firstProblem(checked.error));
      return;
    }
    await submit((api) => api[router].businessNameSubmit.mutate({ id: lead.id, bussiness_name: name }), {
      onSuccess: onSaved,
      onError: toastErrors,
    });
  };

  return (
    <StepPlainForm form={form} id={lead.id} place={place} onSubmit={(sent) => void next(sent).catch(toastErrors)}>
      <FlowCard
        heading="Great, we found your address!"
        intro={intro}
        actions={<StepButtons onBack={onBack} backHref={place?.backHref} busy={busy} />}
      >
        <BusinessNameField
          id={`${id}-business-name`}
          address={lead.full_address}
          defaultValue={place?.posted?.values[BUSINESS_NAME_FIELD] ?? lead.bussiness_name}
          error={error}
          onChange={() => setError(null)}
        />
      </FlowCard>
    </StepPlainForm>
  );
}
