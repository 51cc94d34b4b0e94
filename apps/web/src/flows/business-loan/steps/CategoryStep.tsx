import { businessCategories, type BusinessCategoryLabel } from '@sme/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../ui/toast.ts';
import { useTRPC } from '../../../app/trpc.ts';
import { firstProblem, useFirstLoadRules } from '../../../forms/answer-rule.ts';
import { ChoiceTiles } from '../../shared/ChoiceTiles.tsx';
import { FlowCard, StepButtons, useStepSaved, type WizardStepProps } from '../../shared/wizard-step.tsx';
import type { LoanApplication } from '../loan-application.ts';

const heading = 'Which category best suits your business ?';

/** Step 2: one of the eight business categories; Next with none toasts 'Please select one first !'. */
export function CategoryStep({ application, onBack, onSaved }: WizardStepProps & { application: LoanApplication }) {
  const trpc = useTRPC();
  const [category, setCategory] = useState<BusinessCategoryLabel | null>(
    businessCategories.find((option) => option === application.business_cat) ?? null,
  );
  const save = useMutation(trpc.businessLoan.category.mutationOptions());
  const afterSave = useStepSaved(trpc.businessLoan.summary.queryKey());
  const rules = useFirstLoadRules();

  const next = async () => {
    // The server's own rule: 'Please select one first !' when no category is chosen.
    const checked = (await rules()).loanCategoryChoice.safeParse(category);
    if (!checked.success) {
      toast.error(firstProblem(checked.error));
      return;
    }
    save.mutate(
      { id: application.id, business_cat: checked.data },
      afterSave(() => onSaved()),
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      <FlowCard heading={heading} actions={<StepButtons onBack={onBack} busy={save.isPending} />}>
        <ChoiceTiles
          legend={heading}
          name="business_cat"
          options={businessCategories}
          value={category}
          columns="sm:grid-cols-2"
          onChange={setCategory}
        />
      </FlowCard>
    </form>
  );
}
