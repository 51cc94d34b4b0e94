import { WasteInfoForm } from '../../flows/water-waste/steps/WasteInfoForm.tsx';
import { waterWasteStepIsland } from './water-waste-step-island.tsx';

/** Water and waste's page for the bins and collections as an island of a plain form. */
export default waterWasteStepIsland(WasteInfoForm);
