import {
  BOOKING_SCREEN_REACHED,
  CONTRACT_END_UNSURE,
  energyServiceValues,
  flowStep,
  isoDay,
  labelOf,
  stepReached,
} from '@sme/domain';
import { answer } from './answers.ts';
import { guestLeadKind } from './guest-lead.ts';

export const energy = guestLeadKind({
  progress: (row) => {
    if (row.supplier) return BOOKING_SCREEN_REACHED;
    if (row.service) return stepReached(flowStep('energy', 'supplier'));
    if (row.businessName) return stepReached(flowStep('energy', 'service'));
    return stepReached(flowStep('energy', 'business'));
  },
  answers: (row) => [
    ...answer('Service', labelOf(energyServiceValues, row.service)),
    ...answer('Current supplier', row.supplier),
    ...answer(
      'Contract end date',
      row.contractEndUnsure ? CONTRACT_END_UNSURE : row.contractEndDate && isoDay(row.contractEndDate),
    ),
  ],
});
