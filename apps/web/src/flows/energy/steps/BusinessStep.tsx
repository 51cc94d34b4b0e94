import type { EnergyGuestInfo } from '@sme/api';
import { messages } from '@sme/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../../app/trpc.ts';
import { BusinessNameField } from '../../shared/BusinessNameField.tsx';
import { FlowCard, StepButtons } from '../../shared/FlowCard.tsx';
import { useStepSaved } from '../../shared/use-step-saved.ts';

/** Step 2: the business name, suggested from the address's organisation; required. */
export function BusinessStep({
  lead,
  onBack,
  onSaved,
}: {
  lead: EnergyGuestInfo;
  onBack: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const trpc = useTRPC();
  const [name, setName] = useState(lead.bussiness_name);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(trpc.commercialUtility.businessNameSubmit.mutationOptions());
  const afterSave = useStepSaved(trpc.commercialUtility.guestInfo.queryKey());

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) {
          setError(messages.enterBusinessName);
          return;
        }
        save.mutate(
          { id: lead.id, bussiness_name: name },
          afterSave(() => onSaved()),
        );
      }}
    >
      <FlowCard
        heading="Great, we found your address!"
        intro="Check the name of your business: it is the name the supplier's quote will carry."
        actions={<StepButtons onBack={onBack} busy={save.isPending} />}
      >
        <BusinessNameField
          id={`${id}-business-name`}
          address={lead.full_address}
          value={name}
          error={error}
          onChange={(value) => {
            setName(value);
            setError(null);
          }}
        />
      </FlowCard>
    </form>
  );
}
