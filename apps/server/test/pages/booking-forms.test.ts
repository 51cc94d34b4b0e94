import { describe, expect, it } from 'vitest';
import { loanBasics } from '../../../../packages/api/test/support/sample-answers.ts';
import { xhr } from '../test-server.ts';
import { byRole, byTag, parseHtml, textOf, type Element } from './markup.ts';
import { sendPlainForm } from './plain-post.ts';
import { siteForSuite } from './site.ts';

// The booking screen's "Prefer we call you?" is a plain form on its islands page: sent before the page's code
// arrives, the server stores the request through the flow's requestCallback and shows the screen again, confirming it
// by its reference (Post/Redirect/Get); refused, the screen comes back with what was wrong and every value
// (apps/server/src/http/booking-forms.ts).
const site = siteForSuite();

const request = { form: 'callback', name: 'Ada Plain', phone: '020 7946 0001', best_time: '', email: '' };
const bot = { website: '', form_open_ms: '9000' };

async function energyLead(address: string) {
  const res = await site.app.inject({
    method: 'POST',
    url: '/api/commecial-utility/post-code/submit',
    headers: xhr,
    payload: { post_code: 'E1 6QL', full_address: address, bussiness_name: 'Plain Callback Bakery' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().collections.id as string;
}

const open = async (url: string) => {
  const res = await site.app.inject({ method: 'GET', url, headers: { cookie: 'cookie_consent=rejected' } });
  return { res, document: parseHtml(res.body) };
};
const callbackForm = (document: Element) => byRole(document, 'form', { name: 'Prefer we call you?', exact: true })[0];
const valueOf = (form: Element, name: string) =>
  byTag(form, 'input').find((input) => input.attrs.name === name)?.attrs.value;
const requests = (guestLeadId: string) => site.db.prisma.callbackRequest.findMany({ where: { guestLeadId } });

describe("the booking screen's callback request, sent as a plain form", () => {
  it('stores the request for the lead, and the screen it leads to confirms it by its reference', async () => {
    const id = await energyLead('Unit 1, 12 Brick Lane, London');
    const screen = `/calendly/commercial-utility/${id}`;
    const form = callbackForm((await open(screen)).document)!;
    expect(form.attrs.method).toBe('post');
    expect(form.attrs.action).toBe('#callback-request');

    const res = await sendPlainForm(site, screen, { ...request, ...bot, best_time: 'Morning (9am to 12pm)' });
    expect(res.statusCode).toBe(303);
    expect(res.headers['cache-control']).toBe('no-store');
    const [stored] = await requests(id);
    expect(stored).toMatchObject({ name: 'Ada Plain', phone: '020 7946 0001', bestTime: 'Morning (9am to 12pm)' });
    expect(res.headers.location).toBe(`${screen}?sent=callback&reference=${stored!.reference}`);

    const { res: page, document } = await open(res.headers.location as string);
    expect(page.statusCode).toBe(200);
    // A page with the visitor's name and number is never kept or indexed.
    expect(page.headers['cache-control']).not.toContain('public');
    const status = textOf(byRole(document, 'status').find((region) => textOf(region).includes('Thank you'))!);
    expect(status).toContain("Thank you. We'll call you back as soon as we can, within office hours.");
    expect(status).toContain("We'll call Ada Plain on 020 7946 0001, morning (9am to 12pm).");
    expect(status).toContain(`Your reference is ${stored!.reference}.`);
    // The confirmation replaces the form, as after the island's own send.
    expect(callbackForm(document)).toBeUndefined();
  });

  it('shows the form, not a confirmation, for a reference of another lead or none at all', async () => {
    const id = await energyLead('Unit 2, 12 Brick Lane, London');
    const other = await energyLead('Unit 3, 12 Brick Lane, London');
    await sendPlainForm(site, `/calendly/commercial-utility/${other}`, { ...request, ...bot });
    const [theirs] = await requests(other);
    for (const reference of [theirs!.reference!, 'CB-2345AB', 'not a reference']) {
      const { res, document } = await open(
        `/calendly/commercial-utility/${id}?sent=callback&reference=${encodeURIComponent(reference)}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Ada Plain');
      expect(callbackForm(document)).toBeDefined();
    }
  });

  it('refused, shows the screen again with the problems and every value kept, storing nothing', async () => {
    const id = await energyLead('Unit 4, 12 Brick Lane, London');
    const screen = `/calendly/commercial-utility/${id}`;
    const res = await sendPlainForm(site, screen, { ...request, ...bot, name: '', phone: 'call me', email: 'ada@' });
    expect(res.statusCode).toBe(422);
    const document = parseHtml(res.body);
    const form = callbackForm(document)!;
    const alerts = byRole(form, 'alert').flatMap((alert) => byTag(alert, 'p').map(textOf));
    expect(alerts).toContain('Please enter your name.');
    expect(alerts.length).toBeGreaterThanOrEqual(2);
    expect(valueOf(form, 'phone')).toBe('call me');
    expect(valueOf(form, 'email')).toBe('ada@');
    expect(await requests(id)).toEqual([]);
  });

  it('for a loan application, through the loan’s own callback call', async () => {
    const basics = await site.app.inject({
      method: 'POST',
      url: '/api/business-loan/submit',
      headers: xhr,
      payload: { ...loanBasics, company_name: 'Plain Loan Works Ltd' },
    });
    expect(basics.statusCode).toBe(200);
    const id = basics.json().collections.id as string;
    const res = await sendPlainForm(site, `/calendly/business-loan/${id}`, { ...request, ...bot });
    expect(res.statusCode).toBe(303);
    expect(await site.db.prisma.callbackRequest.count({ where: { loanApplicationId: id } })).toBe(1);
  });
});
