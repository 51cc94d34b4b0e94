import { randomUUID } from 'node:crypto';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { startQuote } from './support/quotes.ts';

// A quote's id opens it for 7 days at most: an older one shows the closed message on its pages, with a way to
// start a new quote at the flow's own first page. The quote is aged through the test harness (ageQuote).

const closed = 'This quote is closed. Please start a new one with your postcode.';

/** Each flow's quote as its first page starts it (legacy REST), and the pages a link to it opens. */
const flows = [
  {
    quote: 'an energy quote',
    age: 'guest-lead',
    start: '/api/commecial-utility/post-code/submit',
    answers: () => ({
      post_code: 'E1 6QL',
      full_address: `${randomUUID()} Brick Lane`,
      bussiness_name: 'Old Quote Ltd',
    }),
    booking: '/calendly/commercial-utility',
    startNew: 'Start a new quote',
    firstPage: '/comercial-utility',
    wizardStep: (id: string) => `/comercial-utility/main/E1%206QL?step=business&id=${id}`,
  },
  {
    quote: 'a loan application',
    age: 'loan-application',
    start: '/api/business-loan/submit',
    answers: () => ({ company_name: `Old ${randomUUID()} Ltd`, borrow_ammount: '25000', borrow_month: '12 months' }),
    booking: '/calendly/business-loan',
    startNew: 'Start a new application',
    firstPage: '/business-loan',
    wizardStep: (id: string) => `/business-loan?step=category&id=${id}`,
  },
] as const;

for (const flow of flows) {
  test(`${flow.quote} started 8 days ago: its booking page and its wizard say it is closed and start a new one at ${flow.firstPage}`, async ({
    page,
    request,
    ageQuote,
  }) => {
    const id = await startQuote(request, flow.start, flow.answers());
    await ageQuote(flow.age, id, 8);

    await gotoHydrated(page, `${flow.booking}/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(closed);
    await expect(page.getByText('Get a quick call from us in 60 seconds')).toHaveCount(0);
    await page.getByRole('link', { name: flow.startNew }).click();
    await expect(page).toHaveURL(new RegExp(`${flow.firstPage}$`));

    await gotoHydrated(page, flow.wizardStep(id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(closed);
    await expect(page.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', flow.firstPage);
  });
}
