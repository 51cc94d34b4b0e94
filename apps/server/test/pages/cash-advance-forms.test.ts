import { describe, expect, it } from 'vitest';
import { byRole, byTag, parseHtml, textOf, type Element } from './markup.ts';
import { sendPlainForm } from './plain-post.ts';
import { siteForSuite } from './site.ts';

// The cash advance's two pages hold plain forms on their islands pages: sent before the page's code arrives, the
// merchant-service form creates the application and leads to 'Choose your product' (a 303), and a Select there stores
// the product and leads to booking; refused, the page comes back with what was wrong and every value
// (apps/server/src/http/cash-advance-forms.ts).
const site = siteForSuite();

const merchant = {
  form: 'cash-merchant',
  card_provider: 'Dojo',
  take_payment: 'Online E-Commerce',
  business_location: 'Online',
  business_name: 'Plain Form Deli Ltd',
  website: '',
  form_open_ms: '9000',
};

const send = (url: string, fields: Record<string, string>) => sendPlainForm(site, url, fields);

const applications = (businessName: string) =>
  site.db.prisma.cashAdvanceApplication.findMany({ where: { businessName } });
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const idIn = (location: string) => new RegExp(uuid).exec(location)?.[0] ?? '';
/** The page's alerts, one message each. */
const alerts = (document: Element) => byRole(document, 'alert').flatMap((alert) => byTag(alert, 'p').map(textOf));
const checked = (document: Element, name: string) =>
  byTag(document, 'input').find((input) => input.attrs.name === name && input.attrs.checked !== undefined)?.attrs.value;
const valueOf = (document: Element, name: string) =>
  byTag(document, 'input').find((input) => input.attrs.name === name)?.attrs.value;

describe('the merchant-service form, sent as a plain form', () => {
  it("creates the application and leads to 'Choose your product' for it, then a Select leads to booking", async () => {
    const res = await send('/merchant-service', merchant);
    expect(res.statusCode).toBe(303);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.location).toMatch(new RegExp(`^/merchant-service/choose-product/${uuid}$`));
    const id = idIn(res.headers.location as string);
    const [stored] = await applications('Plain Form Deli Ltd');
    expect(stored).toMatchObject({
      id,
      cardProvider: 'Dojo',
      takePayment: 'online_ecommerce',
      businessLocation: 'online',
      // As the island sends it: the location data the server reads for the visit.
      locationData: [
        { label: 'Country', value: 'Unknown' },
        { label: 'Channel', value: 'Website' },
      ],
    });

    // The next page holds the product form: a Select sent before its code stores the product, then booking.
    const page = await site.app.inject({
      method: 'GET',
      url: res.headers.location as string,
      headers: { cookie: 'cookie_consent=rejected' },
    });
    expect(page.statusCode).toBe(200);
    const list = byRole(parseHtml(page.body), 'form', { name: 'Card machines', exact: true })[0]!;
    expect(list.attrs.method).toBe('post');
    const selects = byTag(list, 'button').filter((button) => button.attrs.name === 'product_id');
    expect(selects.map((button) => button.attrs.type)).toEqual(selects.map(() => 'submit'));
    const product = await site.db.prisma.product.findFirstOrThrow({ where: { retiredAt: null } });
    expect(selects.map((button) => button.attrs.value)).toContain(String(product.id));
    expect(selects.at(-1)?.attrs.value).toBe('Not sure');

    const chosen = await send(res.headers.location as string, {
      form: 'cash-product',
      id,
      product_id: String(product.id),
    });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe(`/calendly/cash-advance/${id}`);
    expect(await site.db.prisma.cashAdvanceApplication.findUniqueOrThrow({ where: { id } })).toMatchObject({
      productId: product.id,
      productNotSure: false,
      cardCostShown: null,
    });
  });

  it("refuses a form without every answer in the form's words, storing nothing and keeping what was chosen", async () => {
    for (const left of ['card_provider', 'take_payment', 'business_location', 'business_name']) {
      const fields = { ...merchant, business_name: `Unsent ${left} Ltd`, [left]: left === 'business_name' ? '  ' : '' };
      const res = await send('/merchant-service', fields);
      expect(res.statusCode, left).toBe(422);
      expect(res.headers['cache-control']).toBe('no-store');
      const page = parseHtml(res.body);
      expect(alerts(page), left).toEqual(['Please fill up all the options !']);
      for (const name of ['card_provider', 'take_payment', 'business_location'].filter((name) => name !== left)) {
        expect(checked(page, name), `${left}: ${name}`).toBe(merchant[name as keyof typeof merchant]);
      }
      if (left !== 'business_name') expect(valueOf(page, 'business_name')).toBe(`Unsent ${left} Ltd`);
    }
    expect(
      await site.db.prisma.cashAdvanceApplication.count({ where: { businessName: { startsWith: 'Unsent' } } }),
    ).toBe(0);
  });

  it('is not taken by a page that does not hold it', async () => {
    const res = await send('/contact', { ...merchant, business_name: 'Wrong Page Deli' });
    expect(res.statusCode).toBe(404);
    expect(await applications('Wrong Page Deli')).toEqual([]);
  });
});

describe('the estimate and the cost estimator, sent with the plain forms', () => {
  it('sends the estimate typed before the code, and its takings start the cost estimator', async () => {
    await site.db.prisma.financeSetting.create({
      data: {
        kind: 'cashAdvance',
        data: { asOf: '2026-11-02', factorRateFrom: 1.15, factorRateTo: 1.35, takingsSharePercent: 10 },
      },
    });
    try {
      const form = await site.app.inject({
        method: 'GET',
        url: '/merchant-service',
        headers: { cookie: 'cookie_consent=rejected' },
      });
      const names = byTag(parseHtml(form.body), 'input').map((input) => input.attrs.name);
      expect(names).toEqual(expect.arrayContaining(['estimate_takings', 'estimate_advance']));

      const bad = await send('/merchant-service', {
        ...merchant,
        business_name: 'Estimate Deli Ltd',
        estimate_takings: '£20,000',
        estimate_advance: 'ten grand',
      });
      expect(bad.statusCode).toBe(422);
      expect(alerts(parseHtml(bad.body))).toEqual([
        'Please enter the advance you would like in pounds, from £1 to £10,000,000 (e.g. £10,000).',
      ]);
      expect(valueOf(parseHtml(bad.body), 'estimate_advance')).toBe('ten grand');
      expect(await applications('Estimate Deli Ltd')).toEqual([]);

      const res = await send('/merchant-service', {
        ...merchant,
        business_name: 'Estimate Deli Ltd',
        estimate_takings: '£20,000',
        estimate_advance: '10000',
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(new RegExp(`^/merchant-service/choose-product/${uuid}\\?takings=20000$`));
      const [stored] = await applications('Estimate Deli Ltd');
      expect(stored?.advanceFiguresShown).toMatchObject({ advancePounds: 10000, monthlyTakingsPounds: 20000 });
    } finally {
      await site.db.prisma.financeSetting.deleteMany({ where: { kind: 'cashAdvance' } });
    }
  });

  it("stores the cost the card showed for the takings in the page's address, and 'Not sure'", async () => {
    const created = await send('/merchant-service', { ...merchant, business_name: 'Takings Deli Ltd' });
    const id = idIn(created.headers.location as string);
    const address = `/merchant-service/choose-product/${id}?takings=12000&sale=20&credit=10&sort=cost`;
    const page = parseHtml(
      (await site.app.inject({ method: 'GET', url: address, headers: { cookie: 'cookie_consent=rejected' } })).body,
    );
    const list = byRole(page, 'form', { name: 'Card machines', exact: true })[0]!;
    // The takings go with a Select as hidden fields of the list's form.
    const hidden = Object.fromEntries(
      byTag(list, 'input').flatMap((input) =>
        input.attrs.type === 'hidden' ? [[input.attrs.name ?? '', input.attrs.value ?? '']] : [],
      ),
    );
    expect(hidden).toMatchObject({ form: 'cash-product', id, takings: '12000', sale: '20', credit: '10' });

    const product = await site.db.prisma.product.findFirstOrThrow({ where: { retiredAt: null } });
    const chosen = await send(address, { ...hidden, product_id: String(product.id) });
    expect(chosen.statusCode).toBe(303);
    expect(
      (await site.db.prisma.cashAdvanceApplication.findUniqueOrThrow({ where: { id } })).cardCostShown,
    ).toMatchObject({ takings: { monthlyTakingsPounds: 12000, averageSalePounds: 20, creditSharePercent: 10 } });

    const notSure = await send(address, { form: 'cash-product', id, product_id: 'Not sure' });
    expect(notSure.statusCode).toBe(303);
    expect(notSure.headers.location).toBe(`/calendly/cash-advance/${id}`);
    expect(await site.db.prisma.cashAdvanceApplication.findUniqueOrThrow({ where: { id } })).toMatchObject({
      productId: null,
      productNotSure: true,
    });
  });

  it('explains takings in the address it cannot estimate from, beside their field, with what was typed', async () => {
    const created = await send('/merchant-service', { ...merchant, business_name: 'Odd Takings Deli' });
    const id = idIn(created.headers.location as string);
    // The estimator sent before its code arrived: a GET to the page with what was typed.
    const res = await site.app.inject({
      method: 'GET',
      url: `/merchant-service/choose-product/${id}?takings=%C2%A3100&sale=%C2%A3250&credit=&sort=cost`,
      headers: { cookie: 'cookie_consent=rejected' },
    });
    expect(res.statusCode).toBe(200);
    const page = parseHtml(res.body);
    const estimator = byRole(page, 'form', { name: 'Estimate your monthly costs', exact: true })[0]!;
    const sale = byTag(estimator, 'input').find((input) => input.attrs.name === 'sale')!;
    expect(sale.attrs.value).toBe('£250');
    expect(sale.attrs['aria-invalid']).toBe('true');
    const described = (sale.attrs['aria-describedby'] ?? '').split(' ');
    const said = byTag(estimator, 'p')
      .filter((p) => described.includes(p.attrs.id ?? ''))
      .map(textOf);
    expect(said).toContain('Your average sale cannot be more than your monthly card takings.');
    expect(byTag(page, 'div').filter((div) => div.attrs['data-testid'] === 'product-estimate')).toEqual([]);
  });

  it('refuses a product the catalogue does not hold, saying so on the page, and stores nothing', async () => {
    const created = await send('/merchant-service', { ...merchant, business_name: 'Unknown Product Deli' });
    const id = idIn(created.headers.location as string);
    const res = await send(`/merchant-service/choose-product/${id}`, {
      form: 'cash-product',
      id,
      product_id: '999999',
    });
    expect(res.statusCode).toBe(422);
    expect(alerts(parseHtml(res.body)).length).toBeGreaterThan(0);
    expect(await site.db.prisma.cashAdvanceApplication.findUniqueOrThrow({ where: { id } })).toMatchObject({
      productId: null,
      productNotSure: false,
    });
  });
});
