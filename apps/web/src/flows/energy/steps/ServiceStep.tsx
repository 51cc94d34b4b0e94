import type { EnergyGuestInfo } from '@sme/api';
import { energyServices, messages, type EnergyService } from '@sme/domain';
import { useMutation } from '@tanstack/react-query';
import { Flame, Zap } from 'lucide-react';
import { useId, useState } from 'react';
import { useTRPC } from '../../../app/trpc.ts';
import { ChoiceTiles } from '../../shared/ChoiceTiles.tsx';
import { FieldError, FlowCard, StepButtons } from '../../shared/FlowCard.tsx';
import { useStepSaved } from '../../shared/use-step-saved.ts';

const serviceIcon = (service: EnergyService) => (
  <span aria-hidden="true" className="flex text-brand-700">
    {service !== 'Electricity' && <Flame className="size-5" />}
    {service !== 'Gas' && <Zap className="size-5" />}
  </span>
);

/**
 * Step 3: Gas and Electricity, Gas, or Electricity; one is required. `preselected` is a choice made before the
 * wizard (e.g. Commercial Gas on the home page); a service the lead already has always wins over it.
 */
export function ServiceStep({
  lead,
  preselected = null,
  onBack,
  onSaved,
}: {
  lead: EnergyGuestInfo;
  preselected?: EnergyService | null;
  onBack: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const trpc = useTRPC();
  const [service, setService] = useState<EnergyService | null>(
    energyServices.find((option) => option === lead.service) ?? preselected,
  );
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(trpc.commercialUtility.serviceSubmit.mutationOptions());
  const afterSave = useStepSaved(trpc.commercialUtility.guestInfo.queryKey());

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!service) {
          setError(messages.selectService);
          return;
        }
        save.mutate(
          { id: lead.id, service },
          afterSave(() => onSaved()),
        );
      }}
    >
      <FlowCard
        heading="What would you like to compare?"
        actions={<StepButtons onBack={onBack} busy={save.isPending} />}
      >
        <ChoiceTiles
          legend="What would you like to compare?"
          name="service"
          options={energyServices}
          value={service}
          icon={serviceIcon}
          describedBy={error ? `${id}-error` : undefined}
          onChange={(value) => {
            setService(value);
            setError(null);
          }}
        />
        <FieldError id={`${id}-error`} message={error} />
      </FlowCard>
    </form>
  );
}
