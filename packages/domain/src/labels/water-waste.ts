import type { BinCollectionOption, WaterWasteService } from '../quotes.ts';

/** Stored values and the labels the wire uses for them. */
export const waterWasteServiceValues = { Water: 'water', Waste: 'waste' } as const satisfies Record<
  WaterWasteService,
  string
>;

export const binCollectionValues = {
  'Once in a week': 'once_a_week',
  'Twice a week': 'twice_a_week',
  'Thrice a week': 'thrice_a_week',
} as const satisfies Record<BinCollectionOption, string>;
