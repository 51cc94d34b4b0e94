import type { RouterOutputs } from '@sme/api';
import { normalizePostcode } from '@sme/domain';

/** What the application holds so far, as businessLoan.summary answers it (the saved answers, as labels). */
export type LoanApplication = RouterOutputs['businessLoan']['summary']['collections'];

/** The postcode a looked-up address ends with ('…, LONDON, E1 6QL' → 'E1 6QL'), or '' when it has none. */
export function postcodeOf(address: string): string {
  return normalizePostcode(address.split(',').pop() ?? '') ?? '';
}
