import type { WaterWasteGuestInfo } from '@sme/api';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths.ts';
import type { PageProps } from '../../app/routes.ts';
import { useTRPC } from '../../app/trpc.ts';
import { BusinessNameField } from '../shared/BusinessNameField.tsx';
import { FlowCard, StepButtons } from '../shared/FlowCard.tsx';
import { WaterWasteLeadStep } from './WaterWasteLayout.tsx';
import { useStepSaved } from '../shared/use-step-saved.ts';

/** commercial-water-waste-bussiness-name: no check in the browser (spec §5); the server's message is toasted. */
export default function BusinessNamePage({ params }: PageProps) {
  return (
    <WaterWasteLeadStep id={params.id ?? ''} current={1}>
      {(lead) => <BusinessNameForm lead={lead} />}
    </WaterWasteLeadStep>
  );
}

function BusinessNameForm({ lead }: { lead: WaterWasteGuestInfo }) {
  const id = useId();
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const [name, setName] = useState(lead.bussiness_name);
  const save = useMutation(trpc.waterWaste.businessNameSubmit.mutationOptions());
  const afterSave = useStepSaved(trpc.waterWaste.guestInfo.queryKey());

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { id: lead.id, bussiness_name: name },
          afterSave(() => navigate(paths.commercialWaterWasteSelectService(lead.id))),
        );
      }}
    >
      <FlowCard
        heading="Great, we found your address!"
        intro="Check the name of your business: it is the name the quote will carry."
        actions={
          <StepButtons
            busy={save.isPending}
            onBack={() => navigate(`${paths.commercialWaterWasteSelectAddress(lead.post_code)}?id=${lead.id}`)}
          />
        }
      >
        <BusinessNameField
          id={`${id}-business-name`}
          address={lead.full_address}
          value={name}
          error={null}
          onChange={setName}
        />
      </FlowCard>
    </form>
  );
}
