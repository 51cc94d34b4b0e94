import { paths } from '../../app/paths.ts';
import type { EnergyChoice } from '../../flows/energy/energy-choice.ts';
import { useAddressLookup, type AddressLookup } from '../../flows/shared/address-lookup.ts';
import type { SavedGuestLead } from '../../flows/shared/guest-lead.ts';
import { PremisesAddressStep } from '../../flows/shared/PremisesAddressStep.tsx';
import type { StepPlace } from '../../flows/shared/StepPlainForm.tsx';
import { loadPage } from './load-page.ts';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/** Each flow that starts at the premises: its router, its step's form, where to start again, where a save leads. */
const flows = {
  energy: {
    router: 'energy',
    form: 'energy-address',
    restartHref: paths.comercialUtility,
    // Where the step leads is fetched with what sends it, not with the page.
    after: (saved: SavedGuestLead, choice: EnergyChoice | null) =>
      import('../../flows/energy/energy-steps.ts').then(({ afterEnergyStep }) =>
        afterEnergyStep('energy-address', saved, choice),
      ),
  },
  water: {
    router: 'waterWaste',
    form: 'water-address',
    restartHref: paths.commercialWaterWaste,
    after: (saved: SavedGuestLead) =>
      import('../../flows/water-waste/water-waste-steps.ts').then(({ afterWaterWasteStep }) =>
        afterWaterWasteStep('address', saved.id),
      ),
  },
} as const;

interface GuestAddressStepProps {
  flow: keyof typeof flows;
  /** The lead, when the visitor came back to the step. */
  lead: { id: string; full_address: string } | undefined;
  place: StepPlace;
  postcode: string;
  /** A Gas or Electricity choice made before the energy wizard, carried on to its next step. */
  choice: EnergyChoice | null;
  /** The addresses at the postcode as the page's render read them. */
  lookup: AddressLookup;
}

/**
 * The address step of the energy wizard or of water and waste as an island: each address is a submit button of a
 * plain form the server takes before the code arrives (apps/server/src/http/guest-address-form.ts).
 */
export default function GuestAddressStepIsland(props: IslandProps & GuestAddressStepProps) {
  const { flow, lead, place, postcode, choice, lookup, ...island } = props;
  return (
    <PageProviders {...island}>
      <AddressStep flow={flow} lead={lead} place={place} postcode={postcode} choice={choice} lookup={lookup} />
    </PageProviders>
  );
}

function AddressStep({ flow, lead, place, postcode, choice, lookup: read }: GuestAddressStepProps) {
  const { lookup, retry } = useAddressLookup(postcode, read);
  const { router, form, restartHref, after } = flows[flow];
  return (
    <PremisesAddressStep
      router={router}
      form={form}
      postcode={postcode}
      lead={lead}
      lookup={lookup}
      onRetry={retry}
      restartHref={restartHref}
      place={place}
      onSaved={(saved) => void after(saved, choice).then(loadPage)}
    />
  );
}
