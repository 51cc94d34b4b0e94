import { z } from 'zod';
import { AddressLookupError, type AddressProvider } from './address-provider.ts';

export interface HttpAddressProviderOptions {
  /** e.g. https://api.example.com: requests go to {baseUrl}/addresses/{postcode}. */
  baseUrl: string;
  /** The access key, sent in a request header: it never leaves the server. */
  key: string;
  keyHeader: string;
  timeoutMs: number;
}

const answer = z.array(
  z.object({
    postCode: z.string(),
    envelopeAddress: z.object({ summaryLine: z.string(), organisation: z.string().nullish() }),
  }),
);

/** The external lookup service of spec §7: GET {url}/addresses/{postcode} with the key in a header. */
export function httpAddressProvider(options: HttpAddressProviderOptions): AddressProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async lookup(postcode) {
      let response: Response;
      try {
        response = await fetch(`${base}/addresses/${encodeURIComponent(postcode)}`, {
          headers: { [options.keyHeader]: options.key, accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new AddressLookupError(
          timedOut ? 'timeout' : 'network',
          timedOut ? `${options.timeoutMs} ms` : String(error),
        );
      }
      // Services of this kind answer an unknown postcode with 404: that is an empty result, not a fault.
      if (response.status === 404) return [];
      if (!response.ok) throw new AddressLookupError('http-status', String(response.status));
      const parsed = answer.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new AddressLookupError('malformed-body', parsed.error.issues[0]?.message ?? '');
      return parsed.data.map((item) => ({
        postCode: item.postCode,
        envelopeAddress: {
          summaryLine: item.envelopeAddress.summaryLine,
          organisation: item.envelopeAddress.organisation ?? '',
        },
      }));
    },
  };
}
