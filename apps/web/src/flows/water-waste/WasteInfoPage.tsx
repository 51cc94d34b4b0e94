import { WasteInfoForm } from './steps/WasteInfoForm.tsx';
import { waterWasteStepPage } from './WaterWasteLayout.tsx';

/** commercial-water-waste-get-waste-info. */
export default waterWasteStepPage('waste', 3, WasteInfoForm);
