import {
  binCapacity,
  binCollectionOptions,
  binCount,
  clampBinCapacity,
  clampBinCount,
  type BinCollectionOption,
} from '@sme/domain';
import { useState } from 'react';
import { LabelledSelect, OptionList } from '../../../forms/fields.tsx';
import { useSubmission } from '../../../forms/use-submission.ts';
import { toastErrors } from '../../../ui/toast-errors.ts';
import { NumberStepper } from '../../shared/NumberStepper.tsx';
import { afterWaterWasteStep } from '../water-waste-steps.ts';
import type { WaterWasteStepProps } from './water-waste-step.ts';
import { WaterWasteDetailsStep } from './WaterWasteDetailsStep.tsx';
import { useIslandId } from '../../../app/use-island-id.ts';

/**
 * commercial-water-waste-get-waste-info: bins 1 to 4, capacity 1100 to 3300 litres, collections; then booking. The
 * counts are the steppers' fields (their buttons wait for the page's code); the collections a select of the form.
 */
export function WasteInfoForm({ lead, place, go }: WaterWasteStepProps) {
  const id = useIslandId();
  const posted = place?.posted?.values;
  const [bins, setBins] = useState(clampBinCount(Number(posted?.require_bin ?? lead.require_bin ?? binCount.min)));
  const [capacity, setCapacity] = useState(
    clampBinCapacity(Number(posted?.bin_capacity ?? lead.bin_capacity ?? binCapacity.min)),
  );
  const collected = posted?.bin_collected_days ?? lead.bin_collected_days;
  const { busy, submit } = useSubmission();

  return (
    <WaterWasteDetailsStep
      form="waste-info"
      id={lead.id}
      heading="Tell us about your waste"
      intro="How many bins you have, how big they are and how often they are emptied."
      place={place}
      busy={busy}
      onSubmit={(form) => {
        const collection = String(new FormData(form).get('bin_collected_days') ?? '') as BinCollectionOption;
        void submit(
          (api) =>
            api.waterWaste.wasteInfoSubmit.mutate({
              id: lead.id,
              require_bin: bins,
              bin_capacity: capacity,
              bin_collected_days: collection,
            }),
          { onSuccess: () => go(afterWaterWasteStep('waste', lead.id)), onError: toastErrors },
        );
      }}
    >
      <div className="grid gap-8 sm:grid-cols-2">
        <NumberStepper
          label="Number of bins"
          name="require_bin"
          value={bins}
          min={binCount.min}
          max={binCount.max}
          onChange={setBins}
        />
        <NumberStepper
          label="Bin capacity"
          name="bin_capacity"
          value={capacity}
          min={binCapacity.min}
          max={binCapacity.max}
          step={binCapacity.step}
          unit=" L"
          onChange={setCapacity}
        />
      </div>
      <LabelledSelect
        id={`${id}-collection`}
        name="bin_collected_days"
        label="How often are your bins collected?"
        labelClassName="field-label mt-8"
        className="field-input sm:max-w-xs"
        defaultValue={binCollectionOptions.find((option) => option === collected) ?? binCollectionOptions[0]}
      >
        <OptionList values={binCollectionOptions} />
      </LabelledSelect>
    </WaterWasteDetailsStep>
  );
}
