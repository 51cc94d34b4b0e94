import { WaterUsageForm } from './steps/WaterUsageForm.tsx';
import { waterWasteStepPage } from './WaterWasteLayout.tsx';

/** commercial-water-waste-average-water-usage. */
export default waterWasteStepPage('usage', 3, WaterUsageForm);
