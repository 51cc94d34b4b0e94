/** One address as the site and the legacy API use it (the external lookup service's shape). */
export interface AddressResult {
  postCode: string;
  envelopeAddress: { summaryLine: string; organisation: string };
}

/** Finds the addresses at a normalised UK postcode ('SW1A 1AA'); [] when there are none. */
export interface AddressProvider {
  lookup(postcode: string): Promise<AddressResult[]>;
}

/** Any failure of the lookup service: the visitor sees one clear message, the log sees the reason. */
export class AddressLookupError extends Error {
  constructor(
    readonly reason: 'timeout' | 'http-status' | 'malformed-body' | 'network',
    detail: string,
  ) {
    super(`Address lookup failed (${reason}): ${detail}`);
    this.name = 'AddressLookupError';
  }
}
