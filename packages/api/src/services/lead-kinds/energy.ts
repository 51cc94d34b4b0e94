import {
  CONTRACT_END_UNSURE,
  energyServiceValues,
  formatUkLongDate,
  labelOf,
  quoteProgress,
  type EnergyFiguresShown,
} from '@sme/domain';
import { answer } from './answers.ts';
import { guestLeadKind } from './guest-lead.ts';

export const energy = guestLeadKind({
  progress: (row) =>
    quoteProgress(
      'energy',
      Boolean(row.supplier),
      [
        [row.service, 'supplier'],
        [row.businessName, 'service'],
      ],
      'business',
    ),
  answers: (row) => [
    ...answer('Service', labelOf(energyServiceValues, row.service)),
    ...answer('Current supplier', row.supplier),
    ...answer(
      'Contract end date',
      row.contractEndUnsure ? CONTRACT_END_UNSURE : row.contractEndDate && formatUkLongDate(row.contractEndDate),
    ),
  ],
  figures: (row) =>
    row.energyFiguresShown ? { energy: row.energyFiguresShown as unknown as EnergyFiguresShown } : null,
});
