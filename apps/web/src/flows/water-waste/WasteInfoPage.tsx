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
import { useTRPC } from '../../app/trpc.ts';
import { LabelledSelect, OptionList } from '../../forms/fields.tsx';
import { NumberStepper } from '../shared/NumberStepper.tsx';
import { WaterWasteDetailsStep, waterWasteStepPage } from './WaterWasteLayout.tsx';

/** commercial-water-waste-get-waste-info: bins 1 to 4, capacity 1100 to 3300 litres, collections; then booking. */
export default waterWasteStepPage(3, WasteInfoForm);

function WasteInfoForm({ lead }: { lead: WaterWasteGuestInfo }) {
  const id = useId();
  const trpc = useTRPC();
  const [bins, setBins] = useState(clampBinCount(lead.require_bin ?? binCount.min));
  const [capacity, setCapacity] = useState(clampBinCapacity(lead.bin_capacity ?? binCapacity.min));
  const [collection, setCollection] = useState<BinCollectionOption>(
    binCollectionOptions.find((option) => option === lead.bin_collected_days) ?? binCollectionOptions[0],
  );
  const save = useMutation(trpc.waterWaste.wasteInfoSubmit.mutationOptions());

  return (
    <WaterWasteDetailsStep
      lead={lead}
      heading="Tell us about your waste"
      intro="How many bins you have, how big they are and how often they are emptied."
      save={save}
      answers={{ require_bin: bins, bin_capacity: capacity, bin_collected_days: collection }}
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
      <LabelledSelect
        id={`${id}-collection`}
        label="How often are your bins collected?"
        labelClassName="field-label mt-8"
        className="field-input sm:max-w-xs"
        value={collection}
        onChange={(event) => setCollection(event.target.value as BinCollectionOption)}
      >
        <OptionList values={binCollectionOptions} />
      </LabelledSelect>
    </WaterWasteDetailsStep>
  );
}
