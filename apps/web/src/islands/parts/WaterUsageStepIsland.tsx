import { WaterUsageForm } from '../../flows/water-waste/steps/WaterUsageForm.tsx';
import { waterWasteStepIsland } from './water-waste-step-island.tsx';

/** Water and waste's page for the water usage as an island of a plain form. */
export default waterWasteStepIsland(WaterUsageForm);
