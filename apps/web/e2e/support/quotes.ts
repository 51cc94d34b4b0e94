// Quotes started and read back through the product's own public API: the legacy REST calls an integrator makes and
// the funding wizards' summary procedures (each wizard reads the same to show its answers again). Every call is
// marked as XHR, as the API requires.
import { expect, type APIRequestContext } from '@playwright/test';
import type { RouterOutputs } from '@sme/api';

const xhr = { headers: { 'x-requested-with': 'XMLHttpRequest' } };

/** A quote started through the legacy REST API, as the flow's first page starts it; answers its id. */
export async function startQuote(request: APIRequestContext, path: string, data: object): Promise<string> {
  const response = await request.post(path, { ...xhr, data });
  expect(response.ok(), `POST ${path}`).toBe(true);
  return ((await response.json()) as { collections: { id: string } }).collections.id;
}

async function collections<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, xhr);
  expect(response.status(), `GET ${path}`).toBe(200);
  return ((await response.json()) as { collections: T }).collections;
}

/** A water & waste quote's answers; only a water & waste lead is found there (GET /api/commecial-water-waste/…). */
export const waterWasteQuote = (request: APIRequestContext, id: string) =>
  collections<{
    post_code: string;
    full_address: string;
    bussiness_name: string;
    service: string | null;
    annual_usage: string | null;
    require_bin: number | null;
    bin_capacity: number | null;
    bin_collected_days: string | null;
  }>(request, `/api/commecial-water-waste/guest-info/get/${id}`);

/** An energy quote's answers, as the energy flow's legacy read gives them (a water & waste lead is read here too). */
export const energyQuote = (request: APIRequestContext, id: string) =>
  collections<{
    post_code: string;
    full_address: string;
    bussiness_name: string;
    service: string | null;
    supplier: string | null;
    contact_end_date: string | null;
  }>(request, `/api/commecial-utility/guest-info/get/${id}`);

/** Whether the water & waste read knows the lead: it answers only for a water & waste quote. */
export async function isWaterWasteQuote(request: APIRequestContext, id: string): Promise<boolean> {
  const response = await request.get(`/api/commecial-water-waste/guest-info/get/${id}`, xhr);
  expect([200, 404], `GET /api/commecial-water-waste/guest-info/get/${id}`).toContain(response.status());
  return response.status() === 200;
}

type Outputs = RouterOutputs;
interface Summaries {
  businessLoan: Outputs['businessLoan']['summary']['collections'];
  cashAdvance: Outputs['cashAdvance']['summary']['collections'];
}

/**
 * A funding application as its own wizard reads it back (the flow's summary procedure over /trpc): the answers as
 * labels ('24 months', 'Health & Leisure'), an empty string for a text answer never given.
 */
export async function applicationSummary<Flow extends keyof Summaries>(
  request: APIRequestContext,
  flow: Flow,
  id: string,
): Promise<Summaries[Flow]> {
  const path = `/trpc/${flow}.summary`;
  const response = await request.get(path, { ...xhr, params: { input: JSON.stringify({ id }) } });
  expect(response.status(), `GET ${path}`).toBe(200);
  return ((await response.json()) as { result: { data: { collections: Summaries[Flow] } } }).result.data.collections;
}
