import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { dialog, expect, gotoHydrated, hydrated, reloadHydrated, test, toasts } from './fixtures.ts';
import { addressServiceDown } from './support/address-service.ts';
import { energyQuote, isWaterWasteQuote } from './support/quotes.ts';
import { bookingHeading } from './support/booking-screen.ts';

// E1 6QL is in the built-in address dataset: five businesses on Brick Lane, two in the Old Truman Brewery.
const wizardUrl = '/comercial-utility/main/E1%206QL';
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const stepHeading = (page: Page) => page.locator('#step-heading');
const currentStep = (page: Page) => page.getByRole('navigation', { name: 'Progress' }).locator('[aria-current="step"]');
const addressButtons = (page: Page) => page.getByRole('list', { name: 'Addresses' }).getByRole('button');
const next = (page: Page) => page.getByRole('button', { name: 'Next' });
// A link to the step before: it works before the page's code arrives.
const back = (page: Page) => page.getByRole('link', { name: 'Back', exact: true });
/** Each step is a page of its own: its title names the step (what a screen reader announces as it loads). */
const stepTitle = (step: string) => `Compare business energy: ${step} | SME Compare`;
const leadIdOf = (page: Page) => new URL(page.url()).searchParams.get('id') ?? '';

/**
 * The step's page has loaded and its code has run: what these tests check next is what the step's code does (the
 * page before it arrives is late-code.spec.ts's).
 */
async function onStep(page: Page, heading: string) {
  await expect(stepHeading(page)).toHaveText(heading);
  await hydrated(page);
}

async function chooseAddress(page: Page, text: RegExp) {
  await addressButtons(page).filter({ hasText: text }).click();
  await onStep(page, 'Great, we found your address!');
}

test.describe('Energy landing', () => {
  test('asks for a postcode, checks its format, and opens the wizard for it', { tag: '@phone' }, async ({ page }) => {
    await gotoHydrated(page, '/comercial-utility');
    await expect(page).toHaveTitle('Compare business gas and electricity | SME Compare');
    const postcode = page.getByPlaceholder('Enter postcode to start');
    await page.getByRole('button', { name: 'Start comparing' }).click();
    await expect(dialog(page)).toContainText('Please enter post code !');
    await page.getByRole('button', { name: 'OK' }).click();
    await postcode.fill('Brick Lane');
    await page.getByRole('button', { name: 'Start comparing' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid UK postcode.');
    await postcode.fill(' e16ql ');
    await page.getByRole('button', { name: 'Start comparing' }).click();
    await expect(page).toHaveURL(/\/comercial-utility\/main\/E1%206QL$/);
    await onStep(page, "Let's find your address");
  });
});

test.describe('Commercial utility wizard', () => {
  test('goes from the postcode to booking, saving each step', { tag: '@phone' }, async ({ page, request }) => {
    await gotoHydrated(page, '/comercial-utility');
    await page.getByPlaceholder('Enter postcode to start').fill('E1 6QL');
    await page.getByRole('button', { name: 'Start comparing' }).click();
    // The addresses come with the step's page.
    await expect(addressButtons(page)).toHaveCount(5);
    await expect(page).toHaveTitle(stepTitle('Address'));
    await expect(currentStep(page)).toHaveText('Address');
    await expect(page.getByRole('navigation', { name: 'Progress' }).getByRole('listitem')).toHaveText([
      'Address',
      'Business',
      'Service',
      'Supplier',
    ]);

    // The search box filters on the summary line, whatever the case (once the step's code is there).
    await onStep(page, "Let's find your address");
    const search = page.getByRole('searchbox', { name: 'Search your address' });
    await search.fill('old TRUMAN');
    await expect(addressButtons(page)).toHaveCount(2);
    await search.fill('Baker Street');
    await expect(page.getByText('No data found.')).toBeVisible();
    await search.fill('');
    await expect(addressButtons(page)).toHaveCount(5);

    await chooseAddress(page, /Studio 12, Old Truman Brewery/);
    await expect(page).toHaveURL(uuid);
    const id = leadIdOf(page);
    await expect(currentStep(page)).toHaveText('Business');
    await expect(page.getByText(/Studio 12, Old Truman Brewery, 91 Brick Lane/)).toBeVisible();
    const businessName = page.getByRole('textbox', { name: 'Business name' });
    await expect(businessName).toHaveValue('Lanternfish Print Studio');
    expect(await energyQuote(request, id)).toMatchObject({
      post_code: 'E1 6QL',
      bussiness_name: 'Lanternfish Print Studio',
    });
    expect(await isWaterWasteQuote(request, id)).toBe(false);

    await businessName.fill('   ');
    await next(page).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter business name !');
    await businessName.fill('Lanternfish Print & Design Ltd');
    await next(page).click();

    await onStep(page, 'What would you like to compare?');
    await expect(page).toHaveTitle(stepTitle('Service'));
    await expect(currentStep(page)).toHaveText('Service');
    await expect(page.getByRole('radio')).toHaveCount(3);
    await next(page).click();
    await expect(page.getByRole('alert')).toHaveText('Please select a service !');
    await page.getByRole('radio', { name: 'Gas and Electricity' }).check();
    await expect(page.getByRole('alert')).toBeHidden();
    await next(page).click();

    await onStep(page, 'Please select your current supplier');
    await expect(currentStep(page)).toHaveText('Supplier');
    await expect(page.getByRole('group', { name: 'Current supplier' }).getByRole('radio')).toHaveCount(12);
    await next(page).click();
    await expect(page.getByRole('alert')).toHaveText('Data missing !');
    await page.getByRole('radio', { name: 'Opus Energy' }).check();
    await next(page).click();
    await expect(page.getByRole('alert')).toHaveText('Data missing !');
    await page.getByLabel('Date your contract ends').fill('2027-03-31');
    await next(page).click();

    await expect(page).toHaveURL(`/calendly/commercial-utility/${id}`);
    await expect(bookingHeading(page)).toBeVisible();
    expect(await energyQuote(request, id)).toMatchObject({
      bussiness_name: 'Lanternfish Print & Design Ltd',
      service: 'Gas and Electricity',
      supplier: 'Opus Energy',
      contact_end_date: '2027-03-31',
    });
  });

  test('Back returns one step at a time with the saved answers, and the same lead is updated', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, wizardUrl);
    await chooseAddress(page, /Saffron Row Kitchen/);
    const id = leadIdOf(page);
    await next(page).click();
    await page.getByRole('radio', { name: 'Electricity', exact: true }).check();
    await next(page).click();
    await onStep(page, 'Please select your current supplier');
    await page.getByRole('radio', { name: 'EDF' }).check();
    await page.getByRole('checkbox', { name: 'I am not sure' }).check();
    await expect(page.getByLabel('Date your contract ends')).toBeDisabled();

    await back(page).click();
    await onStep(page, 'What would you like to compare?');
    await expect(page.getByRole('radio', { name: 'Electricity', exact: true })).toBeChecked();
    await back(page).click();
    await onStep(page, 'Great, we found your address!');
    await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Saffron Row Kitchen Ltd');
    await back(page).click();
    await onStep(page, "Let's find your address");
    await expect(addressButtons(page).filter({ hasText: '(your current choice)' })).toContainText('74 Brick Lane');

    // Another address on the way back changes this lead rather than starting a second one.
    await chooseAddress(page, /68 Brick Lane/);
    expect(leadIdOf(page)).toBe(id);
    expect(await energyQuote(request, id)).toMatchObject({
      full_address: expect.stringContaining('68 Brick Lane'),
      bussiness_name: 'Eastgate Bagel & Bake',
    });
    await next(page).click();
    await expect(page.getByRole('radio', { name: 'Electricity', exact: true })).toBeChecked();
    await next(page).click();
    await page.getByRole('radio', { name: 'YU Energy' }).check();
    await page.getByRole('checkbox', { name: 'I am not sure' }).check();
    await next(page).click();
    await expect(page).toHaveURL(`/calendly/commercial-utility/${id}`);
    // 'Not sure' is kept as such, not as a missing date.
    expect(await energyQuote(request, id)).toMatchObject({ supplier: 'YU Energy', contact_end_date: 'I am not sure' });
  });

  test('a reload in the middle keeps the step and the answers so far', async ({ page }) => {
    await gotoHydrated(page, wizardUrl);
    await chooseAddress(page, /Copperkettle|Unit 3, Old Truman Brewery/);
    await page.getByRole('textbox', { name: 'Business name' }).fill('Copperkettle Roasters');
    await next(page).click();
    await page.getByRole('radio', { name: 'Gas', exact: true }).check();
    await next(page).click();
    await expect(stepHeading(page)).toHaveText('Please select your current supplier');

    await reloadHydrated(page);
    await expect(stepHeading(page)).toHaveText('Please select your current supplier');
    await expect(currentStep(page)).toHaveText('Supplier');
    await back(page).click();
    await expect(page.getByRole('radio', { name: 'Gas', exact: true })).toBeChecked();
    await back(page).click();
    await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Copperkettle Roasters');
  });

  test('says when a postcode has no addresses', async ({ page }) => {
    await gotoHydrated(page, '/comercial-utility/main/ZZ1%201ZZ');
    await expect(page.getByText('No address found !')).toBeVisible();
    await page.getByRole('link', { name: 'Change postcode' }).click();
    await expect(page).toHaveURL('/comercial-utility');
  });

  test('turns a postcode with no addresses into a lead with a callback request', async ({ page, staff }) => {
    await gotoHydrated(page, '/comercial-utility/main/ZZ1%201ZZ');
    await expect(page.getByText('No address found !')).toBeVisible();
    const form = page.getByRole('region', { name: 'Prefer we call you?' });
    await form.getByRole('button', { name: 'Call me back' }).click();
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await expectNoViolations(page, { include: 'main' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Zed Zimmer');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('07700 900999');
    await form.getByRole('button', { name: 'Call me back' }).click();
    await expect(form.getByRole('status')).toContainText("We'll call Zed Zimmer on 07700 900999.");
    // Newest first: the lead this request made, as the console's inbox lists it.
    const [lead] = await staff.leads({ q: '07700 900999', kind: 'energy' });
    expect(lead).toMatchObject({
      kind: 'energy',
      postCode: 'ZZ1 1ZZ',
      progress: 'Callback requested',
      personName: 'Zed Zimmer',
    });
    await expectNoViolations(page, { include: 'main' });
  });

  test.describe('when the lookup fails', () => {
    // The island's own lookup fails too while the service is down: the browser logs it, on purpose here.
    test.use({ expectedConsoleErrors: [/status of 50\d/] });

    test("says so, toasts Can't load data ! and offers to try again", async ({ page, baseURL }) => {
      // CB2 3BJ: four addresses in the built-in dataset, which no other test reads.
      const restore = await addressServiceDown(baseURL!, 'CB2 3BJ');
      try {
        await gotoHydrated(page, '/comercial-utility');
        await page.getByPlaceholder('Enter postcode to start').fill('CB2 3BJ');
        await page.getByRole('button', { name: 'Start comparing' }).click();
        await expect(
          page.getByText("We couldn't load the addresses for this postcode.", { exact: false }),
        ).toBeVisible();
        // Asked again as the step's code arrives (the service may be back): still down.
        await expect(toasts(page)).toHaveText(["Can't load data !"]);
        await restore();
        await page.getByRole('button', { name: 'Try again' }).click();
        await expect(addressButtons(page)).toHaveCount(4);
      } finally {
        await restore();
      }
    });
  });

  test('keeps what the visitor typed when the server refuses it', async ({ page }) => {
    await gotoHydrated(page, wizardUrl);
    await chooseAddress(page, /83 Brick Lane/);
    const tooLong = 'N'.repeat(201);
    await page.getByRole('textbox', { name: 'Business name' }).fill(tooLong);
    await next(page).click();
    await expect(toasts(page)).toHaveText(['Business name must be at most 200 characters.']);
    await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue(tooLong);
    await onStep(page, 'Great, we found your address!');
  });

  test('an unknown lead id is a 404 with a way to start again', async ({ page }) => {
    const response = await gotoHydrated(page, `${wizardUrl}?step=service&id=00000000-0000-4000-8000-000000000000`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found !' })).toBeVisible();
    await page.getByRole('link', { name: 'Start again' }).click();
    await expect(page).toHaveURL('/comercial-utility');
  });
});
