import { BusinessNameForm } from '../../flows/water-waste/steps/BusinessNameForm.tsx';
import { waterWasteStepIsland } from './water-waste-step-island.tsx';

/** Water and waste's page for the business name as an island of a plain form. */
export default waterWasteStepIsland(BusinessNameForm);
