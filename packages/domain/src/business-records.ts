// One business, one record: the words for the leads a business sent, linked by phone, e-mail or company.

export const businessRecordMessages = {
  /** A call logged "on the other enquiries too" named a lead that is not one of them, or no longer open. */
  notLinked: 'Some of the other enquiries chosen are not from this business, or are no longer open. Reload the lead.',
} as const;

/** The choice under "Log a call": "Also log on the other open enquiry from this business" / "... the 2 other ...". */
export function alsoLogText(count: number, what: 'call' | 'e-mail'): string {
  return count === 1
    ? `Also log this ${what} on the other open enquiry from this business`
    : `Also log this ${what} on the ${count} other open enquiries from this business`;
}
