import { businessCategories } from '@sme/domain';
import { useEffect } from 'react';
import { toast } from '../../../ui/toast.ts';
import { toastErrors } from '../../../ui/toast-errors.ts';
import { firstProblem } from '../../../forms/answer-rule.ts';
import { useSubmission } from '../../../forms/use-submission.ts';
import { ChoiceTiles } from '../../shared/ChoiceTiles.tsx';
import { FlowCard, StepButtons, type WizardStepProps } from '../../shared/wizard-step.tsx';
import type { LoanApplication } from '../loan-application.ts';
import { StepPlainForm, type StepPlace } from '../../shared/StepPlainForm.tsx';

const heading = 'Which category best suits your business ?';
const loanRules = () => import('../../../forms/loan-rules.ts');

/**
 * Step 2: one of the eight business categories; Next with none toasts 'Please select one first !'. A plain form: a
 * tile is a radio button, and the choice is read from the form when it is sent, so one made before the page's code
 * arrived counts.
 */
export function CategoryStep({
  application,
  onBack,
  onSaved,
  place,
}: WizardStepProps & { application: LoanApplication; place?: StepPlace }) {
  const { busy, submit } = useSubmission();
  // Fetched once the step's code is there, so Next need not wait for them.
  useEffect(() => void loanRules(), []);

  const next = async (form: HTMLFormElement) => {
    const category = new FormData(form).get('business_cat');
    // The server's own rule: 'Please select one first !' when no category is chosen.
    const checked = (await loanRules()).loanCategoryChoice.safeParse(category ?? undefined);
    if (!checked.success) {
      toast.error(firstProblem(checked.error));
      return;
    }
    await submit((api) => api.businessLoan.category.mutate({ id: application.id, business_cat: checked.data }), {
      onSuccess: onSaved,
      onError: toastErrors,
    });
  };

  return (
    <StepPlainForm form="loan-category" id={application.id} place={place} onSubmit={(form) => void next(form)}>
      <FlowCard heading={heading} actions={<StepButtons onBack={onBack} backHref={place?.backHref} busy={busy} />}>
        <ChoiceTiles
          legend={heading}
          name="business_cat"
          options={businessCategories}
          defaultValue={
            businessCategories.find((option) => option === place?.posted?.values.business_cat) ??
            businessCategories.find((option) => option === application.business_cat) ??
            null
          }
          columns="sm:grid-cols-2"
        />
      </FlowCard>
    </StepPlainForm>
  );
}
