import type { WaterWasteGuestInfo } from '@sme/api';
import { messages, waterWasteServices, type WaterWasteService } from '@sme/domain';
import { useMutation } from '@tanstack/react-query';
import { Droplets, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths.ts';
import type { PageProps } from '../../app/routes.ts';
import { useTRPC } from '../../app/trpc.ts';
import { ChoiceTiles } from '../shared/ChoiceTiles.tsx';
import { FieldError, FlowCard, StepButtons } from '../shared/FlowCard.tsx';
import { WaterWasteLeadStep } from './WaterWasteLayout.tsx';
import { useStepSaved } from '../shared/use-step-saved.ts';

/** commercial-water-waste-select-service: Water leads to usage, Waste to waste information. */
export default function SelectServicePage({ params }: PageProps) {
  return (
    <WaterWasteLeadStep id={params.id ?? ''} current={2}>
      {(lead) => <ServiceForm lead={lead} />}
    </WaterWasteLeadStep>
  );
}

const serviceIcon = (service: WaterWasteService) =>
  service === 'Water' ? (
    <Droplets aria-hidden="true" className="size-5 text-brand-700" />
  ) : (
    <Trash2 aria-hidden="true" className="size-5 text-brand-700" />
  );

function ServiceForm({ lead }: { lead: WaterWasteGuestInfo }) {
  const id = useId();
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const [service, setService] = useState<WaterWasteService | null>(
    waterWasteServices.find((option) => option === lead.service) ?? null,
  );
  const [error, setError] = useState<string | null>(null);
  const water = useMutation(trpc.waterWaste.waterSubmit.mutationOptions());
  const waste = useMutation(trpc.waterWaste.wasteSubmit.mutationOptions());
  const afterSave = useStepSaved(trpc.waterWaste.guestInfo.queryKey());

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!service) {
          setError(messages.selectService);
          return;
        }
        const [save, next] =
          service === 'Water'
            ? [water, paths.commercialWaterWasteAverageWaterUsage(lead.id)]
            : [waste, paths.commercialWaterWasteGetWasteInfo(lead.id)];
        save.mutate(
          { id: lead.id, service },
          afterSave(() => navigate(next)),
        );
      }}
    >
      <FlowCard
        heading="What would you like to compare?"
        actions={
          <StepButtons
            busy={water.isPending || waste.isPending}
            onBack={() => navigate(paths.commercialWaterWasteBussinessName(lead.id))}
          />
        }
      >
        <ChoiceTiles
          legend="What would you like to compare?"
          name="service"
          options={waterWasteServices}
          value={service}
          columns="sm:grid-cols-2"
          icon={serviceIcon}
          describedBy={error ? `${id}-error` : undefined}
          onChange={(value) => {
            setService(value);
            setError(null);
          }}
        />
        <FieldError id={`${id}-error`} message={error} />
      </FlowCard>
    </form>
  );
}
