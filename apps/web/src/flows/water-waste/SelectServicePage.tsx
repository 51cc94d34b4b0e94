import { ServiceForm } from './steps/ServiceForm.tsx';
import { waterWasteStepPage } from './WaterWasteLayout.tsx';

/** commercial-water-waste-select-service. */
export default waterWasteStepPage('service', 2, ServiceForm);
