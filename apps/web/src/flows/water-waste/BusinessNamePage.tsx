import type { WaterWasteGuestInfo } from '@sme/api';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths.ts';
import { BusinessNameStep } from '../shared/BusinessNameStep.tsx';
import { useLeadReread, waterWasteStepPage } from './WaterWasteLayout.tsx';

/** commercial-water-waste-bussiness-name: no check in the browser (spec §5); the server's message is toasted. */
export default waterWasteStepPage(1, BusinessNameForm);

function BusinessNameForm({ lead }: { lead: WaterWasteGuestInfo }) {
  const [, navigate] = useLocation();
  const reread = useLeadReread();
  return (
    <BusinessNameStep
      router="waterWaste"
      lead={lead}
      intro="Check the name of your business: it is the name the quote will carry."
      onBack={() => navigate(`${paths.commercialWaterWasteSelectAddress(lead.post_code)}?id=${lead.id}`)}
      onSaved={() => reread(() => navigate(paths.commercialWaterWasteSelectService(lead.id)))}
    />
  );
}
