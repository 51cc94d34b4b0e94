import {
  binCollectionValues,
  BOOKING_SCREEN_REACHED,
  flowStep,
  labelOf,
  stepReached,
  waterWasteServiceValues,
} from '@sme/domain';
import { answer } from './answers.ts';
import { guestLeadKind } from './guest-lead.ts';

export const waterWaste = guestLeadKind({
  progress: (row) => {
    if (row.annualUsage || row.binCollectedDays) return BOOKING_SCREEN_REACHED;
    if (row.service === 'water') return stepReached(flowStep('water_waste', 'water-usage'));
    if (row.service === 'waste') return stepReached(flowStep('water_waste', 'waste'));
    if (row.businessName) return stepReached(flowStep('water_waste', 'service'));
    return stepReached(flowStep('water_waste', 'business'));
  },
  answers: (row) => [
    ...answer('Service', labelOf(waterWasteServiceValues, row.service)),
    ...answer('Average annual water usage', row.annualUsage),
    ...answer('Bins required', row.requireBin),
    ...answer('Bin capacity (litres)', row.binCapacity),
    ...answer('Collections', labelOf(binCollectionValues, row.binCollectedDays)),
  ],
});
