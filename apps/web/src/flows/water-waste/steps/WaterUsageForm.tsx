import { LabelledInput } from '../../../forms/fields.tsx';
import { useSubmission } from '../../../forms/use-submission.ts';
import { toastErrors } from '../../../ui/toast-errors.ts';
import { afterWaterWasteStep } from '../water-waste-steps.ts';
import type { WaterWasteStepProps } from './water-waste-step.ts';
import { WaterWasteDetailsStep } from './WaterWasteDetailsStep.tsx';
import { useIslandId } from '../../../app/use-island-id.ts';

/** commercial-water-waste-average-water-usage: free text, no check in the browser (spec §5), then booking. */
export function WaterUsageForm({ lead, place, go }: WaterWasteStepProps) {
  const id = useIslandId();
  const { busy, submit } = useSubmission();
  return (
    <WaterWasteDetailsStep
      form="water-usage"
      id={lead.id}
      heading="What is your average annual water usage?"
      intro="A rough figure is fine: the cubic metres on your last bill, or what you pay a year. Leave it blank if you are not sure."
      place={place}
      busy={busy}
      onSubmit={(form) => {
        const usage = String(new FormData(form).get('annual_usage') ?? '');
        void submit((api) => api.waterWaste.annualUsageSubmit.mutate({ id: lead.id, annual_usage: usage }), {
          onSuccess: () => go(afterWaterWasteStep('usage', lead.id)),
          onError: toastErrors,
        });
      }}
    >
      <LabelledInput
        id={`${id}-usage`}
        name="annual_usage"
        label="Annual water usage"
        placeholder="e.g. 1,200 cubic metres or £2,400 a year"
        maxLength={200}
        defaultValue={place?.posted?.values.annual_usage ?? lead.annual_usage ?? ''}
      />
    </WaterWasteDetailsStep>
  );
}
