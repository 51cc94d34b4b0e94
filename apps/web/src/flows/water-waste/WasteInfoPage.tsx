import { waterWasteStepPage } from './WaterWasteLayout.tsx';

/** commercial-water-waste-get-waste-info. */
export default waterWasteStepPage(3);
