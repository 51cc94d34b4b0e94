import { waterWasteStepPage } from './WaterWasteLayout.tsx';

/** commercial-water-waste-average-water-usage. */
export default waterWasteStepPage(3);
