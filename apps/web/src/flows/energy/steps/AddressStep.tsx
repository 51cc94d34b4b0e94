import type { EnergyGuestInfo } from '@sme/api';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../app/paths.ts';
import { useTRPC } from '../../../app/trpc.ts';
import { toastErrors } from '../../../ui/toast-errors.ts';
import { AddressChoiceList } from '../../shared/AddressChoiceList.tsx';
import { FlowCard } from '../../shared/FlowCard.tsx';
import { useRefreshEnergyLead } from '../use-refresh-lead.ts';

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
  const refreshLead = useRefreshEnergyLead();

  return (
    <FlowCard heading="Let's find your address" intro="Choose your business premises from the list.">
      <AddressChoiceList
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
              ...(lead ? { id: lead.id } : {}),
            },
            {
              onSuccess: async ({ collections }) => {
                await refreshLead();
                onSaved(collections.id);
              },
              onError: toastErrors,
            },
          )
        }
      />
    </FlowCard>
  );
}
