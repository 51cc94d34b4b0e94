import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expect, gotoHydrated, test, toasts } from './fixtures.ts';
import { fillTextboxes, textbox } from './support/forms.ts';
import { startQuote } from './support/quotes.ts';
import { answersOf, type Staff } from './support/staff.ts';

// "Prefer we call you?" (issue 12), as a visitor meets it: beside the booking calendar, first when the calendar
// cannot load, and under 'No address found !' on the address step. booking.spec.ts and energy-wizard.spec.ts
// cover the energy and water & waste booking screens and the energy address step; this file covers the funding
// flows' booking screen, a calendar blocked by the browser (and back), the water & waste address step, and a
// refusal on the address step. The calendar is faked as in booking.spec.ts: Calendly is never reached.

const formHeading = 'Prefer we call you?';
const callbackForm = (page: Page) => page.getByRole('region', { name: formHeading });
const bestTime = (form: Locator) => form.getByRole('combobox', { name: 'Best time to call (optional)' });
const submit = (form: Locator) => form.getByRole('button', { name: 'Call me back' });
const calendarBox = (page: Page) => page.getByRole('region', { name: 'Booking calendar' });
const calendarFrame = (page: Page) => page.frameLocator('iframe[title="Choose a time for your call"]');
const calendarFailure = (page: Page) =>
  page.getByRole('alert').filter({ hasText: "We couldn't load the booking calendar." });
const notice = "The calendar could not load. Leave your number and we'll call you.";
const sent = "Thank you. We'll call you back as soon as we can, within office hours.";

/** A phone number no other test (nor the other browser project, on the same database) uses. */
const uniquePhone = () => `07700 9${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;

/** Whether `first` comes before `second` in the document, which is the order a screen reader and Tab follow. */
async function comesBefore(first: Locator, second: Locator) {
  const other = await second.elementHandle();
  return first.evaluate(
    (element, node) => !!node && !!(element.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING),
    other,
  );
}

/**
 * The calendar as booking.spec.ts fakes it: a script that inserts an iframe, a page that says it is shown (a page
 * axe can scan with the rest of the screen).
 */
async function fakeCalendly(page: Page, { blocked }: { blocked: boolean }) {
  let scriptRequests = 0;
  await page.route('https://assets.calendly.com/**', (route) => {
    scriptRequests += 1;
    // As a content blocker in the browser refuses it.
    if (blocked) return route.abort('blockedbyclient');
    return route.fulfill({
      contentType: 'text/javascript',
      body: `window.Calendly = { initInlineWidget: function (options) {
        var frame = document.createElement('iframe');
        frame.src = options.url;
        frame.style.border = '0';
        frame.width = '100%';
        frame.height = '100%';
        options.parentElement.appendChild(frame);
      } };`,
    });
  });
  await page.route('https://calendly.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Calendly</title>
<body><main aria-label="Scheduling"><h1>Pick a time</h1><button type="button">Book 10:00</button></main>
<script>parent.postMessage({ event: 'calendly.event_type_viewed', payload: {} }, '*');</script></body></html>`,
    }),
  );
  return { scriptRequests: () => scriptRequests, unblock: () => (blocked = false) };
}

const loanApplication = (request: APIRequestContext) =>
  startQuote(request, '/api/business-loan/submit', {
    company_name: 'Callback Bakery Ltd',
    borrow_ammount: '30000',
    borrow_month: '12 months',
  });

const waterWasteBusiness = 'Brick Lane Bakery Ltd';
const waterWasteLead = (request: APIRequestContext) =>
  startQuote(request, '/api/commecial-water-waste/post-code/submit', {
    post_code: 'E1 6QL',
    full_address: 'Unit 11, 12 Brick Lane, London',
    bussiness_name: waterWasteBusiness,
  });

/**
 * The lead a callback request was left on, found in the console by its phone (unique to the test), and the request
 * as staff read it there.
 */
async function callbackLead(staff: Staff, phone: string) {
  const lead = await staff.lead({ q: phone });
  const callback = answersOf(lead, [
    'Call back: name',
    'Call back: phone',
    'Best time to call',
    'Email for a confirmation',
  ]);
  return { lead, callback };
}

/** The form's controls are at least 44 px high (buttons and fields a thumb can hit). */
async function expectThumbSizedControls(form: Locator) {
  for (const control of [
    textbox(form, 'Name'),
    textbox(form, 'Phone'),
    bestTime(form),
    textbox(form, 'Email for a confirmation (optional)'),
    submit(form),
  ]) {
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
}

test.describe('Prefer we call you? on the booking screen', () => {
  test.describe('beside a calendar that loaded', () => {
    test.use({ cookieChoice: 'accepted' });

    test(
      'business loan: beside the calendar, the rules under each field, stored against the application',
      { tag: '@phone' },
      async ({ page, request, staff }) => {
        const id = await loanApplication(request);
        await fakeCalendly(page, { blocked: false });
        await gotoHydrated(page, `/calendly/business-loan/${id}`);
        await expect(calendarFrame(page).getByRole('button', { name: 'Book 10:00' })).toBeVisible();
        const form = callbackForm(page);
        await expect(page.getByRole('heading', { level: 2, name: formHeading })).toBeVisible();
        await expect(form).toContainText("Leave your name and number and we'll call you back about your business loan");
        await expect(page.getByText(notice)).toHaveCount(0);

        // The calendar first; the request beside it on a wide screen, under it on a phone.
        expect(await comesBefore(calendarBox(page), form)).toBe(true);
        const [calendar, aside] = [(await calendarBox(page).boundingBox())!, (await form.boundingBox())!];
        if (page.viewportSize()!.width >= 1024) {
          expect(aside.x).toBeGreaterThanOrEqual(calendar.x + calendar.width);
          expect(Math.abs(aside.y - calendar.y)).toBeLessThan(5);
        } else {
          expect(aside.y).toBeGreaterThanOrEqual(calendar.y + calendar.height);
        }
        await expectThumbSizedControls(form);

        // Nothing filled in: both required fields say so, and the first is where the keyboard goes.
        await submit(form).click();
        await expect(textbox(form, 'Name')).toBeFocused();
        await expect(textbox(form, 'Name')).toHaveAttribute('aria-invalid', 'true');
        await expect(textbox(form, 'Name')).toHaveAccessibleDescription('Please enter your name.');
        await expect(textbox(form, 'Phone')).toHaveAccessibleDescription(
          'Please enter a phone number we can call you on.',
        );

        // The optional e-mail follows the site's e-mail rule.
        const phone = uniquePhone();
        await fillTextboxes(form, {
          Name: '  Sam Carter ',
          Phone: phone,
          'Email for a confirmation (optional)': 'sam@',
        });
        await submit(form).click();
        await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
        await expect(textbox(form, 'Name')).not.toHaveAttribute('aria-invalid', 'true');

        await textbox(form, 'Email for a confirmation (optional)').fill('sam@example.com');
        await bestTime(form).selectOption('Afternoon (2pm to 6pm)');
        await submit(form).click();
        const confirmation = form.getByRole('status');
        await expect(confirmation).toContainText(sent);
        await expect(confirmation).toContainText(`We'll call Sam Carter on ${phone}, afternoon (2pm to 6pm).`);
        // The form has gone; the keyboard is left on the confirmation, not thrown back to the top of the page.
        await expect(textbox(form, 'Name')).toHaveCount(0);
        await expect(page.locator(':focus')).toContainText(`We'll call Sam Carter on ${phone}`);
        // The call is arranged: the screen shows the confirmation alone, no calendar to book a second call from.
        await expect(calendarBox(page)).toHaveCount(0);

        // Staff see it on this application's lead.
        const { lead, callback } = await callbackLead(staff, phone);
        expect(lead.kind).toBe('business_loan');
        expect(callback).toEqual({
          'Call back: name': 'Sam Carter',
          'Call back: phone': phone,
          'Best time to call': 'Afternoon (2pm to 6pm)',
          'Email for a confirmation': 'sam@example.com',
        });
        await expectNoViolations(page, { include: 'main' });
      },
    );
  });

  test.describe('when the browser blocks the calendar', () => {
    test.use({ expectedConsoleErrors: [/net::ERR_BLOCKED_BY_CLIENT/] });

    test('cookies refused: nothing loads until asked; once the calendar fails the request comes first and is stored', async ({
      page,
      request,
      staff,
    }) => {
      const id = await waterWasteLead(request);
      const calendly = await fakeCalendly(page, { blocked: true });
      await gotoHydrated(page, `/calendly/commercial-water-waste/${id}`);
      const form = callbackForm(page);

      // Before the visitor asks, the calendar's script is not requested; the callback request is already offered.
      const load = page.getByRole('button', { name: 'Load the calendar' });
      await expect(load).toBeVisible();
      await expect(form).toBeVisible();
      expect(await comesBefore(load, form)).toBe(true);
      expect(calendly.scriptRequests()).toBe(0);

      await load.click();
      await expect(calendarFailure(page)).toBeVisible();
      await expect(page.getByText(notice)).toBeVisible();
      expect(calendly.scriptRequests()).toBeGreaterThan(0);
      // First in the reading order and first on the screen (above on a phone, on the left on a wide screen).
      expect(await comesBefore(form, calendarBox(page))).toBe(true);
      const [aside, failure] = [(await form.boundingBox())!, (await calendarFailure(page).boundingBox())!];
      expect(aside.y < failure.y || aside.x + aside.width <= failure.x).toBe(true);
      // Moving the calendar below did not lose the keyboard's place, which 'Load the calendar' left on its box.
      await expect(calendarBox(page)).toBeFocused();
      await expectNoViolations(page, { include: 'main' });

      const phone = uniquePhone();
      await fillTextboxes(form, { Name: 'Ola Berg', Phone: phone });
      await submit(form).click();
      await expect(form.getByRole('status')).toContainText(sent);
      await expect(form.getByRole('status')).toContainText(`We'll call Ola Berg on ${phone}.`);
      // Once the call is arranged, the screen shows that alone: no calendar asking to be tried again.
      await expect(calendarFailure(page)).toHaveCount(0);
      await expect(calendarBox(page)).toHaveCount(0);
      await expect(page.getByText(notice)).toHaveCount(0);
      const { lead, callback } = await callbackLead(staff, phone);
      expect(lead.kind).toBe('water_waste');
      expect(lead.businessName).toBe(waterWasteBusiness);
      // No time chosen: staff read 'Any time'.
      expect(callback).toEqual({
        'Call back: name': 'Ola Berg',
        'Call back: phone': phone,
        'Best time to call': 'Any time',
        'Email for a confirmation': null,
      });
    });

    test.describe('with cookies accepted', () => {
      test.use({ cookieChoice: 'accepted' });

      test('when the calendar loads after Try again, it goes back first and what was typed stays', async ({
        page,
        request,
      }) => {
        const id = await loanApplication(request);
        const calendly = await fakeCalendly(page, { blocked: true });
        await gotoHydrated(page, `/calendly/business-loan/${id}`);
        const form = callbackForm(page);
        await expect(calendarFailure(page)).toBeVisible();
        expect(await comesBefore(form, calendarBox(page))).toBe(true);
        await textbox(form, 'Name').fill('Priya Patel');
        await bestTime(form).selectOption('As soon as possible');

        calendly.unblock();
        await page.getByRole('button', { name: 'Try again' }).click();
        await expect(calendarFrame(page).getByRole('button', { name: 'Book 10:00' })).toBeVisible();
        await expect(page.getByText(notice)).toHaveCount(0);
        expect(await comesBefore(calendarBox(page), form)).toBe(true);
        await expect(textbox(form, 'Name')).toHaveValue('Priya Patel');
        await expect(bestTime(form)).toHaveValue('As soon as possible');
      });
    });
  });
});

test.describe('Prefer we call you? under No address found !', () => {
  test('water & waste: a postcode with no address becomes a lead with a callback request', async ({ page, staff }) => {
    // SW1A 1AA is a well-formed postcode that the built-in address dataset does not hold.
    await gotoHydrated(page, '/commercial-water-waste/select-address/SW1A%201AA');
    await expect(page.getByText('No address found !', { exact: true })).toBeVisible();
    const form = callbackForm(page);
    // Inside the step (its own h2), and outside the live region that announces 'No address found !'.
    await expect(page.getByRole('heading', { level: 3, name: formHeading })).toBeVisible();
    await expect(form.locator('xpath=ancestor::*[@aria-live]')).toHaveCount(0);
    await expect(form).toContainText("Leave your name and number and we'll call you back within office hours");
    expect(await comesBefore(page.getByText('No address found !', { exact: true }), form)).toBe(true);

    await submit(form).click();
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await expect(form.getByText('Please enter a phone number we can call you on.')).toBeVisible();
    await expectNoViolations(page, { include: 'main' });

    await fillTextboxes(form, { Name: 'Zara Hughes', Phone: 'call me' });
    await submit(form).click();
    await expect(textbox(form, 'Phone')).toHaveAccessibleDescription('Please enter a valid phone number.');

    const phone = uniquePhone();
    await textbox(form, 'Phone').fill(phone);
    await bestTime(form).selectOption('Morning (9am to 12pm)');
    await submit(form).click();
    await expect(form.getByRole('status')).toContainText(sent);
    await expect(form.getByRole('status')).toContainText(`We'll call Zara Hughes on ${phone}, morning (9am to 12pm).`);
    // The message stays: the confirmation is added under it.
    await expect(page.getByText('No address found !', { exact: true })).toBeVisible();

    // One water & waste lead holds the postcode, no address, and the request.
    const { lead, callback } = await callbackLead(staff, phone);
    expect(lead.kind).toBe('water_waste');
    expect(answersOf(lead, ['Postcode', 'Address'])).toEqual({ Postcode: 'SW1A 1AA', Address: null });
    expect(callback).toEqual({
      'Call back: name': 'Zara Hughes',
      'Call back: phone': phone,
      'Best time to call': 'Morning (9am to 12pm)',
      'Email for a confirmation': null,
    });
    await expectNoViolations(page, { include: 'main' });
  });

  test('energy: while sending the button waits, and a refusal keeps what the visitor typed', async ({ page }) => {
    const refusal = 'Please enter a valid phone number.';
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/trpc/energy.requestCallback**', async (route) => {
      await answered;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message: refusal,
              code: -32600,
              data: { code: 'BAD_REQUEST', httpStatus: 400, messages: [refusal] },
            },
          },
        ]),
      });
    });
    await gotoHydrated(page, '/comercial-utility/main/SW1A%201AA');
    await expect(page.getByText('No address found !', { exact: true })).toBeVisible();
    const form = callbackForm(page);
    await fillTextboxes(form, { Name: 'Tom Reed', Phone: '01632 960000' });
    await bestTime(form).selectOption('Lunchtime (12pm to 2pm)');
    await textbox(form, 'Email for a confirmation (optional)').fill('tom@example.com');
    await submit(form).click();

    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer();
    await expect(toasts(page).filter({ hasText: refusal })).toBeVisible();
    await expect(submit(form)).toBeEnabled();
    await expect(textbox(form, 'Name')).toHaveValue('Tom Reed');
    await expect(textbox(form, 'Phone')).toHaveValue('01632 960000');
    await expect(bestTime(form)).toHaveValue('Lunchtime (12pm to 2pm)');
    await expect(textbox(form, 'Email for a confirmation (optional)')).toHaveValue('tom@example.com');
    await expect(form.getByRole('status')).toBeEmpty();
  });
});
