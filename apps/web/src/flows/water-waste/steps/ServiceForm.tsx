import { waterWasteServices, type WaterWasteService } from '@sme/domain';
import { useSubmission } from '../../../forms/use-submission.ts';
import { DropletsIcon, Trash2Icon } from '../../../ui/icons/service-icons.tsx';
import { toastErrors } from '../../../ui/toast-errors.ts';
import { ServiceChoiceStep } from '../../shared/ServiceChoiceStep.tsx';
import { afterWaterWasteStep } from '../water-waste-steps.ts';
import type { WaterWasteStepProps } from './water-waste-step.ts';

const serviceRule = () => import('../../../forms/guest-lead-rules.ts').then((rules) => rules.waterWasteServiceChoice);

const serviceIcon = (service: WaterWasteService) =>
  service === 'Water' ? (
    <DropletsIcon aria-hidden="true" className="size-5 text-brand-700" />
  ) : (
    <Trash2Icon aria-hidden="true" className="size-5 text-brand-700" />
  );

/** commercial-water-waste-select-service: Water leads to usage, Waste to waste information. */
export function ServiceForm({ lead, place, go }: WaterWasteStepProps) {
  const { busy, submit } = useSubmission();
  return (
    <ServiceChoiceStep
      form="water-service"
      id={lead.id}
      options={waterWasteServices}
      saved={lead.service}
      rule={serviceRule}
      columns="sm:grid-cols-2"
      icon={serviceIcon}
      busy={busy}
      place={place}
      onBack={() => place?.backHref && go(place.backHref)}
      onSubmit={(service) =>
        void submit(
          (api) =>
            (service === 'Water' ? api.waterWaste.waterSubmit : api.waterWaste.wasteSubmit).mutate({
              id: lead.id,
              service,
            }),
          { onSuccess: () => go(afterWaterWasteStep('service', lead.id, service)), onError: toastErrors },
        )
      }
    />
  );
}
