import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { fillTextboxes } from './support/forms.ts';
import { startQuote } from './support/quotes.ts';
import { answersOf } from './support/staff.ts';

// Issue 28 point 8: the visitor is told the truth about timing. At 23:10 on a Wednesday (UK time, the browser's
// clock) the booking screen and the callback request say when we will call, under their unchanged headings; the
// confirmation gives a day and a reference, which finds the lead in the console. The server's own clock decides the
// day it stores, so the day is checked as a day, not as a date.

const wednesdayNight = new Date('2026-11-25T23:10:00Z'); // GMT in November: 23:10 in the UK
const closedNow = "We're closed now. We'll call you from 9:00 tomorrow (Thursday).";
const heading = 'Get a quick call from us in 60 seconds';

const loanApplication = (request: APIRequestContext) =>
  startQuote(request, '/api/business-loan/submit', {
    company_name: 'Night Owl Bakery Ltd',
    borrow_ammount: '30000',
    borrow_month: '12 months',
  });

/** The calendar is never reached: a blocked script, as a content blocker refuses it (the form then comes first). */
const blockCalendly = (page: Page) => page.route('https://assets.calendly.com/**', (route) => route.abort());

test.describe('out of office hours', () => {
  test.use({ cookieChoice: 'rejected' });

  test('the booking screen and the callback request say when we call; the confirmation a day and a reference', async ({
    page,
    request,
    staff,
  }) => {
    const id = await loanApplication(request);
    await blockCalendly(page);
    await page.clock.setFixedTime(wednesdayNight);
    await gotoHydrated(page, `/calendly/business-loan/${id}`);

    // Out of hours nothing promises a call in 60 seconds: not the heading, not the text under it.
    const hero = page.getByTestId('closed-notice').first();
    await expect(hero).toHaveText(closedNow);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get a quick call from us');
    await expect(page.getByText(/60 seconds/)).toHaveCount(0);
    await expect(
      page.getByText('Ask for a callback below and we call you as soon as we can during office hours.', {
        exact: false,
      }),
    ).toBeVisible();
    const form = page.getByRole('region', { name: 'Prefer we call you?' });
    await expect(form.getByTestId('closed-notice')).toHaveText(closedNow);
    await form.getByRole('combobox', { name: 'Best time to call (optional)' }).selectOption('Lunchtime (12pm to 2pm)');
    await expect(form.getByTestId('closed-notice')).toHaveText(
      "We're closed now. We'll call you tomorrow (Thursday) between 12pm and 2pm.",
    );
    await expectNoViolations(page);

    const phone = `07700 8${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
    await fillTextboxes(form, { Name: 'Night Owl', Phone: phone });
    await form.getByRole('button', { name: 'Call me back' }).click();
    await expect(form).toContainText("Thank you. We'll call you back as soon as we can, within office hours.");
    const plan = form.getByTestId('callback-plan');
    await expect(plan).toHaveText(
      /^We'll call you on (Monday|Tuesday|Wednesday|Thursday|Friday) \d{1,2} [A-Z][a-z]+, between 12pm and 2pm\. Your reference is CB-[2-9A-HJKMNP-TW-Z]{6}\.$/,
    );
    await expectNoViolations(page);

    const reference = /CB-[2-9A-Z]{6}/.exec((await plan.textContent()) ?? '')![0];
    const lead = await staff.lead({ q: reference });
    expect(answersOf(lead, ['Call back: phone', 'Callback reference'])).toEqual({
      'Call back: phone': phone,
      'Callback reference': reference,
    });
  });

  test('nothing extra while the office is open: the promise stands', async ({ page, request }) => {
    const id = await loanApplication(request);
    await blockCalendly(page);
    await page.clock.setFixedTime(new Date('2026-11-25T11:00:00Z'));
    await gotoHydrated(page, `/calendly/business-loan/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(
      page.getByText('Ask for a callback below and we call you in 60 seconds during office hours.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Prefer we call you?' })).toBeVisible();
    await expect(page.getByTestId('closed-notice')).toHaveCount(0);
  });
});
