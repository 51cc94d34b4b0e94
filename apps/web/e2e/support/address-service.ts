import { writeSidePort } from './side-port.ts';

/**
 * Takes the postcode lookup service down for `postcode` (the harness's lookup, apps/web/e2e/harness/server.ts): every
 * read of its addresses fails, the page's own render included, until the answer is called. A postcode no other test
 * reads, so no other test sees the outage.
 */
export async function addressServiceDown(baseURL: string, postcode: string): Promise<() => Promise<void>> {
  await writeSidePort(baseURL, '/address-service', { postcode, down: true });
  return async () => {
    await writeSidePort(baseURL, '/address-service', { postcode, down: false });
  };
}
