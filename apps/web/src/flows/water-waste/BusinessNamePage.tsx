import type { WaterWasteGuestInfo } from '@sme/api';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths.ts';
import { useTRPC } from '../../app/trpc.ts';
import { BusinessNameStep } from '../shared/GuestLeadSteps.tsx';
import { waterWasteStepPage } from './WaterWasteLayout.tsx';
import { useStepSaved } from '../shared/wizard-step.tsx';

/** commercial-water-waste-bussiness-name: no check in the browser (spec §5); the server's message is toasted. */
export default waterWasteStepPage(1, BusinessNameForm);

function BusinessNameForm({ lead }: { lead: WaterWasteGuestInfo }) {
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const [name, setName] = useState(lead.bussiness_name);
  const save = useMutation(trpc.waterWaste.businessNameSubmit.mutationOptions());
  const afterSave = useStepSaved(trpc.waterWaste.guestInfo.queryKey());

  return (
    <BusinessNameStep
      intro="Check the name of your business: it is the name the quote will carry."
      address={lead.full_address}
      value={name}
      error={null}
      busy={save.isPending}
      onChange={setName}
      onBack={() => navigate(`${paths.commercialWaterWasteSelectAddress(lead.post_code)}?id=${lead.id}`)}
      onSubmit={() =>
        save.mutate(
          { id: lead.id, bussiness_name: name },
          afterSave(() => navigate(paths.commercialWaterWasteSelectService(lead.id))),
        )
      }
    />
  );
}
