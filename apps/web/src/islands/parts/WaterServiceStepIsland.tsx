import { ServiceForm } from '../../flows/water-waste/steps/ServiceForm.tsx';
import { waterWasteStepIsland } from './water-waste-step-island.tsx';

/** Water and waste's page for the service (its tiles are radio buttons) as an island of a plain form. */
export default waterWasteStepIsland(ServiceForm);
