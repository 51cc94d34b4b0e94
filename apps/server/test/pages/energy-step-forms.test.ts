import { describe, expect, it } from 'vitest';
import { byRole, byTag, parseHtml, textOf, type Element } from './markup.ts';
import { sendPlainForm } from './plain-post.ts';
import { siteForSuite } from './site.ts';

// The energy wizard's steps are plain forms on its islands page: sent before the page's code arrives, each is taken
// through the step's procedure and the visitor goes on to the next step (a 303), or sees the step again with what
// was wrong and everything chosen and typed (apps/server/src/http/energy-step-forms.ts). An address of the list is
// the button that sends the first step.
const site = siteForSuite();

const wizard = '/comercial-utility/main/E1%206QL';
const listed = 'Saffron Row Kitchen Ltd, Ground Floor, 74 Brick Lane, LONDON, E1 6QL';

const send = (url: string, fields: Record<string, string>) => sendPlainForm(site, url, fields);

const address = (fields: Record<string, string> = {}) => ({
  form: 'energy-address',
  post_code: 'E1 6QL',
  full_address: listed,
  website: '',
  form_open_ms: '9000',
  ...fields,
});
const lead = (id: string) => site.db.prisma.guestLead.findUniqueOrThrow({ where: { id } });
const idIn = (location: string) => new URL(location, 'http://localhost').searchParams.get('id') ?? '';
const fieldNamed = (document: Element, name: string) => byTag(document, 'input').filter((f) => f.attrs.name === name);
/** The step's problems, as the page shows them above it. */
const problems = (document: Element) => byRole(document, 'alert').flatMap((alert) => byTag(alert, 'p').map(textOf));

async function newLead(url = wizard) {
  const res = await send(url, address());
  expect(res.statusCode).toBe(303);
  return { id: idIn(res.headers.location as string), location: res.headers.location as string };
}

describe("the energy wizard's steps, sent as plain forms", () => {
  it('offers each address of the postcode as a button of the step’s form', async () => {
    const res = await site.app.inject({ method: 'GET', url: wizard, headers: { cookie: 'cookie_consent=rejected' } });
    const page = parseHtml(res.body);
    const form = byRole(page, 'form', { name: "Let's find your address", exact: true })[0]!;
    expect(form.attrs.method).toBe('post');
    const choices = byTag(form, 'button').filter((button) => button.attrs.name === 'full_address');
    expect(choices.map((button) => button.attrs.value)).toContain(listed);
    expect(choices.every((button) => button.attrs.type === 'submit' && button.attrs.disabled === undefined)).toBe(true);
  });

  it('takes the address, the name, the service and the supplier, each leading on and the last to booking', async () => {
    const first = await send(wizard, address());
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toMatch(/^\/comercial-utility\/main\/E1%206QL\?step=business&id=[0-9a-f-]{36}$/);
    const id = idIn(first.headers.location as string);
    // The organisation the lookup names at the address, as the island sends it.
    expect(await lead(id)).toMatchObject({ flow: 'energy', postCode: 'E1 6QL', fullAddress: listed });
    expect((await lead(id)).businessName).toBe('Saffron Row Kitchen Ltd');

    const second = await send(first.headers.location as string, {
      form: 'energy-business',
      id,
      bussiness_name: 'Saffron Row Café',
    });
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe(`${wizard}?step=service&id=${id}`);

    const third = await send(second.headers.location as string, { form: 'energy-service', id, service: 'Gas' });
    expect(third.statusCode).toBe(303);
    expect(third.headers.location).toBe(`${wizard}?step=supplier&id=${id}`);

    const fourth = await send(third.headers.location as string, {
      form: 'energy-supplier',
      id,
      supplier: 'EDF',
      contact_end_date: '',
      contract_end_unsure: '1',
      gas_annual_kwh: '12,000',
      gas_monthly_bill: '',
      gas_unit_rate: '',
      gas_standing_charge: '',
    });
    expect(fourth.statusCode).toBe(303);
    expect(fourth.headers.location).toBe(`/calendly/commercial-utility/${id}`);
    expect(await lead(id)).toMatchObject({
      businessName: 'Saffron Row Café',
      service: 'gas',
      supplier: 'EDF',
      contractEndUnsure: true,
    });
    expect(JSON.stringify((await lead(id)).energyFiguresShown)).toContain('12000');
  });

  it('carries a Gas or Electricity choice made before the wizard on to the next step', async () => {
    const res = await send(`${wizard}?service=gas`, address());
    expect(res.headers.location).toMatch(/\?step=business&id=[0-9a-f-]{36}&service=gas$/);
  });

  it('takes the visit the address carries when the page’s script had not added it, and carries it on', async () => {
    // Sent before the page's script noted the visit: the address still holds what the page before carried on.
    const carried = `utm_source=newsletter&utm_medium=email&landing_page=${encodeURIComponent('/comercial-utility')}`;
    // An address no other test here sends: the same answers again would be taken as the same lead.
    const res = await send(
      `${wizard}?${carried}`,
      address({ full_address: 'Eastgate Bagel & Bake, Shop 2, 68 Brick Lane, LONDON, E1 6QL' }),
    );
    const next = new URL(res.headers.location as string, 'http://localhost');
    expect(next.pathname).toBe('/comercial-utility/main/E1%206QL');
    expect(next.searchParams.get('step')).toBe('business');
    // On to the next page, which notes it and takes it out of the address bar, as a link does (withVisit).
    expect(next.searchParams.get('utm_source')).toBe('newsletter');
    expect(next.searchParams.get('landing_page')).toBe('/comercial-utility');
    const lead = await site.db.prisma.lead.findFirstOrThrow({ where: { guestLeadId: next.searchParams.get('id')! } });
    expect(lead).toMatchObject({ source: 'newsletter', medium: 'email' });
    expect(lead.firstTouch).toMatchObject({ landingPage: '/comercial-utility' });
  });

  it('changes the address of the same lead when the visitor comes back to the first step', async () => {
    const { id } = await newLead();
    const typed = 'Unit 9, Quarry Road, London, E1 6QL';
    const res = await send(`${wizard}?id=${id}`, address({ id, full_address: typed }));
    expect(res.headers.location).toBe(`${wizard}?step=business&id=${id}`);
    // An address the lookup does not list has no organisation: the next step asks for the name.
    expect(await lead(id)).toMatchObject({ fullAddress: typed, businessName: null });
  });

  it('refuses a blank name, no service and no supplier in the server’s words, keeping what was sent', async () => {
    const { id } = await newLead();
    const name = await send(`${wizard}?step=business&id=${id}`, { form: 'energy-business', id, bussiness_name: ' ' });
    expect(name.statusCode).toBe(422);
    expect(name.headers['cache-control']).toBe('no-store');
    expect(problems(parseHtml(name.body)).length).toBeGreaterThan(0);

    const service = await send(`${wizard}?step=service&id=${id}`, { form: 'energy-service', id });
    expect(service.statusCode).toBe(422);
    expect(problems(parseHtml(service.body))).toContain('Please select a service !');

    const supplier = await send(`${wizard}?step=supplier&id=${id}`, {
      form: 'energy-supplier',
      id,
      supplier: 'EDF',
      contact_end_date: '',
    });
    expect(supplier.statusCode).toBe(422);
    const page = parseHtml(supplier.body);
    expect(problems(page)).toContain('Data missing !');
    expect(fieldNamed(page, 'supplier').find((radio) => radio.attrs.value === 'EDF')?.attrs.checked).toBeDefined();
    expect(await lead(id)).toMatchObject({ service: null, supplier: null });
  });

  it('refuses a figure of "What you pay now" it cannot read, with the field’s message and the figure kept', async () => {
    const { id } = await newLead();
    await send(`${wizard}?step=service&id=${id}`, { form: 'energy-service', id, service: 'Electricity' });
    const res = await send(`${wizard}?step=supplier&id=${id}`, {
      form: 'energy-supplier',
      id,
      supplier: 'EDF',
      contact_end_date: '2027-03-31',
      electricity_unit_rate: 'lots',
    });
    expect(res.statusCode).toBe(422);
    const page = parseHtml(res.body);
    expect(problems(page).join(' ')).toContain('unit rate');
    expect(fieldNamed(page, 'electricity_unit_rate')[0]?.attrs.value).toBe('lots');
  });

  it('is not taken by a page that does not hold the step', async () => {
    const res = await send('/contact', address({ full_address: 'Wrong Page Ltd, 1 High Street, London, E1 6QL' }));
    expect(res.statusCode).toBe(404);
    expect(
      await site.db.prisma.guestLead.findMany({ where: { fullAddress: { startsWith: 'Wrong Page Ltd' } } }),
    ).toEqual([]);
  });
});
