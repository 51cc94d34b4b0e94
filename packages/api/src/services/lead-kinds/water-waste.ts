import { binCollectionValues, labelOf, quoteProgress, waterWasteServiceValues } from '@sme/domain';
import { answer } from './answers.ts';
import { guestLeadKind } from './guest-lead.ts';

export const waterWaste = guestLeadKind({
  progress: (row) =>
    quoteProgress(
      'water_waste',
      Boolean(row.annualUsage || row.binCollectedDays),
      [
        [row.service === 'water', 'water-usage'],
        [row.service === 'waste', 'waste'],
        [row.businessName, 'service'],
      ],
      'business',
    ),
  answers: (row) => [
    ...answer('Service', labelOf(waterWasteServiceValues, row.service)),
    ...answer('Average annual water usage', row.annualUsage),
    ...answer('Bins required', row.requireBin),
    ...answer('Bin capacity (litres)', row.binCapacity),
    ...answer('Collections', labelOf(binCollectionValues, row.binCollectedDays)),
  ],
});
