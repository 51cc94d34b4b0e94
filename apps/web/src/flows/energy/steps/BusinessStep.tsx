import type { EnergyGuestInfo } from '@sme/api';
import { businessNameRequired } from '@sme/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../app/trpc.ts';
import { useStepSaved, type WizardStepProps } from '../../shared/wizard-step.tsx';
import { BusinessNameStep } from '../../shared/GuestLeadSteps.tsx';

/** Step 2: the business name, suggested from the address's organisation; required. */
export function BusinessStep({ lead, onBack, onSaved }: WizardStepProps & { lead: EnergyGuestInfo }) {
  const trpc = useTRPC();
  const [name, setName] = useState(lead.bussiness_name);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(trpc.commercialUtility.businessNameSubmit.mutationOptions());
  const afterSave = useStepSaved(trpc.commercialUtility.guestInfo.queryKey());

  return (
    <BusinessNameStep
      intro="Check the name of your business: it is the name the supplier's quote will carry."
      address={lead.full_address}
      value={name}
      error={error}
      busy={save.isPending}
      onChange={(value) => {
        setName(value);
        setError(null);
      }}
      onBack={onBack}
      onSubmit={() => {
        // The server's own rule for a blank name; it answers lengths itself, as a toast.
        const checked = businessNameRequired.safeParse(name);
        if (!checked.success) {
          setError(checked.error.issues[0]?.message ?? null);
          return;
        }
        save.mutate(
          { id: lead.id, bussiness_name: name },
          afterSave(() => onSaved()),
        );
      }}
    />
  );
}
