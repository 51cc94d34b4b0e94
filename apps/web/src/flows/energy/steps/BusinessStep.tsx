import type { EnergyGuestInfo } from '@sme/api';
import type { WizardStepProps } from '../../shared/wizard-step.tsx';
import { BusinessNameStep } from '../../shared/GuestLeadSteps.tsx';

/** Step 2: the business name, suggested from the address's organisation; required. */
export function BusinessStep({ lead, onBack, onSaved }: WizardStepProps & { lead: EnergyGuestInfo }) {
  return (
    <BusinessNameStep
      router="energy"
      lead={lead}
      intro="Check the name of your business: it is the name the supplier's quote will carry."
      checkBeforeSending
      onBack={onBack}
      onSaved={onSaved}
    />
  );
}
