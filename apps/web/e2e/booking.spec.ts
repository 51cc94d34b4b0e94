import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, gotoHydrated, test, toasts } from './fixtures.ts';
import { expectNoViolations } from './axe.ts';
import { fakeCalendly } from './fake-embeds.ts';
import { fillTextboxes, textbox } from './support/forms.ts';
import { openOffice } from './support/office-open.ts';
import { startQuote } from './support/quotes.ts';
import { answersOf } from './support/staff.ts';

// The booking screen embeds Calendly. The tests never reach it: its script and its page are replaced by fakes
// that behave as the real ones do (the script inserts an iframe of the URL; the page posts calendly.* messages
// to its parent from https://calendly.com), so the screen's origin check meets a real cross-origin frame.

const heading = 'Get a quick call from us in 60 seconds';
const phoneLink = (page: Page) => page.getByRole('link', { name: 'Call us on 0333 880 1234' });
const frameTitle = 'Choose a time for your call';
const widgetFrame = (page: Page) => page.frameLocator(`iframe[title="${frameTitle}"]`);

const flows = [
  { slug: 'commercial-utility', rest: 'commecial-utility', kind: 'energy' },
  { slug: 'commercial-water-waste', rest: 'commecial-water-waste', kind: 'water_waste' },
] as const;

/** A business name no other lead has (each project and run books its own), so the console's search finds one. */
const uniqueName = (name: string) => `${name} ${randomUUID().slice(0, 8)}`;

/**
 * A lead made as the wizard makes it, through the REST API: its id is what the booking screen takes, its business
 * name what staff search the console by.
 */
async function createLead(request: APIRequestContext, rest: string, address: string) {
  const business = uniqueName('Brick Lane Bakery');
  const data = { post_code: 'E1 6QL', full_address: address, bussiness_name: business };
  return { id: await startQuote(request, `/api/${rest}/post-code/submit`, data), business };
}

const [energyFlow, waterWasteFlow] = flows;

/** A new lead of `flow` (energy unless said) at `address`, its booking screen open on the fake Calendly. */
async function openBooking(
  page: Page,
  request: APIRequestContext,
  address: string,
  {
    flow = energyFlow,
    calendly,
  }: { flow?: (typeof flows)[number]; calendly?: Parameters<typeof fakeCalendly>[1] } = {},
) {
  const lead = await createLead(request, flow.rest, address);
  const fake = await fakeCalendly(page, calendly);
  await gotoHydrated(page, `/calendly/${flow.slug}/${lead.id}`);
  return { ...lead, calendly: fake };
}

/** Calls of the flow's client-personal-info-store made by the page. */
function recordCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('clientPersonalInfoStore')) calls.push(request);
  });
  return calls;
}

/**
 * Counts the booking messages the page has received. The page handles a message in the same dispatch as this
 * listener, and the call it would send leaves on the next task: once the count is reached and a task has passed,
 * a call that was not recorded was never going to be.
 */
async function countBookingMessages(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const counted = window as unknown as { bookingMessages: number };
    counted.bookingMessages = 0;
    window.addEventListener('message', (event) => {
      if ((event.data as { event?: unknown } | null)?.event === 'calendly.event_scheduled')
        counted.bookingMessages += 1;
    });
  });
  return async (count: number) => {
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { bookingMessages: number }).bookingMessages))
      .toBe(count);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };
}

// What the scheduling service says of the call (who, when) is read later and checked in console-booking-details.
const booked = (eventId: string) =>
  expect.objectContaining({
    eventUri: `https://api.calendly.com/scheduled_events/${eventId}`,
    inviteeUri: `https://api.calendly.com/scheduled_events/${eventId}/invitees/IN1`,
    bookedAt: expect.any(String),
  });

test.describe('Callback booking screen', () => {
  test.describe('with cookies accepted', () => {
    test.use({ cookieChoice: 'accepted' });

    for (const { slug, rest, kind } of flows) {
      test(
        `${slug}: shows the quote, a 700 px calendar, and records the booked call once`,
        { tag: '@phone' },
        async ({ page, request, staff }) => {
          const address = `Unit 4, 12 Brick Lane, London (${slug})`;
          const { id, business } = await createLead(request, rest, address);
          const calendly = await fakeCalendly(page);
          const calls = recordCalls(page);
          const handled = await countBookingMessages(page);
          // The heading makes the callback promise while the office is open.
          await openOffice(page);

          await gotoHydrated(page, `/calendly/${slug}/${id}`);
          await expect(page).toHaveTitle('Book your call | SME Compare');
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await expect(page.getByText('30-minute call')).toBeVisible();
          await expect(page.getByTestId('booking-subject')).toContainText(address);
          await expect(page.getByTestId('booking-subject')).toContainText(business);

          const frame = page.locator(`iframe[title="${frameTitle}"]`);
          await expect(frame).toHaveAttribute('src', 'https://calendly.com/smecompare/30min');
          expect((await page.getByTestId('scheduling-frame-box').boundingBox())?.height).toBe(700);
          expect((await frame.boundingBox())?.height).toBe(700);
          await expect(page.getByText('Loading the calendar...')).toBeHidden();

          // The widget reports the booking twice (as on a retry or a second tab): it is sent and stored once.
          const book = widgetFrame(page).getByRole('button', { name: 'Book 10:00' });
          await book.click();
          const confirmation = page.getByRole('status').filter({ hasText: "Your call is booked. We'll call you" });
          // The confirmation waits for the server to store the call; with the whole suite on one server (three
          // browsers, the outbox now sending its e-mails to the harness's mail server) that once took over 5 s.
          await expect(confirmation).toBeVisible({ timeout: 15_000 });
          await book.click();
          await handled(2);
          expect(calls).toHaveLength(1);
          expect(calendly.scriptRequests()).toBe(1);
          // Staff see the one call on this quote's lead.
          const lead = await staff.lead({ q: business });
          expect(lead.kind).toBe(kind);
          expect(lead.calls).toEqual([booked(calendly.eventId)]);
        },
      );
    }

    test.describe('with the page policy out of the way', () => {
      // The Content-Security-Policy already refuses frames from other origins; the screen's own origin check must
      // hold without it, so this test lets the foreign frame in.
      test.use({ bypassCSP: true });

      test('a booking reported from any other origin records nothing', async ({ page, request, staff }) => {
        const { id, business } = await createLead(request, 'commecial-utility', 'Unit 5, 12 Brick Lane, London');
        const calendly = await fakeCalendly(page);
        const foreignEvent = `EV-${randomUUID()}`;
        await page.route('https://scheduling.example.net/**', (route) =>
          route.fulfill({
            contentType: 'text/html',
            body: `<!doctype html><title>Not Calendly</title><script>
              parent.postMessage({ event: 'calendly.event_scheduled', payload: {
                event: { uri: 'https://api.calendly.com/scheduled_events/${foreignEvent}' },
                invitee: { uri: 'https://api.calendly.com/scheduled_events/${foreignEvent}/invitees/X' } } }, '*');
              document.title = 'posted';
            </script>`,
          }),
        );
        const calls = recordCalls(page);
        const handled = await countBookingMessages(page);
        await gotoHydrated(page, `/calendly/commercial-utility/${id}`);
        await expect(widgetFrame(page).getByRole('button', { name: 'Book 10:00' })).toBeVisible();

        // Another site's frame, and the page itself, claim a booking: neither is the widget's origin.
        await page.evaluate(() => {
          const frame = document.createElement('iframe');
          frame.title = 'Foreign frame';
          frame.src = 'https://scheduling.example.net/fake';
          document.body.append(frame);
        });
        await expect.poll(() => page.frame({ url: 'https://scheduling.example.net/fake' })?.title()).toBe('posted');
        await page.evaluate((uri) => {
          window.postMessage(
            { event: 'calendly.event_scheduled', payload: { event: { uri }, invitee: { uri: `${uri}/invitees/Y` } } },
            '*',
          );
        }, `https://api.calendly.com/scheduled_events/${foreignEvent}-self`);
        await handled(2);
        expect(calls).toHaveLength(0);
        expect((await staff.lead({ q: business })).calls).toEqual([]);

        // The widget itself still counts.
        await widgetFrame(page).getByRole('button', { name: 'Book 10:00' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Your call is booked.' })).toBeVisible();
        expect((await staff.lead({ q: business })).calls.map((call) => call.eventUri)).toEqual([
          `https://api.calendly.com/scheduled_events/${calendly.eventId}`,
        ]);
      });
    });

    test.describe('when the script cannot load', () => {
      test.use({ expectedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

      test('offers the phone number and Try again, which loads the calendar', async ({ page, request }) => {
        const { calendly } = await openBooking(page, request, 'Unit 6, 12 Brick Lane, London', {
          flow: waterWasteFlow,
          calendly: { offline: true },
        });

        await expect(
          page.getByRole('alert').filter({ hasText: "We couldn't load the booking calendar." }),
        ).toBeVisible();
        await expect(phoneLink(page)).toHaveAttribute('href', 'tel:03338801234');
        await expect(page.locator('iframe')).toHaveCount(0);
        expect(await page.locator(`script[src^="https://assets.calendly.com/"]`).count()).toBe(0);

        calendly.offline(false);
        const tryAgain = page.getByRole('button', { name: 'Try again' });
        await tryAgain.focus();
        await page.keyboard.press('Enter');
        await expect(widgetFrame(page).getByRole('button', { name: 'Book 10:00' })).toBeVisible();
        await expect(page.getByText("We couldn't load the booking calendar.")).toBeHidden();
        await expect(page.getByRole('region', { name: 'Booking calendar' })).toBeFocused();
        expect(await page.locator(`script[src^="https://assets.calendly.com/"]`).count()).toBe(1);
        expect(calendly.scriptRequests()).toBe(2);
      });
    });

    test('falls back when the widget stays silent, and Try again loads it', async ({ page, request }) => {
      await page.clock.install();
      const { calendly } = await openBooking(page, request, 'Unit 7, 12 Brick Lane, London', {
        calendly: { silent: true },
      });
      await expect(page.locator(`iframe[title="${frameTitle}"]`)).toBeAttached();
      await expect(page.getByText('Loading the calendar...')).toBeVisible();

      await page.clock.fastForward(16_000);
      await expect(page.getByText("We couldn't load the booking calendar.")).toBeVisible();
      await expect(phoneLink(page)).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);

      calendly.silent(false);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(widgetFrame(page).getByRole('button', { name: 'Book 10:00' })).toBeVisible();
      await expect(page.getByText('Loading the calendar...')).toBeHidden();
    });

    test.describe('when recording fails', () => {
      test('toasts the server message and sends the details again on request', async ({ page, request, staff }) => {
        const { id, business } = await createLead(request, 'commecial-utility', 'Unit 8, 12 Brick Lane, London');
        const calendly = await fakeCalendly(page);
        // The first report reaches the server spoilt (its event not an https Calendly URI), so the server refuses it.
        let spoilt = false;
        await page.route('**/trpc/*clientPersonalInfoStore*', (route) => {
          if (spoilt) return route.continue();
          spoilt = true;
          const body = route
            .request()
            .postData()!
            .replace(/https:\/\/api\.calendly\.com/, 'http://api.calendly.com');
          return route.continue({ postData: body });
        });
        await gotoHydrated(page, `/calendly/commercial-utility/${id}`);
        await widgetFrame(page).getByRole('button', { name: 'Book 10:00' }).click();

        await expect(toasts(page)).toContainText('The booking must be a Calendly event.');
        expect((await staff.lead({ q: business })).calls).toEqual([]);
        await page.getByRole('button', { name: 'Send booking details again' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Your call is booked.' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Send booking details again' })).toBeHidden();
        expect((await staff.lead({ q: business })).calls.map((call) => call.eventUri)).toEqual([
          `https://api.calendly.com/scheduled_events/${calendly.eventId}`,
        ]);
      });
    });
  });

  test.describe('with cookies rejected', () => {
    test.use({ cookieChoice: 'rejected' });

    test('shows a placeholder with the phone number and loads the calendar on request', async ({
      page,
      request,
      context,
    }) => {
      const { calendly } = await openBooking(page, request, 'Unit 9, 12 Brick Lane, London');

      const placeholder = page.getByTestId('scheduling-placeholder');
      await expect(placeholder).toContainText('The calendar comes from Calendly, which may set cookies.');
      await expect(phoneLink(page)).toHaveAttribute('href', 'tel:03338801234');
      await expect(placeholder.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(calendly.scriptRequests()).toBe(0);

      await placeholder.getByRole('button', { name: 'Load the calendar' }).click();
      await expect(widgetFrame(page).getByRole('button', { name: 'Book 10:00' })).toBeVisible();
      expect(calendly.scriptRequests()).toBe(1);
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'cookie_consent')?.value).toBe('rejected');
    });
  });

  test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
    test.use({ expectedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

    test('the placeholder, the calendar with its confirmation, and the fallback', async ({ page, request }) => {
      // Three scans of a full page, the last with the scheduling widget's frame in it (axe runs in each frame).
      test.slow();
      const { calendly } = await openBooking(page, request, 'Unit 11, 12 Brick Lane, London', {
        calendly: { offline: true },
      });
      await expect(page.getByTestId('scheduling-placeholder')).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole('button', { name: 'Load the calendar' }).click();
      await expect(page.getByText("We couldn't load the booking calendar.")).toBeVisible();
      await expectNoViolations(page);

      calendly.offline(false);
      await page.getByRole('button', { name: 'Try again' }).click();
      // As the booking tests above: the widget is pressed once it has loaded and the page has taken it as loaded.
      const book = widgetFrame(page).getByRole('button', { name: 'Book 10:00' });
      await expect(book).toBeVisible();
      await expect(page.getByText('Loading the calendar...')).toBeHidden();
      await book.click();
      await expect(page.getByRole('status').filter({ hasText: 'Your call is booked.' })).toBeVisible();
      await expectNoViolations(page);
    });
  });

  for (const path of [`/calendly/commercial-utility/${randomUUID()}`, '/calendly/commercial-water-waste/not-a-lead']) {
    test(`an unknown id answers 404: ${path.split('/')[2]}`, async ({ page }) => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found !' })).toBeVisible();
      await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
    });
  }

  test('an unknown slug answers 404', async ({ page, request }) => {
    const { id } = await createLead(request, 'commecial-utility', 'Unit 10, 12 Brick Lane, London');
    const response = await gotoHydrated(page, `/calendly/no-such-flow/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found !' })).toBeVisible();
  });
});

// The funding flows end on the same screen; their bookings are recorded against the application.
const applications = [
  {
    slug: 'business-loan',
    kind: 'business_loan',
    path: '/api/business-loan/submit',
    data: (business: string) => ({ company_name: business, borrow_ammount: '25000', borrow_month: '12 months' }),
    subject: '£25,000 over 12 months',
  },
  {
    slug: 'cash-advance',
    kind: 'cash_advance',
    path: '/api/cash-advance/store',
    data: (business: string) => ({
      take_payment: 'Face To Face',
      business_location: 'Store',
      business_name: business,
      card_provider: 'Dojo',
    }),
    subject: 'currently with Dojo',
  },
] as const;

test.describe('Callback booking for the funding flows', () => {
  test.use({ cookieChoice: 'accepted' });

  for (const { slug, kind, path, data, subject } of applications) {
    test(`${slug}: shows the application and records the booked call against it`, async ({ page, request, staff }) => {
      const business = uniqueName('Carter Bakery');
      const id = await startQuote(request, path, data(business));
      const calendly = await fakeCalendly(page);
      await openOffice(page);

      await gotoHydrated(page, `/calendly/${slug}/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      for (const text of [business, subject]) await expect(page.getByTestId('booking-subject')).toContainText(text);
      await widgetFrame(page).getByRole('button', { name: 'Book 10:00' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your call is booked.' })).toBeVisible();
      const lead = await staff.lead({ q: business });
      expect(lead.kind).toBe(kind);
      expect(lead.calls).toEqual([booked(calendly.eventId)]);
    });

    test(`${slug}: an unknown application is a 404`, async ({ page }) => {
      const response = await gotoHydrated(page, `/calendly/${slug}/${randomUUID()}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found !' })).toBeVisible();
    });
  }
});

/** The callback request as staff read it on the lead's console page. */
const callbackLabels = [
  'Call back: name',
  'Call back: phone',
  'Best time to call',
  'Email for a confirmation',
] as const;

test.describe('Prefer we call you?', () => {
  test.describe('beside a calendar that loaded', () => {
    test.use({ cookieChoice: 'accepted' });

    test('checks the fields as the server does, stores the request and confirms it', async ({
      page,
      request,
      staff,
    }) => {
      const { business } = await openBooking(page, request, 'Unit 7, 12 Brick Lane, London');
      await expect(widgetFrame(page).getByRole('button', { name: 'Book 10:00' })).toBeVisible();
      const form = page.getByRole('region', { name: 'Prefer we call you?' });
      await expect(form).toBeVisible();

      await form.getByRole('button', { name: 'Call me back' }).click();
      await expect(form.getByText('Please enter your name.')).toBeVisible();
      await expect(form.getByText('Please enter a phone number we can call you on.')).toBeVisible();
      await expect(textbox(form, 'Name')).toHaveAttribute('aria-invalid', 'true');

      await fillTextboxes(form, { Name: 'Sam Jones', Phone: 'call me' });
      await form.getByRole('button', { name: 'Call me back' }).click();
      await expect(form.getByText('Please enter a valid phone number.')).toBeVisible();

      await textbox(form, 'Phone').fill('07700 900456');
      await form.getByRole('combobox', { name: 'Best time to call (optional)' }).selectOption('Morning (9am to 12pm)');
      await form.getByRole('button', { name: 'Call me back' }).click();
      const confirmation = form.getByRole('status');
      await expect(confirmation).toContainText(
        "Thank you. We'll call you back as soon as we can, within office hours.",
      );
      await expect(confirmation).toContainText("We'll call Sam Jones on 07700 900456, morning (9am to 12pm).");
      const lead = await staff.lead({ q: business });
      expect(lead.kind).toBe('energy');
      expect(answersOf(lead, callbackLabels)).toEqual({
        'Call back: name': 'Sam Jones',
        'Call back: phone': '07700 900456',
        'Best time to call': 'Morning (9am to 12pm)',
        'Email for a confirmation': null,
      });
      await expectNoViolations(page, { include: 'main aside' });
    });

    test('keeps what the visitor typed when the server refuses', async ({ page, request }) => {
      const { id } = await createLead(request, 'commecial-water-waste', 'Unit 8, 12 Brick Lane, London');
      await fakeCalendly(page);
      await page.route('**/trpc/waterWaste.requestCallback**', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify([
            {
              error: {
                message: 'Please enter a valid phone number.',
                code: -32600,
                data: { code: 'BAD_REQUEST', httpStatus: 400, messages: ['Please enter a valid phone number.'] },
              },
            },
          ]),
        }),
      );
      await gotoHydrated(page, `/calendly/commercial-water-waste/${id}`);
      const form = page.getByRole('region', { name: 'Prefer we call you?' });
      await fillTextboxes(form, { Name: 'Ola Berg', Phone: '01595 760000' });
      await form.getByRole('button', { name: 'Call me back' }).click();
      await expect(toasts(page).filter({ hasText: 'Please enter a valid phone number.' })).toBeVisible();
      await expect(textbox(form, 'Name')).toHaveValue('Ola Berg');
      await expect(textbox(form, 'Phone')).toHaveValue('01595 760000');
    });
  });

  test.describe('when the calendar cannot load', () => {
    test.use({ cookieChoice: 'accepted', expectedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

    test('is offered first, and takes the request', async ({ page, request, staff }) => {
      const { business } = await openBooking(page, request, 'Unit 9, 12 Brick Lane, London', {
        calendly: { offline: true },
      });
      await expect(page.getByText("The calendar could not load. Leave your number and we'll call you.")).toBeVisible();
      const form = page.getByRole('region', { name: 'Prefer we call you?' });
      const calendarMessage = page.getByRole('alert').filter({ hasText: "We couldn't load the booking calendar." });
      await expect(calendarMessage).toBeVisible();
      // First on the screen and first in the reading order.
      const [formBox, messageBox] = [await form.boundingBox(), await calendarMessage.boundingBox()];
      expect(formBox!.y).toBeLessThan(messageBox!.y);
      await fillTextboxes(form, {
        Name: 'Priya Patel',
        Phone: '07700 900123',
        'Email for a confirmation (optional)': 'priya@example.com',
      });
      await form.getByRole('button', { name: 'Call me back' }).click();
      await expect(form.getByRole('status')).toContainText("We'll call Priya Patel on 07700 900123.");
      const lead = await staff.lead({ q: business });
      expect(lead.kind).toBe('energy');
      // No time chosen: staff read 'Any time'.
      expect(answersOf(lead, callbackLabels)).toEqual({
        'Call back: name': 'Priya Patel',
        'Call back: phone': '07700 900123',
        'Best time to call': 'Any time',
        'Email for a confirmation': 'priya@example.com',
      });
      await expectNoViolations(page, { include: 'main aside' });
    });
  });
});
