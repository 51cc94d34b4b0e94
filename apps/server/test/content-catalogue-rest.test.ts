import { testDatabaseKinds } from '@sme/db/testing';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../../packages/api/test/support/seed-catalogue.ts';
import { legacyRequests } from './legacy-rest.ts';
import { expectLegacyError, serverForSuite } from './test-server.ts';

// Issue 31: the catalogue is edited in the console. The REST reads add each card machine's figures (rates, contract
// length, fees in pounds), leave out what is retired, and GET /api/cash-advance/get-product/{id} answers one
// product, retired or not, for the applications that name it.

interface WireProduct {
  id: number;
  name: string;
  monthly_charge: number;
  debit_rate_percent: number | null;
  debit_pence_per_transaction: number | null;
  credit_rate_percent: number | null;
  credit_pence_per_transaction: number | null;
  contract_months: number | null;
  exit_fee: number | null;
  set_up_fee: number | null;
  retired?: boolean;
}

const notFound = 'That product is not in our catalogue.';

describe.each(testDatabaseKinds())('the card-machine catalogue over REST, on %s', (kind) => {
  const server = serverForSuite(kind);
  const { get } = legacyRequests(() => server);
  const products = async () =>
    ((await get('/api/cash-advance/get-data')).json() as { collections: { products: WireProduct[] } }).collections
      .products;

  it('adds the figures a merchant compares to every product of get-data, as the seed ships them', async () => {
    const listed = await products();
    expect(listed).toHaveLength(seedCatalogue.products.length);
    for (const shipped of seedCatalogue.products) {
      expect(listed.find((product) => product.name === shipped.name)).toMatchObject({
        monthly_charge: shipped.monthlyCharge,
        debit_rate_percent: shipped.debitRatePercent,
        debit_pence_per_transaction: shipped.debitPencePerTransaction,
        credit_rate_percent: shipped.creditRatePercent,
        credit_pence_per_transaction: shipped.creditPencePerTransaction,
        contract_months: shipped.contractMonths,
        exit_fee: shipped.exitFeePence / 100,
        set_up_fee: shipped.setUpFeePence / 100,
      });
    }
  });

  it('answers one product by id with the same fields and whether it is retired', async () => {
    const listed = (await products()).find((product) => product.name === 'Clover Mini countertop')!;
    const res = await get(`/api/cash-advance/get-product/${listed.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ collections: { ...listed, retired: false } });
  });

  it.each([['999999'], ['0'], ['abc'], ['1.5'], ['99999999999']])(
    'answers the legacy 404 for the id %s',
    async (id) => {
      expectLegacyError(await get(`/api/cash-advance/get-product/${id}`), [notFound]);
    },
  );

  it('leaves a retired product out of get-data within 2 seconds, and still answers it by id', async () => {
    const product = (await products()).find((candidate) => candidate.name === 'PAX A80 countertop')!;
    await server.db.prisma.product.update({ where: { id: product.id }, data: { retiredAt: new Date() } });
    // Each instance's cached answers are dropped on the database's change notification.
    await expect
      .poll(async () => (await products()).some((candidate) => candidate.id === product.id), { timeout: 2000 })
      .toBe(false);
    await expect
      .poll(async () => (await get(`/api/cash-advance/get-product/${product.id}`)).json(), { timeout: 2000 })
      .toMatchObject({ collections: { id: product.id, name: 'PAX A80 countertop', retired: true } });
  });

  it('leaves a retired term out of the filter list and refuses it as a filter', async () => {
    const term = await server.db.prisma.productTerm.create({ data: { name: 'Weekly', retiredAt: new Date() } });
    const res = await get('/api/cash-advance/get-data');
    expect(
      (res.json() as { collections: { product_terms: { id: number }[] } }).collections.product_terms.map((t) => t.id),
    ).not.toContain(term.id);
    expectLegacyError(
      await get(`/api/cash-advance/get-data?ids[]=${encodeURIComponent(JSON.stringify({ term_id: term.id }))}`),
      ['That filter is not in our catalogue.'],
    );
  });
});
