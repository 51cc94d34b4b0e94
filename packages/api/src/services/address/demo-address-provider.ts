import demoAddresses from './demo-addresses.json' with { type: 'json' };
import type { AddressProvider, AddressResult } from './address-provider.ts';

interface DemoPostcode {
  postcode: string;
  addresses: { organisation: string; line1: string; line2: string; town: string }[];
}

/** The built-in dataset shipped with the project: works offline, used when no lookup key is configured. */
export function demoAddressProvider(): AddressProvider {
  const byPostcode = new Map<string, AddressResult[]>();
  for (const entry of demoAddresses as DemoPostcode[]) {
    byPostcode.set(
      entry.postcode,
      entry.addresses.map((address) => ({
        postCode: entry.postcode,
        envelopeAddress: {
          organisation: address.organisation,
          summaryLine: [address.organisation, address.line1, address.line2, address.town, entry.postcode]
            .filter(Boolean)
            .join(', '),
        },
      })),
    );
  }
  return { lookup: async (postcode) => byPostcode.get(postcode) ?? [] };
}

/** The postcodes the built-in dataset knows, for the README and tests. */
export const demoPostcodes = (demoAddresses as DemoPostcode[]).map((entry) => entry.postcode);
