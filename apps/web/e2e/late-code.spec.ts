import type { APIRequestContext, Page } from '@playwright/test';
import { codeArrivesLate } from './support/held-code.ts';
import { dismissDialog, expect, hydrated, test } from './fixtures.ts';
import { answersOf, type Staff } from './support/staff.ts';
import { applicationSummary, energyQuote, startQuote, waterWasteQuote } from './support/quotes.ts';
import { expectRefusedInDialog, fillTextboxes, storedEnquiry, textbox, uniqueEmail } from './support/forms.ts';

// A phone on a slow network: the page's HTML is there, its code at least 3 s behind. What the visitor does meanwhile
// works the first time, without replaying anything: an islands page's form is a plain form the server answers,
// enhanced once its island's code has arrived (apps/server/src/http/page-forms.ts). (The loan calculator's is in
// loan-calculator.spec.ts, on the server with the business's figures.) A wizard's step is a plain form too: a POST the
// server takes through the step's procedure, then a redirect to the next step (apps/server/src/http/loan-step-forms.ts).

/** The enquiry form's island, while its code has not arrived: the server's HTML, not hydrated. */
const formWithoutCode = (page: Page) =>
  page.locator('astro-island[ssr]').filter({ has: page.getByRole('form', { name: 'Enquiry form' }) });

const enquiry = (email: string) => ({
  Name: 'Lena Late',
  Email: email,
  Phone: '07700 900789',
  'Business Name': 'Late Bakery',
  'Business Address': '9 Slow Road, Leeds LS1 4AP',
  Message: 'Sent on a slow phone.',
});

const stored = {
  Name: 'Lena Late',
  Phone: '07700 900789',
  'Business name': 'Late Bakery',
  'Business address': '9 Slow Road, Leeds LS1 4AP',
  Message: 'Sent on a slow phone.',
  'Sent from the page': 'contact',
};

test.describe('The contact page while its code is 3 s late', () => {
  let code: { arrive: () => void };
  test.beforeEach(async ({ page }) => {
    code = await codeArrivesLate(page);
    // The HTML, without waiting for the scripts that are on their way.
    await page.goto('/contact', { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });

  test(
    'an enquiry typed and sent before the code arrives is taken the first time',
    { tag: '@phone' },
    async ({ page, staff }, testInfo) => {
      const email = uniqueEmail(testInfo, 'lena', 'late-bakery.co.uk');
      await fillTextboxes(page, enquiry(email));
      await expect(formWithoutCode(page)).toHaveCount(1);
      await page.getByRole('button', { name: 'Send Message' }).click();
      // The page comes back at the form, not at its top.
      await expect(page).toHaveURL(/\/contact\?sent=enquiry#enquiry-form$/);
      code.arrive();
      const thanks = page.getByRole('form', { name: 'Enquiry form' }).getByRole('status');
      await expect(thanks).toHaveText("Thank you for reaching out!We'll be in touch soon.");
      await expect(thanks).toBeInViewport();
      expect(await storedEnquiry(staff, email)).toEqual(stored);
    },
  );

  test(
    'what was typed before the code arrived is sent by the form once it has',
    { tag: '@phone' },
    async ({ page, staff }, testInfo) => {
      const email = uniqueEmail(testInfo, 'lena', 'typed-early.co.uk');
      await fillTextboxes(page, enquiry(email));
      await expect(formWithoutCode(page)).toHaveCount(1);
      code.arrive();
      await hydrated(page);
      await expect(textbox(page, 'Business Name')).toHaveValue('Late Bakery');
      await expect(textbox(page, 'Message')).toHaveValue('Sent on a slow phone.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await dismissDialog(page, 'Thank you for reaching out!', "We'll be in touch soon.");
      await expect(textbox(page, 'Name')).toHaveValue('');
      expect(await storedEnquiry(staff, email)).toEqual(stored);
    },
  );

  test.describe('with a required field left out', () => {
    // The page comes back as 422 Unprocessable Content, which the browser logs: on purpose.
    test.use({ expectedConsoleErrors: [/status of 422/] });

    test('a required field left out is said before anything is stored, and what was typed is kept', async ({
      page,
    }) => {
      await fillTextboxes(page, { Name: 'Lena Late', Email: 'kept@late-bakery.co.uk' });
      await page.getByRole('button', { name: 'Send Message' }).click();
      const form = page.getByRole('form', { name: 'Enquiry form' });
      await expect(form.getByRole('alert')).toHaveText(
        'Please fill out the required fields!Name, Phone, and Business Name are required.',
      );
      code.arrive();
      await expect(textbox(page, 'Email')).toHaveValue('kept@late-bakery.co.uk');
      // Once the code is there, the form's own check says the same in its dialog.
      await hydrated(page);
      await expectRefusedInDialog(page, page.getByRole('button', { name: 'Send Message' }), [
        'Please fill out the required fields!',
        'Name, Phone, and Business Name are required.',
      ]);
    });
  });
});

test.describe('The partners’ registration while its code is 3 s late', () => {
  let code: { arrive: () => void };
  test.beforeEach(async ({ page }) => {
    code = await codeArrivesLate(page);
    await page.goto('/build-your-career', { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: 'Register Now' })).toBeVisible();
  });

  const registration = (email: string) => ({
    Name: 'Rhys Late',
    Email: email,
    Phone: '07700 900654',
    'Business Address': '2 Slow Lane, Swansea SA1 1AA',
  });

  const storedRegistration = async (staff: Staff, email: string) =>
    answersOf(await staff.lead({ q: email, kind: 'partner_registration' }), ['Name', 'Phone', 'Business address']);

  test(
    'a registration sent before the code arrives is taken the first time',
    { tag: '@phone' },
    async ({ page, staff }, testInfo) => {
      const email = uniqueEmail(testInfo, 'rhys', 'late-partners.co.uk');
      await fillTextboxes(page, registration(email));
      const form = page.getByRole('form', { name: 'Partner registration' });
      await expect(page.locator('astro-island[ssr]').filter({ has: form })).toHaveCount(1);
      await page.getByRole('button', { name: 'Register Now' }).click();
      await expect(page).toHaveURL(/\/build-your-career\?sent=register#register-form$/);
      code.arrive();
      await expect(form.getByRole('status')).toHaveText('Registration Successful!Thank you for registering.');
      await expect(form.getByRole('status')).toBeInViewport();
      expect(await storedRegistration(staff, email)).toEqual({
        Name: 'Rhys Late',
        Phone: '07700 900654',
        'Business address': '2 Slow Lane, Swansea SA1 1AA',
      });
    },
  );

  test(
    'typed before the code arrived, sent by the form once it has',
    { tag: '@phone' },
    async ({ page, staff }, testInfo) => {
      const email = uniqueEmail(testInfo, 'rhys', 'typed-partners.co.uk');
      await fillTextboxes(page, registration(email));
      code.arrive();
      await hydrated(page);
      await expect(textbox(page, 'Business Address')).toHaveValue('2 Slow Lane, Swansea SA1 1AA');
      await page.getByRole('button', { name: 'Register Now' }).click();
      await dismissDialog(page, 'Registration Successful!', 'Thank you for registering.');
      await expect(textbox(page, 'Name')).toHaveValue('');
      expect(await storedRegistration(staff, email)).toEqual({
        Name: 'Rhys Late',
        Phone: '07700 900654',
        'Business address': '2 Slow Lane, Swansea SA1 1AA',
      });
    },
  );
});

test.describe('A blog post while its code is 3 s late', () => {
  let code: { arrive: () => void };
  test.beforeEach(async ({ page }) => {
    // The newest post's address, as the blog's list links it (its page needs no code to be read).
    await page.goto('/blogs');
    const post = await page
      .getByTestId('blog-card')
      .first()
      .getByRole('link', { name: /^Read More/ })
      .getAttribute('href');
    code = await codeArrivesLate(page);
    await page.goto(post!, { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: 'Get quote' })).toBeVisible();
  });

  test(
    'a postcode given to Get quote before the code arrives starts the comparison the first time',
    { tag: '@phone' },
    async ({ page }) => {
      const box = page.getByRole('region', { name: 'Get quote' });
      await expect(page.locator('astro-island[ssr]').filter({ has: box })).toHaveCount(1);
      await box.getByPlaceholder('Enter postcode to start').fill('sw1a 1aa');
      await box.getByRole('button', { name: 'Get quote' }).click();
      await expect(page).toHaveURL(/\/comercial-utility\/main\/SW1A%201AA$/);
      code.arrive();
    },
  );

  test('a postcode it cannot read is said on the comparison’s own page, with what was typed', async ({ page }) => {
    const box = page.getByRole('region', { name: 'Get quote' });
    await box.getByPlaceholder('Enter postcode to start').fill('SW1A');
    await box.getByRole('button', { name: 'Get quote' }).click();
    await expect(page).toHaveURL(/\/comercial-utility\?postcode=SW1A$/);
    code.arrive();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid UK postcode.');
    await expect(page.getByPlaceholder('Enter postcode to start')).toHaveValue('SW1A');
  });
});

test.describe('The home page while its code is 3 s late', () => {
  test(
    'the hero’s first press shows the choices, and a choice starts its comparison',
    { tag: '@phone' },
    async ({ page }) => {
      const code = await codeArrivesLate(page);
      await page.goto('/', { waitUntil: 'commit' });
      const form = page.getByRole('form', { name: 'Enquiry form' });
      await expect(page.locator('astro-island[ssr]').filter({ has: form })).toHaveCount(1);
      await page.getByRole('button', { name: 'Get Your Free Comparison Today' }).click();
      const choices = page.getByRole('list', { name: 'What would you like to compare?' }).getByRole('link');
      await expect(choices.first()).toBeFocused();
      await expect(page.getByRole('button', { name: 'Get Your Free Comparison Today' })).toBeHidden();
      // Still before the code: the choice is a link, and loads its comparison.
      await expect(page.locator('astro-island[ssr]').filter({ has: form })).toHaveCount(1);
      await choices.filter({ hasText: 'Commercial Gas' }).click();
      await expect(page).toHaveURL(/\/comercial-utility\?service=gas$/);
      code.arrive();
    },
  );
});

test.describe('The loan wizard while its code is 3 s late', () => {
  const saffronRow = 'Saffron Row Kitchen Ltd, Ground Floor, 74 Brick Lane, LONDON, E1 6QL';
  /** The step's island, while its code has not arrived: the server's HTML, not hydrated. */
  const stepWithoutCode = (page: Page) =>
    page.locator('astro-island[ssr]').filter({ has: page.locator('#step-heading') });
  /** Step 1's fields, with a post code that has addresses (E1 6QL). */
  const fillStep1 = async (
    page: Page,
    answers: { amount: string; term: string; company: string; legalForm: string },
  ) => {
    await page.getByRole('textbox', { name: 'How much would you like to borrow?' }).fill(answers.amount);
    await page.getByRole('combobox', { name: 'Over how long?' }).selectOption(answers.term);
    await page.getByRole('textbox', { name: 'Company name' }).fill(answers.company);
    await page.getByRole('combobox', { name: "What is your business's legal form?" }).selectOption({
      label: answers.legalForm,
    });
    await page.getByRole('textbox', { name: 'Post code', exact: true }).fill('E1 6QL');
  };

  test(
    "'Search Address', then every step, each work the first time, and the application is stored",
    { tag: '@phone' },
    async ({ page, request }) => {
      const code = await codeArrivesLate(page);
      await page.goto('/business-loan', { waitUntil: 'commit' });
      await fillStep1(page, {
        amount: '25000',
        term: '12 months',
        company: 'Saffron Row Kitchen Ltd',
        legalForm: 'Limited company',
      });
      await expect(stepWithoutCode(page)).toHaveCount(1);
      await page.getByRole('button', { name: 'Search Address', exact: true }).click();

      // The server searched: the addresses, with everything typed still there; nothing is stored yet.
      const address = page.getByRole('combobox', { name: 'Company address' });
      await address.selectOption(saffronRow);
      await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Saffron Row Kitchen Ltd');
      await expect(page.getByRole('textbox', { name: 'How much would you like to borrow?' })).toHaveValue('25000');
      await expect(stepWithoutCode(page)).toHaveCount(1);
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(page.locator('#step-heading')).toHaveText('Which category best suits your business ?');
      const id = new URL(page.url()).searchParams.get('id') ?? '';
      await expect(stepWithoutCode(page)).toHaveCount(1);
      await page.getByRole('radio', { name: 'Retail' }).check();
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(page.locator('#step-heading')).toHaveText('What is your estimated monthly turnover in £(GBP) ?');
      await expect(stepWithoutCode(page)).toHaveCount(1);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(`/calendly/business-loan/${id}`);
      code.arrive();
      expect(await applicationSummary(request, 'businessLoan', id)).toMatchObject({
        company_name: 'Saffron Row Kitchen Ltd',
        legal_form: 'limited_company',
        company_address: saffronRow,
        borrow_ammount: '25000',
        borrow_month: '12 months',
        business_cat: 'Retail',
        monthly_turnover_from: 0,
      });
    },
  );

  test('a tile chosen before the code arrives is the one the code sends', async ({ page, request }) => {
    // Step 1 with its code, then step 2 opened afresh without it until the tile is chosen.
    await page.goto('/business-loan');
    await hydrated(page);
    await fillStep1(page, {
      amount: '40000',
      term: '24 months',
      company: 'Tile Before Code Ltd',
      legalForm: 'Sole trader',
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('#step-heading')).toHaveText('Which category best suits your business ?');
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    const code = await codeArrivesLate(page);
    await page.goto(page.url(), { waitUntil: 'commit' });
    await expect(stepWithoutCode(page)).toHaveCount(1);
    await page.getByRole('radio', { name: 'Construction' }).check();
    code.arrive();
    // Each file of the step's code is held 3 s from when it is asked for, and its imports are asked for only once it
    // has come: four levels of them arrive 12 s or more after the release.
    await expect(stepWithoutCode(page)).toHaveCount(0, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('#step-heading')).toHaveText('What is your estimated monthly turnover in £(GBP) ?');
    expect(await applicationSummary(request, 'businessLoan', id)).toMatchObject({ business_cat: 'Construction' });
  });
});

test.describe('The energy wizard while its code is 3 s late', () => {
  /** The step's island, while its code has not arrived: the server's HTML, not hydrated. */
  const stepWithoutCode = (page: Page) =>
    page.locator('astro-island[ssr]').filter({ has: page.locator('#step-heading') });
  const stepHeading = (page: Page) => page.locator('#step-heading');

  test(
    'an address chosen, then every step, each work the first time, and the lead is stored',
    { tag: '@phone' },
    async ({ page, request }) => {
      const code = await codeArrivesLate(page);
      // The landing's postcode form, sent before its code: the server opens the wizard for it.
      await page.goto('/comercial-utility?service=gas', { waitUntil: 'commit' });
      await page.getByPlaceholder('Enter postcode to start').fill('e1 6ql');
      await page.getByRole('button', { name: 'Start comparing' }).click();

      await expect(stepHeading(page)).toHaveText("Let's find your address");
      await expect(stepWithoutCode(page)).toHaveCount(1);
      await page
        .getByRole('list', { name: 'Addresses' })
        .getByRole('button')
        .filter({ hasText: /Saffron Row/ })
        .click();

      await expect(stepHeading(page)).toHaveText('Great, we found your address!');
      const id = new URL(page.url()).searchParams.get('id') ?? '';
      await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Saffron Row Kitchen Ltd');
      await expect(stepWithoutCode(page)).toHaveCount(1);
      await page.getByRole('textbox', { name: 'Business name' }).fill('Saffron Row Café');
      await page.getByRole('button', { name: 'Next' }).click();

      // The Gas choice made on the landing page is carried on and chosen.
      await expect(stepHeading(page)).toHaveText('What would you like to compare?');
      await expect(stepWithoutCode(page)).toHaveCount(1);
      await expect(page.getByRole('radio', { name: 'Gas', exact: true })).toBeChecked();
      await page.getByRole('radio', { name: 'Gas and Electricity' }).check();
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(stepHeading(page)).toHaveText('Please select your current supplier');
      await expect(stepWithoutCode(page)).toHaveCount(1);
      await page.getByRole('radio', { name: 'Opus Energy' }).check();
      await page.getByRole('checkbox', { name: 'I am not sure' }).check();
      // "What you pay now" opens without code: it is the page's own disclosure.
      await page.getByText('What you pay now (optional)').click();
      await page.getByRole('textbox', { name: 'Electricity: Yearly usage (kWh)' }).fill('12,000');
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(page).toHaveURL(`/calendly/commercial-utility/${id}`);
      code.arrive();
      expect(await energyQuote(request, id)).toMatchObject({
        bussiness_name: 'Saffron Row Café',
        service: 'Gas and Electricity',
        supplier: 'Opus Energy',
        contact_end_date: 'I am not sure',
      });
    },
  );

  test.describe('with the business name left blank', () => {
    // The server's answer to a refused step is a 422, which the browser logs.
    test.use({ expectedConsoleErrors: [/status of 422/] });

    test('the server refuses it in the step’s own words, and nothing moves on', async ({ page }) => {
      const code = await codeArrivesLate(page);
      await page.goto('/comercial-utility/main/E1%206QL', { waitUntil: 'commit' });
      await page
        .getByRole('list', { name: 'Addresses' })
        .getByRole('button')
        .filter({ hasText: /83 Brick Lane/ })
        .click();
      await expect(stepHeading(page)).toHaveText('Great, we found your address!');
      await page.getByRole('textbox', { name: 'Business name' }).fill(' ');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('alert')).toHaveText('Please enter business name !');
      await expect(stepHeading(page)).toHaveText('Great, we found your address!');
      code.arrive();
    });
  });

  test('a tile chosen before the code arrives is the one the code sends', async ({ page, request }) => {
    // The address with its code, then the service step opened afresh without it until the tile is chosen.
    await page.goto('/comercial-utility/main/E1%206QL');
    await hydrated(page);
    await page
      .getByRole('list', { name: 'Addresses' })
      .getByRole('button')
      .filter({ hasText: /68 Brick Lane/ })
      .click();
    await expect(stepHeading(page)).toHaveText('Great, we found your address!');
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    const serviceStep = `/comercial-utility/main/E1%206QL?step=service&id=${id}`;
    const code = await codeArrivesLate(page);
    await page.goto(serviceStep, { waitUntil: 'commit' });
    await expect(stepWithoutCode(page)).toHaveCount(1);
    await page.getByRole('radio', { name: 'Electricity', exact: true }).check();
    code.arrive();
    // Each file of the step's code is held 3 s from when it is asked for, and its imports are asked for only once it
    // has come: four levels of them arrive 12 s or more after the release.
    await expect(stepWithoutCode(page)).toHaveCount(0, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page)).toHaveText('Please select your current supplier');
    expect(await energyQuote(request, id)).toMatchObject({ service: 'Electricity' });
  });
});

test.describe('Water and waste while the code is 3 s late', () => {
  const stepWithoutCode = (page: Page) =>
    page.locator('astro-island[ssr]').filter({ has: page.locator('#step-heading') });

  test(
    'an address, the name, a tile and the bins each work the first time, and the lead is stored',
    { tag: '@phone' },
    async ({ page, request }) => {
      const code = await codeArrivesLate(page);
      await page.goto('/commercial-water-waste', { waitUntil: 'commit' });
      await page.getByPlaceholder('Enter postcode to start').fill('se1 1tl');
      await page.getByRole('button', { name: 'Start comparing' }).click();
      await expect(page.locator('#step-heading')).toHaveText("Let's find your address");
      await expect(stepWithoutCode(page)).toHaveCount(1);
      await page
        .getByRole('list', { name: 'Addresses' })
        .getByRole('button')
        .filter({ hasText: /Stall 31, Green Market/ })
        .click();

      await expect(page.locator('#step-heading')).toHaveText('Great, we found your address!');
      const id = new URL(page.url()).pathname.split('/').pop() ?? '';
      await page.getByRole('textbox', { name: 'Business name' }).fill('Late Market Stall');
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(page.locator('#step-heading')).toHaveText('What would you like to compare?');
      await expect(stepWithoutCode(page)).toHaveCount(1);
      await page.getByRole('radio', { name: 'Waste' }).check();
      await page.getByRole('button', { name: 'Next' }).click();

      // The steppers need the code, and wait for it; the collections are a field of the page's form.
      await expect(page.locator('#step-heading')).toHaveText('Tell us about your waste');
      await expect(stepWithoutCode(page)).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'More: Number of bins' })).toBeDisabled();
      await page.getByRole('combobox', { name: 'How often are your bins collected?' }).selectOption('Thrice a week');
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(page).toHaveURL(`/calendly/commercial-water-waste/${id}`);
      code.arrive();
      expect(await waterWasteQuote(request, id)).toMatchObject({
        bussiness_name: 'Late Market Stall',
        service: 'Waste',
        require_bin: 1,
        bin_capacity: 1100,
        bin_collected_days: 'Thrice a week',
      });
    },
  );
});

test.describe('The cash advance while its code is 3 s late', () => {
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
  /** A form's island, while its code has not arrived: the server's HTML, not hydrated. */
  const withoutCode = (page: Page, form: string) =>
    page.locator('astro-island[ssr]').filter({ has: page.getByRole('form', { name: form, exact: true }) });
  const chooseTiles = async (page: Page, tiles: { provider: string; payment: string; location: string }) => {
    const tile = (group: string, name: string) =>
      page.getByRole('group', { name: group }).getByRole('radio', { name, exact: true });
    await tile('Who is your current card payment provider?', tiles.provider).check();
    await tile('How do you take payments?', tiles.payment).check();
    await tile('Where is your business located?', tiles.location).check();
  };

  test(
    'tiles chosen and a name typed before the code arrives: Next creates the application the first time',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      const code = await codeArrivesLate(page);
      await page.goto('/merchant-service', { waitUntil: 'commit' });
      await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
      const business = `Late Tiles Deli ${testInfo.project.name} ${Date.now()}`;
      await chooseTiles(page, { provider: 'Clover', payment: 'Face To Face', location: 'Store' });
      await page.getByRole('textbox', { name: 'Registered company name' }).fill(business);
      await expect(withoutCode(page, 'Merchant service')).toHaveCount(1);
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(page).toHaveURL(new RegExp(`/merchant-service/choose-product/${uuid.source}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your product');
      await expect(page.getByText(business)).toBeVisible();
      const id = page.url().split('/').pop()!;
      code.arrive();
      expect(await applicationSummary(request, 'cashAdvance', id)).toMatchObject({
        business_name: business,
        card_provider: 'Clover',
        take_payment: 'Face To Face',
        business_location: 'Store',
        product_id: null,
      });
    },
  );

  test('tiles chosen and a name typed before the code arrives are what the code sends', async ({
    page,
    request,
  }, testInfo) => {
    const code = await codeArrivesLate(page);
    await page.goto('/merchant-service', { waitUntil: 'commit' });
    const business = `Early Tiles Deli ${testInfo.project.name} ${Date.now()}`;
    await chooseTiles(page, { provider: 'Stripe', payment: 'Online E-Commerce', location: 'Online' });
    await page.getByRole('textbox', { name: 'Registered company name' }).fill(business);
    await expect(withoutCode(page, 'Merchant service')).toHaveCount(1);
    code.arrive();
    // Each file is held 3 s from when it is asked for, and its imports only once it has come.
    await expect(withoutCode(page, 'Merchant service')).toHaveCount(0, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`/merchant-service/choose-product/${uuid.source}$`));
    const id = page.url().split('/').pop()!;
    expect(await applicationSummary(request, 'cashAdvance', id)).toMatchObject({
      business_name: business,
      card_provider: 'Stripe',
      take_payment: 'Online E-Commerce',
      business_location: 'Online',
    });
  });

  test.describe('with an answer left out', () => {
    // The page comes back as 422 Unprocessable Content, which the browser logs: on purpose.
    test.use({ expectedConsoleErrors: [/status of 422/] });

    test("'Please fill up all the options !' before anything is stored, with every choice kept", async ({ page }) => {
      const code = await codeArrivesLate(page);
      await page.goto('/merchant-service', { waitUntil: 'commit' });
      await chooseTiles(page, { provider: 'Dojo', payment: 'Online E-Commerce', location: 'Online' });
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('form', { name: 'Merchant service' }).getByRole('alert')).toHaveText(
        'Please fill up all the options !',
      );
      await expect(page).toHaveURL('/merchant-service');
      code.arrive();
      await hydrated(page);
      for (const name of ['Dojo', 'Online E-Commerce', 'Online']) {
        await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
      }
    });
  });

  test(
    'a product chosen before the code arrives is stored, and booking follows',
    { tag: '@phone' },
    async ({ page, request }) => {
      const id = await startQuote(request, '/api/cash-advance/store', {
        take_payment: 'Face To Face',
        business_location: 'Store',
        business_name: 'Late Select Cafe',
        card_provider: 'Dojo',
      });
      const code = await codeArrivesLate(page);
      await page.goto(`/merchant-service/choose-product/${id}`, { waitUntil: 'commit' });
      const list = page.getByRole('form', { name: 'Card machines', exact: true });
      const card = list.getByTestId('product-card').first();
      const product = (await card.getByRole('heading').textContent()) ?? '';
      await expect(withoutCode(page, 'Card machines')).toHaveCount(1);
      await card.getByRole('button', { name: `Select ${product}` }).click();

      await expect(page).toHaveURL(`/calendly/cash-advance/${id}`);
      code.arrive();
      expect(await applicationSummary(request, 'cashAdvance', id)).toMatchObject({ product_name: product });
    },
  );
});

test.describe('The booking screen while its code is 3 s late', () => {
  /** The callback form's island, while its code has not arrived: the server's HTML, not hydrated. */
  const withoutCode = (page: Page) =>
    page.locator('astro-island[ssr]').filter({ has: page.getByRole('form', { name: 'Prefer we call you?' }) });
  const openScreen = async (page: Page, request: APIRequestContext, business: string) => {
    const id = await startQuote(request, '/api/commecial-water-waste/post-code/submit', {
      post_code: 'E1 6QL',
      full_address: 'Unit 9, 12 Brick Lane, London',
      bussiness_name: business,
    });
    const code = await codeArrivesLate(page);
    await page.goto(`/calendly/commercial-water-waste/${id}`, { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: 'Call me back' })).toBeVisible();
    return { id, code };
  };
  const fillRequest = async (page: Page, name: string) => {
    const form = page.getByRole('form', { name: 'Prefer we call you?' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Phone' }).fill('07700 900456');
    await form.getByRole('combobox', { name: 'Best time to call (optional)' }).selectOption('Lunchtime (12pm to 2pm)');
  };

  test(
    'a callback request sent before the code arrives is taken the first time, and confirmed with its reference',
    { tag: '@phone' },
    async ({ page, request }) => {
      const { id, code } = await openScreen(page, request, 'Late Callback Bakery');
      await fillRequest(page, 'Lena Late');
      await expect(withoutCode(page)).toHaveCount(1);
      await page.getByRole('button', { name: 'Call me back' }).click();
      // The screen comes back at the request, confirmed from what the server stored.
      await expect(page).toHaveURL(
        new RegExp(`/calendly/commercial-water-waste/${id}\\?sent=callback&reference=CB-[A-Z0-9]{6}#callback-request$`),
      );
      const reference = new URL(page.url()).searchParams.get('reference');
      code.arrive();
      const confirmation = page.getByRole('region', { name: 'Prefer we call you?' }).getByRole('status');
      await expect(confirmation).toContainText(
        "Thank you. We'll call you back as soon as we can, within office hours.",
      );
      await expect(confirmation).toContainText("We'll call Lena Late on 07700 900456, lunchtime (12pm to 2pm).");
      await expect(confirmation).toContainText(`Your reference is ${reference}.`);
      await expect(confirmation).toBeInViewport();
      await expect(page.getByRole('button', { name: 'Call me back' })).toHaveCount(0);
    },
  );

  test('what was typed before the code arrived is what the form sends once it has', async ({ page, request }) => {
    const { id, code } = await openScreen(page, request, 'Early Callback Bakery');
    await fillRequest(page, 'Erin Early');
    await expect(withoutCode(page)).toHaveCount(1);
    code.arrive();
    // Each file is held 3 s from when it is asked for, and its imports only once it has come.
    await expect(withoutCode(page)).toHaveCount(0, { timeout: 30_000 });
    await hydrated(page);
    await page.getByRole('button', { name: 'Call me back' }).click();
    const confirmation = page.getByRole('region', { name: 'Prefer we call you?' }).getByRole('status');
    await expect(confirmation).toContainText("We'll call Erin Early on 07700 900456, lunchtime (12pm to 2pm).");
    // Sent by the island: the page was not loaded again.
    await expect(page).toHaveURL(`/calendly/commercial-water-waste/${id}`);
  });

  test.describe('with the name left out', () => {
    // The page comes back as 422 Unprocessable Content, which the browser logs: on purpose.
    test.use({ expectedConsoleErrors: [/status of 422/] });

    test('the server says what is missing, and what was typed is kept', async ({ page, request }) => {
      const { code } = await openScreen(page, request, 'Nameless Callback Bakery');
      await fillRequest(page, '');
      await page.getByRole('button', { name: 'Call me back' }).click();
      const form = page.getByRole('form', { name: 'Prefer we call you?' });
      await expect(form.getByRole('alert')).toHaveText('Please enter your name.');
      await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('07700 900456');
      code.arrive();
      await hydrated(page);
      await expect(form.getByRole('combobox', { name: 'Best time to call (optional)' })).toHaveValue(
        'Lunchtime (12pm to 2pm)',
      );
    });
  });
});
