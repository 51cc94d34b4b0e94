import { BusinessNameStep } from '../../shared/BusinessNameStep.tsx';
import { afterWaterWasteStep } from '../water-waste-steps.ts';
import type { WaterWasteStepProps } from './water-waste-step.ts';

/** commercial-water-waste-bussiness-name: no check in the browser (spec §5); the server's message is toasted. */
export function BusinessNameForm({ lead, place, go }: WaterWasteStepProps) {
  return (
    <BusinessNameStep
      router="waterWaste"
      form="water-business"
      lead={lead}
      intro="Check the name of your business: it is the name the quote will carry."
      place={place}
      onBack={() => place?.backHref && go(place.backHref)}
      onSaved={() => go(afterWaterWasteStep('business', lead.id))}
    />
  );
}
