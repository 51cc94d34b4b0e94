import { describe, expect, it } from 'vitest';
import { byRole, byTag, parseHtml, textOf, type Element } from './markup.ts';
import { siteForSuite } from './site.ts';
import { otherSiteMessage } from '../../src/http/page-forms.ts';

// A lead form on a page moved to islands is a plain HTML form: sent before its island's code arrives (a slow phone,
// a script that failed), the server takes it through the same procedure, or shows the page again with what was wrong
// and what was typed (apps/server/src/http/page-forms.ts).
const site = siteForSuite();
const origin = 'http://localhost:80';

const enquiry = {
  form: 'enquiry',
  page: 'contact',
  first_name: 'Plain Form',
  email: 'plain-form@shop.example',
  phone: '07700 900123',
  business_name: 'Plain Bakery Ltd',
  business_address: '',
  message: 'Sent before the code came',
  website: '',
  form_open_ms: '9000',
};

function send(fields: Record<string, string>, headers: Record<string, string> = { origin: 'http://localhost:80' }) {
  return site.app.inject({
    method: 'POST',
    url: '/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'cookie_consent=rejected', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

const enquiryForm = (document: Element) =>
  byTag(document, 'form').find((form) => form.attrs['aria-label'] === 'Enquiry form')!;
const valueOf = (form: Element, name: string) =>
  [...byTag(form, 'input'), ...byTag(form, 'textarea')].find((field) => field.attrs.name === name);

describe('the contact page’s enquiry form, sent as a plain form', () => {
  it('is taken: the lead is stored, and the page thanks the visitor after a redirect a reload does not repeat', async () => {
    const res = await send({ ...enquiry, utm_source: 'plain-newsletter', landing_page: '/contact?utm_source=x' });
    expect(res.statusCode).toBe(303);
    // The thanks, with the visit carried on to it as a link carries it (withVisit), for whatever the visitor sends next.
    const thanks = new URL(res.headers.location as string, 'http://localhost');
    expect(`${thanks.pathname}?sent=${thanks.searchParams.get('sent')}`).toBe('/contact?sent=enquiry');
    expect(thanks.searchParams.get('utm_source')).toBe('plain-newsletter');
    const lead = await site.db.prisma.lead.findFirstOrThrow({
      where: { email: 'plain-form@shop.example' },
      select: { source: true, kind: true },
    });
    expect(lead.source).toBe('plain-newsletter');

    const thanked = await site.app.inject({ method: 'GET', url: res.headers.location as string });
    expect(thanked.statusCode).toBe(200);
    const status = byRole(enquiryForm(parseHtml(thanked.body)), 'status');
    expect(status.map(textOf)).toEqual(["Thank you for reaching out!We'll be in touch soon."]);
  });

  it('without the required fields: the page again with the spec’s words and every value kept, nothing stored', async () => {
    const res = await send({ ...enquiry, first_name: '', phone: '', email: 'kept@shop.example' });
    expect(res.statusCode).toBe(422);
    expect(res.headers['cache-control']).toBe('no-store');
    const form = enquiryForm(parseHtml(res.body));
    expect(byRole(form, 'alert').map(textOf)).toEqual([
      'Please fill out the required fields!Name, Phone, and Business Name are required.',
    ]);
    expect(valueOf(form, 'email')?.attrs.value).toBe('kept@shop.example');
    expect(valueOf(form, 'business_name')?.attrs.value).toBe('Plain Bakery Ltd');
    expect(textOf(valueOf(form, 'message')!)).toBe('Sent before the code came');
    expect(await site.db.prisma.lead.count({ where: { email: 'kept@shop.example' } })).toBe(0);
  });

  it('with a value the server refuses: its message, the values kept', async () => {
    const res = await send({ ...enquiry, email: 'not-an-address' });
    expect(res.statusCode).toBe(422);
    const form = enquiryForm(parseHtml(res.body));
    expect(byRole(form, 'alert').map(textOf)).toEqual(['Please enter a valid email address.']);
    expect(valueOf(form, 'email')?.attrs.value).toBe('not-an-address');
  });

  it('from another site’s page: refused, nothing stored', async () => {
    const otherSites: Record<string, string>[] = [
      { origin: 'https://elsewhere.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of otherSites) {
      const res = await send({ ...enquiry, email: 'cross-site@shop.example' }, headers);
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe(otherSiteMessage);
    }
    expect(await site.db.prisma.lead.count({ where: { email: 'cross-site@shop.example' } })).toBe(0);
  });

  it('a form the page does not know, or a page that takes none: not found, nothing stored', async () => {
    expect((await send({ ...enquiry, form: 'callback' })).statusCode).toBe(404);
    // A form another page holds: nobody here would thank the visitor.
    const registration = await send({ form: 'register', name: 'Elsewhere', email: 'elsewhere-partner@shop.example' });
    expect(registration.statusCode).toBe(404);
    expect(await site.db.prisma.lead.count({ where: { email: 'elsewhere-partner@shop.example' } })).toBe(0);
    // A page without a form of its own (a quote's landing, whose postcode box is a GET), and one of the single-page
    // app, answer no plain form.
    for (const url of ['/comercial-utility', '/business-loan']) {
      const elsewhere = await site.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        payload: new URLSearchParams({ ...enquiry, email: 'elsewhere@shop.example' }).toString(),
      });
      expect(elsewhere.statusCode, url).toBe(404);
    }
    expect(await site.db.prisma.lead.count({ where: { email: 'elsewhere@shop.example' } })).toBe(0);
    const post = await site.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      payload: 'first_name=x',
    });
    expect(post.statusCode).toBe(404);
  });
});

const registration = {
  form: 'register',
  name: 'Plain Partner',
  email: 'plain-partner@adviser.example',
  phone: '07700 900456',
  business_address: '4 Ledger Lane, York YO1 7HH',
  website: '',
  form_open_ms: '9000',
};

function register(fields: Record<string, string>) {
  return site.app.inject({
    method: 'POST',
    url: '/build-your-career',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const registrationForm = (document: Element) =>
  byTag(document, 'form').find((form) => form.attrs['aria-label'] === 'Partner registration')!;

describe('the partners’ registration form, sent as a plain form', () => {
  it('is taken: the registration is stored, and the page thanks the partner where the form is', async () => {
    const res = await register(registration);
    expect(res.statusCode).toBe(303);
    // The form's action names its id (#register-form), which the browser keeps through the redirect.
    expect(res.headers.location).toBe('/build-your-career?sent=register');
    const lead = await site.db.prisma.lead.findFirstOrThrow({
      where: { email: 'plain-partner@adviser.example' },
      select: { kind: true },
    });
    expect(lead.kind).toBe('partner_registration');

    const thanked = await site.app.inject({ method: 'GET', url: res.headers.location as string });
    const form = registrationForm(parseHtml(thanked.body));
    expect(form.attrs.action).toBe('#register-form');
    expect(form.attrs.id).toBe('register-form');
    expect(byRole(form, 'status').map(textOf)).toEqual(['Registration Successful!Thank you for registering.']);
  });

  it('with a field left out: the spec’s words, every value kept, nothing stored', async () => {
    const res = await register({ ...registration, phone: '', email: 'kept-partner@adviser.example' });
    expect(res.statusCode).toBe(422);
    const form = registrationForm(parseHtml(res.body));
    expect(byRole(form, 'alert').map(textOf)).toEqual([
      'Please fill out the required fields!All fields are required to be filled.',
    ]);
    expect(valueOf(form, 'email')?.attrs.value).toBe('kept-partner@adviser.example');
    expect(valueOf(form, 'business_address')?.attrs.value).toBe('4 Ledger Lane, York YO1 7HH');
    expect(await site.db.prisma.lead.count({ where: { email: 'kept-partner@adviser.example' } })).toBe(0);
  });

  it('with an address the server refuses: under the registration’s own heading, as its toast says it', async () => {
    const res = await register({ ...registration, email: 'not-an-address' });
    expect(res.statusCode).toBe(422);
    const form = registrationForm(parseHtml(res.body));
    expect(byRole(form, 'alert').map(textOf)).toEqual([
      'Registration failed. Try again.Please enter a valid email address.',
    ]);
  });
});

describe('a quote’s postcode form, sent as a plain form (a GET to its flow’s landing page)', () => {
  const get = (url: string) => site.app.inject({ method: 'GET', url, headers: { cookie: 'cookie_consent=rejected' } });

  it('goes on to the flow’s first step for the postcode, with the energy choice carried on', async () => {
    const energy = await get('/comercial-utility?postcode=sw1a+1aa');
    expect(energy.statusCode).toBe(303);
    expect(energy.headers.location).toBe('/comercial-utility/main/SW1A%201AA');
    expect(energy.headers['cache-control']).toBe('no-store');
    const gas = await get('/comercial-utility?service=gas&postcode=E1+6QL');
    expect(gas.headers.location).toBe('/comercial-utility/main/E1%206QL?service=gas');
    const water = await get('/commercial-water-waste?postcode=LS1+4AP');
    expect(water.headers.location).toBe('/commercial-water-waste/select-address/LS1%204AP');
  });

  it.each([
    ['a postcode it cannot read', 'not a postcode', 'Please enter a valid UK postcode.'],
    ['an empty box', '', 'Please enter post code !'],
  ])('with %s: the landing page says so, with what was typed', async (_what, typed, problem) => {
    const res = await get(`/comercial-utility?postcode=${encodeURIComponent(typed)}`);
    expect(res.statusCode).toBe(200);
    const box = byTag(parseHtml(res.body), 'input').find((input) => input.attrs.name === 'postcode')!;
    expect(box.attrs.value ?? '').toBe(typed);
    expect(box.attrs['aria-invalid']).toBe('true');
    expect(byRole(parseHtml(res.body), 'alert').map(textOf)).toContain(problem);
  });

  it('the landing page asked without a postcode is the page as it is', async () => {
    const res = await get('/comercial-utility');
    expect(res.statusCode).toBe(200);
    expect(byRole(parseHtml(res.body), 'alert')).toEqual([]);
  });
});
