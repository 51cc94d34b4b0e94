import { describe, expect, it } from 'vitest';
import { byRole, byTag, parseHtml, textOf, type Element } from './markup.ts';
import { sendPlainForm } from './plain-post.ts';
import { siteForSuite } from './site.ts';

// The loan wizard's steps are plain forms on its islands page: sent before the page's code arrives, each is taken
// through the step's procedure and the visitor goes on to the next step (a 303), or sees the step again with what
// was wrong and everything typed (apps/server/src/http/loan-step-forms.ts). 'Search Address' sent so saves nothing
// and shows the addresses found.
const site = siteForSuite();

const step1 = {
  form: 'loan-basic',
  borrow_ammount: '25000',
  borrow_month: '12 months',
  company_name: 'Plain Loan Bakery Ltd',
  legal_form: 'limited_company',
  postcode: 'e1 6ql',
  trading_info: 'no',
  website: '',
  form_open_ms: '9000',
};

const send = (url: string, fields: Record<string, string>) => sendPlainForm(site, url, fields);

const applications = (companyName: string) => site.db.prisma.loanApplication.findMany({ where: { companyName } });
const fieldNamed = (document: Element, name: string) =>
  [...byTag(document, 'input'), ...byTag(document, 'select')].find((field) => field.attrs.name === name);
/** Each message the page shows as an alert: the step's problems, one paragraph each, or a field's own. */
const alerts = (document: Element) =>
  byRole(document, 'alert').flatMap((alert) => {
    const paragraphs = byTag(alert, 'p');
    return paragraphs.length > 0 ? paragraphs.map(textOf) : [textOf(alert)];
  });
const idIn = (location: string) => new URL(location, 'http://localhost').searchParams.get('id') ?? '';

describe("the loan wizard's steps, sent as plain forms", () => {
  it('takes step 1, then step 2, then step 3, each leading to the next and the last to booking', async () => {
    const first = await send('/business-loan', step1);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toMatch(/^\/business-loan\?step=category&id=[0-9a-f-]{36}$/);
    const id = idIn(first.headers.location as string);
    const [stored] = await applications('Plain Loan Bakery Ltd');
    expect(stored).toMatchObject({ id, legalForm: 'limited_company', postCode: 'E1 6QL', borrowAmount: 25000 });

    const second = await send(first.headers.location as string, { form: 'loan-category', id, business_cat: 'Retail' });
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe(`/business-loan?step=turnover&id=${id}`);

    const third = await send(second.headers.location as string, {
      form: 'loan-turnover',
      id,
      monthly_turnover_from: '40',
    });
    expect(third.statusCode).toBe(303);
    expect(third.headers.location).toBe(`/calendly/business-loan/${id}`);
    expect(await site.db.prisma.loanApplication.findUniqueOrThrow({ where: { id } })).toMatchObject({
      businessCategory: 'retail',
      monthlyTurnoverFrom: 40,
    });
  });

  it("refuses step 1 without what the wizard requires, in the wizard's words, keeping every value", async () => {
    const res = await send('/business-loan', {
      ...step1,
      company_name: 'Unsent Loan Ltd',
      legal_form: '',
      postcode: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = parseHtml(res.body);
    expect(alerts(page)).toContain('* Please choose your legal form');
    expect(alerts(page)).toContain('* This field is required');
    expect(fieldNamed(page, 'company_name')?.attrs.value).toBe('Unsent Loan Ltd');
    expect(fieldNamed(page, 'borrow_ammount')?.attrs.value).toBe('25000');
    expect(await applications('Unsent Loan Ltd')).toEqual([]);
  });

  it("searches the post code for 'Search Address', saving nothing and keeping what was typed", async () => {
    const res = await send('/business-loan', { ...step1, company_name: 'Searching Loan Ltd', search: 'company' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = parseHtml(res.body);
    const dropdown = fieldNamed(page, 'company_address')!;
    expect(dropdown.tag).toBe('select');
    expect(byTag(dropdown, 'option').map(textOf)).toContain(
      'Saffron Row Kitchen Ltd, Ground Floor, 74 Brick Lane, LONDON, E1 6QL',
    );
    expect(fieldNamed(page, 'company_name')?.attrs.value).toBe('Searching Loan Ltd');
    expect(await applications('Searching Loan Ltd')).toEqual([]);
  });

  it.each([
    ['', 'Please enter post code !'],
    ['ZZ1 1ZZ', 'No data found for this post code !'],
  ])("says what a search of '%s' found instead: %s", async (postcode, message) => {
    const res = await send('/business-loan', { ...step1, postcode, search: 'company' });
    expect(res.statusCode).toBe(200);
    expect(alerts(parseHtml(res.body))).toContain(message);
  });

  it('refuses step 2 without a category, and a turnover off the bands, saving nothing', async () => {
    const first = await send('/business-loan', { ...step1, company_name: 'No Category Ltd' });
    const id = idIn(first.headers.location as string);
    const category = await send(first.headers.location as string, { form: 'loan-category', id });
    expect(category.statusCode).toBe(422);
    expect(alerts(parseHtml(category.body))).toContain('Please select one first !');
    const turnover = await send(`/business-loan?step=turnover&id=${id}`, {
      form: 'loan-turnover',
      id,
      monthly_turnover_from: '30',
    });
    expect(turnover.statusCode).toBe(422);
    expect(await site.db.prisma.loanApplication.findUniqueOrThrow({ where: { id } })).toMatchObject({
      businessCategory: null,
      monthlyTurnoverFrom: null,
    });
  });

  it('is not taken by a page that does not hold the step', async () => {
    const res = await send('/contact', { ...step1, company_name: 'Wrong Page Ltd' });
    expect(res.statusCode).toBe(404);
    expect(await applications('Wrong Page Ltd')).toEqual([]);
  });
});
