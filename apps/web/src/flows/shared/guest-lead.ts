/** The two flows that start at the visitor's premises (energy, water and waste): the same steps, their own router. */
export type GuestLeadRouter = 'energy' | 'waterWaste';

/** A guest lead as its steps' saves answer it: where the flow goes next is worked out from it. */
export interface SavedGuestLead {
  id: string;
  post_code: string;
}
