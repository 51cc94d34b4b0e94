import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, gotoHydrated, test, type AgeQuote } from './fixtures.ts';

// A quote's id opens it for 7 days at most: an older one shows the closed message on its pages, with a way to
// start a new quote at the flow's own first page. The quote is aged through the test harness (ageQuote).

const closed = 'This quote is closed. Please start a new one with your postcode.';
const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

async function startedEightDaysAgo(
  request: APIRequestContext,
  ageQuote: AgeQuote,
  path: string,
  data: object,
  quote: Parameters<AgeQuote>[0],
) {
  const response = await request.post(path, { headers: xhr, data });
  expect(response.ok()).toBe(true);
  const { id } = ((await response.json()) as { collections: { id: string } }).collections;
  await ageQuote(quote, id, 8);
  return id;
}

test('an energy quote started 8 days ago: its booking page and its wizard say it is closed and start a new one', async ({
  page,
  request,
  ageQuote,
}) => {
  const id = await startedEightDaysAgo(
    request,
    ageQuote,
    '/api/commecial-utility/post-code/submit',
    { post_code: 'E1 6QL', full_address: `${randomUUID()} Brick Lane`, bussiness_name: 'Old Quote Ltd' },
    'guest-lead',
  );

  await gotoHydrated(page, `/calendly/commercial-utility/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(closed);
  await expect(page.getByText('Get a quick call from us in 60 seconds')).toHaveCount(0);
  await page.getByRole('link', { name: 'Start a new quote' }).click();
  await expect(page).toHaveURL(/\/comercial-utility$/);

  await gotoHydrated(page, `/comercial-utility/main/E1%206QL?step=business&id=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(closed);
  await expect(page.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/comercial-utility');
});

test('a loan application started 8 days ago: its booking page offers a new application at the loan form', async ({
  page,
  request,
  ageQuote,
}) => {
  const id = await startedEightDaysAgo(
    request,
    ageQuote,
    '/api/business-loan/submit',
    { company_name: `Old ${randomUUID()} Ltd`, borrow_ammount: '25000', borrow_month: '12 months' },
    'loan-application',
  );
  await gotoHydrated(page, `/calendly/business-loan/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(closed);
  await page.getByRole('link', { name: 'Start a new application' }).click();
  await expect(page).toHaveURL(/\/business-loan$/);
});
