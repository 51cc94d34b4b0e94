import type { WaterWasteGuestInfo } from '@sme/api';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../app/trpc.ts';
import { LabelledInput } from '../../forms/fields.tsx';
import { WaterWasteDetailsStep, waterWasteStepPage } from './WaterWasteLayout.tsx';

/** commercial-water-waste-average-water-usage: free text, no check in the browser (spec §5), then booking. */
export default waterWasteStepPage(3, WaterUsageForm);

function WaterUsageForm({ lead }: { lead: WaterWasteGuestInfo }) {
  const id = useId();
  const trpc = useTRPC();
  const [usage, setUsage] = useState(lead.annual_usage ?? '');
  const save = useMutation(trpc.waterWaste.annualUsageSubmit.mutationOptions());

  return (
    <WaterWasteDetailsStep
      lead={lead}
      heading="What is your average annual water usage?"
      intro="A rough figure is fine: the cubic metres on your last bill, or what you pay a year. Leave it blank if you are not sure."
      save={save}
      answers={{ annual_usage: usage }}
    >
      <LabelledInput
        id={`${id}-usage`}
        label="Annual water usage"
        placeholder="e.g. 1,200 cubic metres or £2,400 a year"
        maxLength={200}
        value={usage}
        onChange={(event) => setUsage(event.target.value)}
      />
    </WaterWasteDetailsStep>
  );
}
