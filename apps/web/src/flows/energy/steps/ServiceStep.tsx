import type { EnergyGuestInfo } from '@sme/api';
import { energyServices, type EnergyService } from '@sme/domain';
import { useSubmission } from '../../../forms/use-submission.ts';
import { FlameIcon, ZapIcon } from '../../../ui/icons/service-icons.tsx';
import { toastErrors } from '../../../ui/toast-errors.ts';
import type { WizardStepProps } from '../../shared/wizard-step.tsx';
import { ServiceChoiceStep } from '../../shared/ServiceChoiceStep.tsx';
import type { StepPlace } from '../../shared/StepPlainForm.tsx';
import { energyStepForms } from '../energy-steps.ts';

const serviceRule = () => import('../../../forms/guest-lead-rules.ts').then((rules) => rules.energyServiceChoice);

const serviceIcon = (service: EnergyService) => (
  <span aria-hidden="true" className="flex text-brand-700">
    {service !== 'Electricity' && <FlameIcon className="size-5" />}
    {service !== 'Gas' && <ZapIcon className="size-5" />}
  </span>
);

/**
 * Step 3: Gas and Electricity, Gas, or Electricity; one is required. `preselected` is a choice made before the
 * wizard (e.g. Commercial Gas on the home page); a service the lead already has always wins over it.
 */
export function ServiceStep({
  lead,
  preselected = null,
  place,
  onBack,
  onSaved,
}: WizardStepProps & { lead: EnergyGuestInfo; preselected?: EnergyService | null; place?: StepPlace }) {
  const { busy, submit } = useSubmission();

  return (
    <ServiceChoiceStep
      form={energyStepForms.service}
      id={lead.id}
      options={energyServices}
      saved={lead.service}
      preselected={preselected}
      rule={serviceRule}
      icon={serviceIcon}
      busy={busy}
      place={place}
      onBack={onBack}
      onSubmit={(service) =>
        void submit((api) => api.energy.serviceSubmit.mutate({ id: lead.id, service }), {
          onSuccess: onSaved,
          onError: toastErrors,
        })
      }
    />
  );
}
