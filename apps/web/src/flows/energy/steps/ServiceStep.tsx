import type { EnergyGuestInfo } from '@sme/api';
import { energyServiceChoice, energyServices, type EnergyService } from '@sme/domain';
import { useMutation } from '@tanstack/react-query';
import { Flame, Zap } from 'lucide-react';
import { useTRPC } from '../../../app/trpc.ts';
import { useStepSaved, type WizardStepProps } from '../../shared/wizard-step.tsx';
import { ServiceChoiceStep } from '../../shared/GuestLeadSteps.tsx';

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
}: WizardStepProps & { lead: EnergyGuestInfo; preselected?: EnergyService | null }) {
  const trpc = useTRPC();
  const save = useMutation(trpc.energy.serviceSubmit.mutationOptions());
  const afterSave = useStepSaved(trpc.energy.guestInfo.queryKey());

  return (
    <ServiceChoiceStep
      options={energyServices}
      saved={lead.service}
      preselected={preselected}
      rule={energyServiceChoice}
      icon={serviceIcon}
      busy={save.isPending}
      onBack={onBack}
      onSubmit={(service) =>
        save.mutate(
          { id: lead.id, service },
          afterSave(() => onSaved()),
        )
      }
    />
  );
}
