import { waterWasteStepPage } from './WaterWasteLayout.tsx';

/** commercial-water-waste-select-service. */
export default waterWasteStepPage(2);
