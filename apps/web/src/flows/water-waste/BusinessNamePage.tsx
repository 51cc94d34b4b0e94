import { BusinessNameForm } from './steps/BusinessNameForm.tsx';
import { waterWasteStepPage } from './WaterWasteLayout.tsx';

/** commercial-water-waste-bussiness-name. */
export default waterWasteStepPage('business', 1, BusinessNameForm);
