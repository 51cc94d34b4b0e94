import { randomUUID } from 'node:crypto';
import { consoleLeadPath } from '@sme/domain';
import { expectNoViolations } from './axe.ts';
import { fakeCalendly } from './fake-embeds.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { startQuote } from './support/quotes.ts';
import { signIn } from './support/console-sign-in.ts';
import { writeSidePort } from './support/side-port.ts';

// The harness runs the server with CALENDLY_TOKEN set and CALENDLY_API_URL on its fake of the scheduling service's
// API (harness/server.ts): a booking made in the site's (fake) scheduling widget is read from there, as the real
// service's would be, and its person and time reach the console.

// Signed out, the console asks who is there (401): on purpose.
// The scheduling widget loads once cookies are accepted.
test.use({ expectedConsoleErrors: [/status of 401/], cookieChoice: 'accepted' });

/** Tells the harness's fake scheduling service who booked this event, and when. */
async function holdBooking(baseURL: string, eventId: string, booking: object) {
  await writeSidePort(baseURL, '/calendly-booking', { eventId, booking });
}

test('a call booked in the scheduling widget shows who booked and when on the console lead page', async ({
  page,
  request,
  staff,
  baseURL,
}) => {
  // Up to 30 s waiting for the server's booking worker (below), then a sign-in and the lead page.
  test.setTimeout(90_000);
  const business = `Brick Lane Bakery ${randomUUID().slice(0, 8)}`;
  const id = await startQuote(request, '/api/commecial-utility/post-code/submit', {
    post_code: 'E1 6QL',
    full_address: 'Unit 4, 12 Brick Lane, London',
    bussiness_name: business,
  });
  const calendly = await fakeCalendly(page);
  // A Thursday afternoon in January (GMT), booked by someone who answered the booking's questions.
  await holdBooking(baseURL!, calendly.eventId, {
    name: 'Priya Patel',
    email: 'priya@patel-bakery.co.uk',
    textReminderNumber: '+44 7700 900123',
    questionsAndAnswers: [{ question: 'What would you like to talk about?', answer: 'Our gas contract ends in March' }],
    startTime: '2027-01-14T14:00:00.000000Z',
  });

  await gotoHydrated(page, `/calendly/commercial-utility/${id}`);
  await page
    .frameLocator('iframe[title="Choose a time for your call"]')
    .getByRole('button', { name: 'Book 10:00' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Your call is booked.' })).toBeVisible();

  // The server reads the booking on its own, after the visitor's request: staff see it once it has. Its worker looks
  // every 2 s and reads five bookings at a time, shared with every other test's on this server.
  await expect
    .poll(async () => (await staff.lead({ q: business })).calls[0]?.details, { timeout: 30_000 })
    .toBe('received');
  const lead = await staff.lead({ q: business });

  await signIn(page);
  await gotoHydrated(page, consoleLeadPath(lead.id));
  await expect(page.getByRole('heading', { name: business, level: 1 })).toBeVisible();
  const calls = page.getByRole('region', { name: 'Booked calls' });
  await expect(calls).toContainText('Call on Thursday 14 January 2027, 14:00');
  await expect(calls).toContainText('Priya Patel');
  await expect(calls.getByRole('link', { name: 'priya@patel-bakery.co.uk' })).toHaveAttribute(
    'href',
    'mailto:priya@patel-bakery.co.uk',
  );
  await expect(calls.getByRole('link', { name: '+44 7700 900123' })).toHaveAttribute('href', /^tel:\+447700900123$/);
  await expect(calls.getByRole('definition')).toHaveText('Our gas contract ends in March');
  await expect(calls.getByRole('term')).toHaveText('What would you like to talk about?');
  // The lead itself now has a person to call, and its timeline says what the scheduling service told us.
  await expect(page.getByRole('region', { name: 'Who to call' })).toContainText('Priya Patel');
  await expect(page.getByText('Booked call with Priya Patel on 14 Jan 2027 14:00')).toBeVisible();
  await expectNoViolations(page);

  // The inbox row names the person too.
  await gotoHydrated(page, '/admin');
  await page.getByRole('searchbox', { name: 'Search' }).fill(business);
  await expect(page.getByRole('main').getByRole('row').filter({ hasText: business })).toContainText('Priya Patel');
});
