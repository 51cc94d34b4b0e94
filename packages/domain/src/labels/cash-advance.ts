import type { BusinessLocationOption, TakePaymentOption } from '../funding.ts';

/** Stored values of the merchant-service choices. */
export const takePaymentValues = {
  'Face To Face': 'face_to_face',
  'Online E-Commerce': 'online_ecommerce',
} as const satisfies Record<TakePaymentOption, string>;

export const businessLocationValues = { Store: 'store', Online: 'online' } as const satisfies Record<
  BusinessLocationOption,
  string
>;
