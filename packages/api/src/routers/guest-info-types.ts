import type { z } from 'zod';
import type { energyGuestInfoOutput } from './energy/guest-info.schema.ts';
import type { waterWasteGuestInfoOutput } from './water-waste/guest-info.schema.ts';

// Beside the flows, not in guest-lead/: both flows build on guest-lead, which must not import them back.

/** What each flow's pages know about the visitor's lead. */
export type EnergyGuestInfo = z.output<typeof energyGuestInfoOutput>['collections'];
export type WaterWasteGuestInfo = z.output<typeof waterWasteGuestInfoOutput>['collections'];
