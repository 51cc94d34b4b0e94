import type { EnergyGuestInfo } from '@sme/api';
import type { WizardStepProps } from '../../shared/wizard-step.tsx';
import { BusinessNameStep } from '../../shared/BusinessNameStep.tsx';
import type { StepPlace } from '../../shared/StepPlainForm.tsx';
import { energyStepForms } from '../energy-steps.ts';

/** Step 2: the business name, suggested from the address's organisation; required. */
export function BusinessStep({
  lead,
  place,
  onBack,
  onSaved,
}: WizardStepProps & { lead: EnergyGuestInfo; place?: StepPlace }) {
  return (
    <BusinessNameStep
      router="energy"
      form={energyStepForms.business}
      lead={lead}
      intro="Check the name of your business: it is the name the supplier's quote will carry."
      checkBeforeSending
      place={place}
      onBack={onBack}
      onSaved={onSaved}
    />
  );
}
