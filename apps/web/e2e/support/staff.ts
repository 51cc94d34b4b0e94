// What staff see of a lead, read through the operator console's own procedures (tRPC over HTTP, as the console's
// browser calls them): how a browser test checks what a form stored without reaching past the product.
import { expect, type APIRequestContext, type APIRequest } from '@playwright/test';
import type { RouterInputs, RouterOutputs } from '@sme/api';

// The harness starts the server with this admin (playwright.config.ts: ADMIN_EMAIL, ADMIN_PASSWORD).
export const consoleAdmin = { email: 'console.admin@example.co.uk', password: 'e2e console password' };

type Inputs = RouterInputs['admin'];
type Outputs = RouterOutputs['admin'];
export type LeadRow = Outputs['leads']['list']['rows'][number];
export type LeadDetail = Outputs['leads']['detail'];

export interface Staff {
  /** The inbox rows a console search finds (business, person, e-mail, phone or postcode), newest first. */
  leads(filters: Omit<Inputs['leads']['list'], 'page'>): Promise<LeadRow[]>;
  /** The one lead a search finds, as its console page shows it (fails when there is not exactly one). */
  lead(filters: Omit<Inputs['leads']['list'], 'page'>): Promise<LeadDetail>;
}

/**
 * The answers a lead's console page lists under these labels; null for one it does not list (nothing stored).
 * Staff read the page's own label for each stored field ('Sent from the page' for the page a form was sent from).
 */
export function answersOf<L extends string>(lead: LeadDetail, labels: readonly L[]): Record<L, string | null> {
  const listed = new Map(lead.answers.map(({ label, value }) => [label, value]));
  return Object.fromEntries(labels.map((label) => [label, listed.get(label) ?? null])) as Record<L, string | null>;
}

const xhr = { 'x-requested-with': 'XMLHttpRequest' };

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, path: string): Promise<T> {
  const body = (await response.json()) as { result?: { data: T }; error?: unknown };
  if (!response.ok() || !body.result) throw new Error(`${path} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body.result.data;
}

/** Signs the console's admin in through the product's sign-in procedure; the context keeps the session cookie. */
export async function signInStaff(
  requests: APIRequest,
  baseURL: string,
): Promise<{ staff: Staff; dispose: () => Promise<void> }> {
  const http = await requests.newContext({ baseURL, extraHTTPHeaders: xhr });
  await data(await http.post('/trpc/admin.session.signIn', { data: consoleAdmin }), 'admin.session.signIn');
  const query = async <T>(path: string, input: unknown) =>
    data<T>(await http.get(`/trpc/${path}`, { params: { input: JSON.stringify(input) } }), path);
  const leads: Staff['leads'] = async (filters) =>
    (await query<Outputs['leads']['list']>('admin.leads.list', filters)).rows;
  return {
    staff: {
      leads,
      lead: async (filters) => {
        const found = await leads(filters);
        expect(found, `leads found by ${JSON.stringify(filters)}`).toHaveLength(1);
        return query<LeadDetail>('admin.leads.detail', { id: found[0]!.id });
      },
    },
    dispose: () => http.dispose(),
  };
}
