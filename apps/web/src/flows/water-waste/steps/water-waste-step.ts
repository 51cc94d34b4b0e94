import type { WaterWasteGuestInfo } from '@sme/api';
import type { StepPlace } from '../../shared/StepPlainForm.tsx';

/**
 * What each page after the address is given, on the single-page app's page or as an island: its lead, its place (Back,
 * the server's answer to a plain submission) and how to go where a save leads.
 */
export interface WaterWasteStepProps {
  lead: WaterWasteGuestInfo;
  place?: StepPlace;
  go: (href: string) => void;
}
