import type { WaterWasteGuestInfo } from '@sme/api';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths.ts';
import { useTRPC } from '../../app/trpc.ts';
import { StepForm, useStepSaved } from '../shared/wizard-step.tsx';
import { waterWasteStepPage } from './WaterWasteLayout.tsx';

/** commercial-water-waste-average-water-usage: free text, no check in the browser (spec §5), then booking. */
export default waterWasteStepPage(3, WaterUsageForm);

function WaterUsageForm({ lead }: { lead: WaterWasteGuestInfo }) {
  const id = useId();
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const [usage, setUsage] = useState(lead.annual_usage ?? '');
  const save = useMutation(trpc.waterWaste.annualUsageSubmit.mutationOptions());
  const afterSave = useStepSaved(trpc.waterWaste.guestInfo.queryKey());

  return (
    <StepForm
      heading="What is your average annual water usage?"
      intro="A rough figure is fine: the cubic metres on your last bill, or what you pay a year. Leave it blank if you are not sure."
      busy={save.isPending}
      onBack={() => navigate(paths.commercialWaterWasteSelectService(lead.id))}
      onSubmit={() =>
        save.mutate(
          { id: lead.id, annual_usage: usage },
          afterSave(() => navigate(paths.calendly('commercial-water-waste', lead.id))),
        )
      }
    >
      <label htmlFor={`${id}-usage`} className="field-label">
        Annual water usage
      </label>
      <input
        id={`${id}-usage`}
        className="field-input"
        placeholder="e.g. 1,200 cubic metres or £2,400 a year"
        maxLength={200}
        value={usage}
        onChange={(event) => setUsage(event.target.value)}
      />
    </StepForm>
  );
}
