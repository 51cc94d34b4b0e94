import type { EnergyGuestInfo } from '@sme/api';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../app/paths.ts';
import { useTRPC } from '../../../app/trpc.ts';
import { callbackSender } from '../../callback/callback-sender.ts';
import { CallbackRequestForm } from '../../callback/CallbackRequestForm.tsx';
import { AddressChoiceList } from '../../shared/AddressChoiceList.tsx';
import { FlowCard } from '../../shared/FlowCard.tsx';
import { HoneypotField } from '../../../forms/bot-trap/HoneypotField.tsx';
import { useBotTrap } from '../../../forms/bot-trap/use-bot-trap.ts';
import { useStepSaved } from '../../shared/use-step-saved.ts';

/** Step 1: choosing an address saves it (a new lead, or the same lead when the visitor came back). */
export function AddressStep({
  postcode,
  lead,
  onSaved,
}: {
  postcode: string;
  lead: EnergyGuestInfo | undefined;
  onSaved: (id: string) => void;
}) {
  const trpc = useTRPC();
  const save = useMutation(trpc.commercialUtility.postCodeSubmit.mutationOptions());
  // Choosing an address sends the step: the timer runs from when the list was shown.
  const trap = useBotTrap();
  const callback = useMutation(trpc.commercialUtility.requestCallback.mutationOptions());
  const afterSave = useStepSaved(trpc.commercialUtility.guestInfo.queryKey());

  return (
    <FlowCard heading="Let's find your address" intro="Choose your business premises from the list.">
      <HoneypotField trap={trap} />
      <AddressChoiceList
        whenNoAddress={
          <CallbackRequestForm sender={callbackSender(callback, { post_code: postcode })} headingLevel={3} />
        }
        postcode={postcode}
        chosen={lead?.full_address}
        busy={save.isPending}
        restartHref={paths.comercialUtility}
        onChoose={(address) =>
          save.mutate(
            {
              post_code: address.postCode || postcode,
              full_address: address.envelopeAddress.summaryLine,
              bussiness_name: address.envelopeAddress.organisation,
              ...trap.fields(),
              ...(lead ? { id: lead.id } : {}),
            },
            afterSave(({ collections }) => onSaved(collections.id)),
          )
        }
      />
    </FlowCard>
  );
}
