import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasWebBuild } from '../src/http/web-build.ts';
import { startTestServer, xhr, type TestServer } from './test-server.ts';

// Issue 44 part 4, as the server renders the pages: the card machines' claims come from the catalogue (none is made
// of a machine whose entry does not list it), and every cost says its VAT basis.

let server: TestServer;
beforeAll(async () => {
  if (!hasWebBuild()) throw new Error('Build the web app first: npm run build');
  server = await startTestServer('pglite', { pages: true });
}, 120_000);
afterAll(() => server?.close());

/** What a reader sees of some markup: its text, with the entities React writes read back. */
const readable = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

async function page(url: string): Promise<string> {
  const res = await server.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

/** The product cards of a choose-product page, as the server rendered them. */
const productCards = (html: string) =>
  html
    .split('data-testid="product-card"')
    .slice(1)
    .map((part) => part.split('data-testid="not-sure-card"')[0]!);

describe('the payment page: terminal claims from the catalogue', () => {
  it('says how many machines list 4G and Wi-Fi and the battery, and claims no uptime no machine lists', async () => {
    const html = await page('/payment-solution');
    const text = readable(html);
    expect(text).toContain('Dual Wi-Fi and 4G');
    expect(text).toContain('On 5 of the 14 card machines we compare: they connect over your Wi-Fi or over 4G');
    expect(text).toContain('10-hour battery');
    expect(text).toContain('On 3 of the 14 card machines we compare: a battery that lasts a full trading day');
    expect(text).not.toMatch(/uptime/i);
    // Nor does its description for search engines.
    expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).not.toMatch(/battery|uptime|4G/i);
  });

  it('makes no battery claim once no machine lists a battery', async () => {
    const { prisma } = server.db;
    const battery = await prisma.productFeature.findFirstOrThrow({ where: { name: '10-hour battery' } });
    const withBattery = await prisma.product.findMany({ where: { features: { some: { id: battery.id } } } });
    expect(withBattery).toHaveLength(3);
    for (const product of withBattery) {
      await prisma.product.update({
        where: { id: product.id },
        data: { features: { disconnect: { id: battery.id } } },
      });
    }
    // The change reaches the page cache through the content notifications: the page is made again.
    await expect.poll(async () => readable(await page('/payment-solution'))).not.toMatch(/battery/i);
    expect(readable(await page('/payment-solution'))).toContain('On 5 of the 14 card machines we compare');
  });
});

describe('choose your product: upfront and VAT', () => {
  async function chooseProductPage(): Promise<string> {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/cash-advance/store',
      headers: xhr,
      payload: {
        take_payment: 'Face To Face',
        business_location: 'Store',
        business_name: 'Upfront Bakery',
        card_provider: 'Dojo',
      },
    });
    const { id } = (res.json() as { collections: { id: string } }).collections;
    return page(`/merchant-service/choose-product/${id}`);
  }
  const intro = (html: string) => readable(/data-testid="chooser-intro"[^>]*>([\s\S]*?)<\/p>/.exec(html)![1]!);

  it('each card shows one monthly figure with its VAT basis, the breakdown folded; the intro says what is true', async () => {
    const html = await chooseProductPage();
    expect(intro(html)).toBe(
      'Card machines for Upfront Bakery, each with £0 upfront, a monthly charge and fees on card payments. Monthly ' +
        'charges and set-up fees exclude VAT at 20%; card fees carry no VAT. Filter them, pick one, or choose Not ' +
        'sure and an adviser will help you decide.',
    );
    const cards = productCards(html);
    expect(cards).toHaveLength(14);
    for (const card of cards) {
      // A closed <details> shows its summary only.
      const shown = readable(card.replace(/<details(?![^>]*\bopen\b)[^>]*>[\s\S]*?<\/details>/g, ''));
      expect(shown.match(/£[\d,]+\.\d\d\/month/g)).toHaveLength(1);
      expect(shown).toMatch(/£\d+\.00\/month\+ VAT/);
      expect(card).toMatch(/<details[^>]*><summary[^>]*>Costs and VAT<span class="sr-only"> for /);
      expect(readable(card)).toContain('a payment, no VAT');
    }
  });

  it("with one machine's set-up fee the intro no longer says £0 upfront, and that card says the fee + VAT", async () => {
    const { prisma } = server.db;
    await prisma.product.update({ where: { name: 'Clover Mini countertop' }, data: { setUpFeePence: 4_900 } });
    const html = await chooseProductPage();
    expect(intro(html)).not.toMatch(/£0 upfront/i);
    expect(intro(html)).toContain(
      'each with a monthly charge and fees on card payments; 13 of the 14 have no set-up fee.',
    );
    const clover = readable(productCards(html).find((card) => card.includes('Clover Mini countertop'))!);
    expect(clover).toContain('£49.00 Upfront+ VAT');
    expect(clover).toContain('Set-up fee£49.00 + VAT (£58.80 with VAT)');
    expect(clover).not.toContain('£0 Upfront');
  });
});
