import type { WaterWasteGuestInfo } from '@sme/api';
import {
  binCapacity,
  binCollectionOptions,
  binCount,
  clampBinCapacity,
  clampBinCount,
  type BinCollectionOption,
} from '@sme/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths.ts';
import { useTRPC } from '../../app/trpc.ts';
import { StepForm, useStepSaved } from '../shared/wizard-step.tsx';
import { NumberStepper } from '../shared/NumberStepper.tsx';
import { waterWasteStepPage } from './WaterWasteLayout.tsx';

/** commercial-water-waste-get-waste-info: bins 1 to 4, capacity 1100 to 3300 litres, collections; then booking. */
export default waterWasteStepPage(3, WasteInfoForm);

function WasteInfoForm({ lead }: { lead: WaterWasteGuestInfo }) {
  const id = useId();
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const [bins, setBins] = useState(clampBinCount(lead.require_bin ?? binCount.min));
  const [capacity, setCapacity] = useState(clampBinCapacity(lead.bin_capacity ?? binCapacity.min));
  const [collection, setCollection] = useState<BinCollectionOption>(
    binCollectionOptions.find((option) => option === lead.bin_collected_days) ?? binCollectionOptions[0],
  );
  const save = useMutation(trpc.waterWaste.wasteInfoSubmit.mutationOptions());
  const afterSave = useStepSaved(trpc.waterWaste.guestInfo.queryKey());

  return (
    <StepForm
      heading="Tell us about your waste"
      intro="How many bins you have, how big they are and how often they are emptied."
      busy={save.isPending}
      onBack={() => navigate(paths.commercialWaterWasteSelectService(lead.id))}
      onSubmit={() =>
        save.mutate(
          { id: lead.id, require_bin: bins, bin_capacity: capacity, bin_collected_days: collection },
          afterSave(() => navigate(paths.calendly('commercial-water-waste', lead.id))),
        )
      }
    >
      <div className="grid gap-8 sm:grid-cols-2">
        <NumberStepper label="Number of bins" value={bins} min={binCount.min} max={binCount.max} onChange={setBins} />
        <NumberStepper
          label="Bin capacity"
          value={capacity}
          min={binCapacity.min}
          max={binCapacity.max}
          step={binCapacity.step}
          unit=" L"
          onChange={setCapacity}
        />
      </div>
      <label htmlFor={`${id}-collection`} className="field-label mt-8">
        How often are your bins collected?
      </label>
      <select
        id={`${id}-collection`}
        className="field-input sm:max-w-xs"
        value={collection}
        onChange={(event) => setCollection(event.target.value as BinCollectionOption)}
      >
        {binCollectionOptions.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </StepForm>
  );
}
