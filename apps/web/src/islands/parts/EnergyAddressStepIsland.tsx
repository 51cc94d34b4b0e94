import type { EnergyGuestInfo } from '@sme/api';
import { paths } from '../../app/paths.ts';
import type { EnergyChoice } from '../../flows/energy/energy-choice.ts';
import { useAddressLookup, type AddressLookup } from '../../flows/shared/address-lookup.ts';
import { PremisesAddressStep } from '../../flows/shared/PremisesAddressStep.tsx';
import type { StepPlace } from '../../flows/shared/StepPlainForm.tsx';
import { loadStepAfter } from './energy-step-island.ts';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/**
 * The energy wizard's address step as an island: each address is a submit button of a plain form (energy-steps.ts);
 * `lookup` is the addresses at the postcode as the page's render read them.
 */
export default function EnergyAddressStepIsland({
  lead,
  place,
  postcode,
  choice,
  lookup: read,
  ...island
}: IslandProps & {
  lead: EnergyGuestInfo | undefined;
  place: StepPlace;
  postcode: string;
  choice: EnergyChoice | null;
  lookup: AddressLookup;
}) {
  return (
    <PageProviders {...island}>
      <AddressStep lead={lead} place={place} postcode={postcode} choice={choice} read={read} />
    </PageProviders>
  );
}

function AddressStep({
  lead,
  place,
  postcode,
  choice,
  read,
}: {
  lead: EnergyGuestInfo | undefined;
  place: StepPlace;
  postcode: string;
  choice: EnergyChoice | null;
  read: AddressLookup;
}) {
  const { lookup, retry } = useAddressLookup(postcode, read);
  return (
    <PremisesAddressStep
      router="energy"
      form="energy-address"
      postcode={postcode}
      lead={lead}
      lookup={lookup}
      onRetry={retry}
      restartHref={paths.comercialUtility}
      place={place}
      onSaved={(saved) => loadStepAfter('energy-address', saved, choice)}
    />
  );
}
