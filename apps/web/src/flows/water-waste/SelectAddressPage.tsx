import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../app/paths.ts';
import type { PageProps } from '../../app/routes.ts';
import { useTRPC } from '../../app/trpc.ts';
import { callbackSender } from '../callback/callback-sender.ts';
import { CallbackRequestForm } from '../callback/CallbackRequestForm.tsx';
import { AddressChoiceList } from '../shared/AddressChoiceList.tsx';
import { FlowCard } from '../shared/FlowCard.tsx';
import { isQuoteClosed, QuoteUnavailable } from '../shared/QuoteUnavailable.tsx';
import { WaterWasteFrame } from './WaterWasteLayout.tsx';
import { HoneypotField } from '../../forms/bot-trap/HoneypotField.tsx';
import { useBotTrap } from '../../forms/bot-trap/use-bot-trap.ts';
import { useStepSaved } from '../shared/use-step-saved.ts';

/** commercial-water-waste-select-address: choosing an address creates the lead (or updates it, coming back). */
export default function SelectAddressPage({ params }: PageProps) {
  const postcode = params.postcode ?? '';
  // Set when the visitor came back from the business name page: the same lead is updated.
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const lead = useQuery({ ...trpc.waterWaste.guestInfo.queryOptions({ id }), enabled: id !== '', retry: false });
  const save = useMutation(trpc.waterWaste.postCodeSubmit.mutationOptions());
  // Choosing an address sends the step: the timer runs from when the list was shown.
  const trap = useBotTrap();
  const callback = useMutation(trpc.waterWaste.requestCallback.mutationOptions());
  const afterSave = useStepSaved(trpc.waterWaste.guestInfo.queryKey());
  const known = lead.data?.collections;

  // Coming back with a closed quote's id: choosing an address would be refused, so say why first.
  if (isQuoteClosed(lead.error)) {
    return <QuoteUnavailable error={lead.error} restart={{ href: paths.commercialWaterWaste, label: 'Start again' }} />;
  }

  return (
    <WaterWasteFrame current={0}>
      <FlowCard heading="Let's find your address" intro="Choose your business premises from the list.">
        <HoneypotField trap={trap} />
        <AddressChoiceList
          whenNoAddress={
            <CallbackRequestForm sender={callbackSender(callback, { post_code: postcode })} headingLevel={3} />
          }
          postcode={postcode}
          chosen={known?.full_address}
          busy={save.isPending}
          restartHref={paths.commercialWaterWaste}
          onChoose={(address) =>
            save.mutate(
              {
                post_code: address.postCode || postcode,
                full_address: address.envelopeAddress.summaryLine,
                bussiness_name: address.envelopeAddress.organisation,
                ...trap.fields(),
                ...(known ? { id: known.id } : {}),
              },
              afterSave(({ collections }) => navigate(paths.commercialWaterWasteBussinessName(collections.id))),
            )
          }
        />
      </FlowCard>
    </WaterWasteFrame>
  );
}
