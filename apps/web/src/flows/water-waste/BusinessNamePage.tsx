import { waterWasteStepPage } from './WaterWasteLayout.tsx';

/** commercial-water-waste-bussiness-name. */
export default waterWasteStepPage(1);
