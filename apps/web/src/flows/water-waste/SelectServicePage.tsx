import type { WaterWasteGuestInfo } from '@sme/api';
import { waterWasteServices, type WaterWasteService } from '@sme/domain';
import { useMutation } from '@tanstack/react-query';
import { Droplets, Trash2 } from 'lucide-react';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths.ts';
import { useTRPC } from '../../app/trpc.ts';
import { ServiceChoiceStep } from '../shared/ServiceChoiceStep.tsx';
import { waterWasteStepPage } from './WaterWasteLayout.tsx';
import { useStepSaved } from '../shared/wizard-step.tsx';

/** commercial-water-waste-select-service: Water leads to usage, Waste to waste information. */
export default waterWasteStepPage(2, ServiceForm);

const serviceRule = () => import('../../forms/guest-lead-rules.ts').then((rules) => rules.waterWasteServiceChoice);

const serviceIcon = (service: WaterWasteService) =>
  service === 'Water' ? (
    <Droplets aria-hidden="true" className="size-5 text-brand-700" />
  ) : (
    <Trash2 aria-hidden="true" className="size-5 text-brand-700" />
  );

function ServiceForm({ lead }: { lead: WaterWasteGuestInfo }) {
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const water = useMutation(trpc.waterWaste.waterSubmit.mutationOptions());
  const waste = useMutation(trpc.waterWaste.wasteSubmit.mutationOptions());
  const afterSave = useStepSaved(trpc.waterWaste.guestInfo.queryKey());

  return (
    <ServiceChoiceStep
      id={lead.id}
      options={waterWasteServices}
      saved={lead.service}
      rule={serviceRule}
      columns="sm:grid-cols-2"
      icon={serviceIcon}
      busy={water.isPending || waste.isPending}
      onBack={() => navigate(paths.commercialWaterWasteBussinessName(lead.id))}
      onSubmit={(service) => {
        const [save, next] =
          service === 'Water'
            ? [water, paths.commercialWaterWasteAverageWaterUsage(lead.id)]
            : [waste, paths.commercialWaterWasteGetWasteInfo(lead.id)];
        save.mutate(
          { id: lead.id, service },
          afterSave(() => navigate(next)),
        );
      }}
    />
  );
}
