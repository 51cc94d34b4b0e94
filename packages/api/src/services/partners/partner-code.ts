import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L, 2/Z, 5/S or 8/B: a code read off a printed flyer or said on the phone is typed right. */
const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const LENGTH = 8;

/** A new referral code: 8 characters of ALPHABET (25^8 ≈ 1.5 × 10^11 codes), matching referralCodePattern. */
export function newPartnerCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
