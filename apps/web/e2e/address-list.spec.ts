import type { Page, TestInfo } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { addressServiceDown } from './support/address-service.ts';
import { applicationSummary, energyQuote, waterWasteQuote } from './support/quotes.ts';

// The built-in address dataset: M4 3AQ has six businesses, MK9 2FZ twenty-four in one business centre (suites 1 to
// 8 on the ground floor, 9 to 16 on the first, 17 to 24 on the second; Quillon Bookbinders in suite 17).
const energyList = (postcode: string) => `/comercial-utility/main/${encodeURIComponent(postcode)}`;
const waterWasteList = (postcode: string) => `/commercial-water-waste/select-address/${encodeURIComponent(postcode)}`;
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const addressList = (page: Page) => page.getByRole('list', { name: 'Addresses' });
const addressButtons = (page: Page) => addressList(page).getByRole('button');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search your address' });
const notListed = (page: Page) => page.getByRole('button', { name: "My address isn't listed", exact: true });
const showMore = (page: Page) => page.getByRole('button', { name: /^Show \d+ more address/ });
const stepHeading = (page: Page) => page.locator('#step-heading');

/** The quote flows' form for a typed address, filled in and sent as a visitor would. */
async function typeAddress(page: Page, form = 'Your address', postcode = 'M4 3AQ') {
  const group = page.getByRole('group', { name: form, exact: true });
  await expect(group.getByRole('textbox', { name: 'Address line 1' })).toBeFocused();
  await expect(group.getByRole('textbox', { name: 'Postcode' })).toHaveValue(postcode);
  await group.getByRole('textbox', { name: 'Address line 1' }).fill('Bluebell Cafe');
  await group.getByRole('textbox', { name: 'Address line 2 (optional)' }).fill('14 Tariff Street');
  await group.getByRole('textbox', { name: 'Town or city' }).fill('Manchester');
  await group.getByRole('button', { name: 'Use this address' }).click();
}
const typedAddress = 'Bluebell Cafe, 14 Tariff Street, Manchester, M4 3AQ';

/**
 * Runs `check` at the project's size and, on the phone project, again at the narrowest phone (320 px), each time on
 * a fresh page load inside `check`.
 */
async function atPhoneWidths(page: Page, testInfo: TestInfo, check: () => Promise<void>) {
  await check();
  if (testInfo.project.name !== 'phone') return;
  await page.setViewportSize({ width: 320, height: 640 });
  await check();
}

/**
 * What keeps an address from being seen whole: a box between the list and the page that scrolls or clips its
 * overflowing content (the list itself included), and each address button outside its list or, once scrolled
 * to, outside the window. Answers one line per problem.
 */
async function addressesNotWhole(page: Page): Promise<string[]> {
  const problems = await addressList(page).evaluate((list) => {
    const found: string[] = [];
    for (let box: Element | null = list; box && box !== document.body; box = box.parentElement) {
      const { overflowY } = getComputedStyle(box);
      if (overflowY !== 'visible' && box.scrollHeight > box.clientHeight) {
        found.push(`${box.tagName.toLowerCase()}.${box.className} has overflow-y ${overflowY} and hides content`);
      }
    }
    const outer = list.getBoundingClientRect();
    for (const button of list.querySelectorAll('button')) {
      const inner = button.getBoundingClientRect();
      if (
        inner.top < outer.top ||
        inner.bottom > outer.bottom ||
        inner.left < outer.left ||
        inner.right > outer.right
      ) {
        found.push(`${button.textContent} sticks out of the list`);
      }
    }
    return found;
  });
  const { width, height } = page.viewportSize()!;
  for (const button of await addressButtons(page).all()) {
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    if (box.x < 0 || box.y < 0 || box.x + box.width > width + 0.5 || box.y + box.height > height + 0.5) {
      problems.push(`${await button.textContent()} is not whole in the window when scrolled to`);
    }
  }
  return problems;
}

test.describe('The address list on a phone', { tag: '@phone' }, () => {
  test('every address of a six-address postcode is seen whole, with no scroll box inside the page', async ({
    page,
  }, testInfo) => {
    await atPhoneWidths(page, testInfo, async () => {
      for (const url of [energyList('M4 3AQ'), waterWasteList('M4 3AQ')]) {
        await gotoHydrated(page, url);
        await expect(addressButtons(page)).toHaveCount(6);
        expect(await addressesNotWhole(page), url).toEqual([]);
      }
    });
  });

  test('a long list is shown ten at a time, and the search box narrows all of it', async ({ page }, testInfo) => {
    test.slow();
    const count = page.getByText(/^Showing .* address/);
    await atPhoneWidths(page, testInfo, async () => {
      await gotoHydrated(page, energyList('MK9 2FZ'));
      await expect(addressButtons(page)).toHaveCount(10);
      await expect(count).toHaveText('Showing 10 of 24 addresses');
      await expect(showMore(page)).toHaveText('Show 10 more addresses');
      // The offer for an unlisted address waits under the whole list, not between its pages.
      await expect(notListed(page)).toBeVisible();
      await expectNoViolations(page, { include: 'main' });

      await showMore(page).click();
      await expect(addressButtons(page)).toHaveCount(20);
      await expect(count).toHaveText('Showing 20 of 24 addresses');
      // The visitor carries on reading where the new addresses start.
      await expect(addressButtons(page).nth(10)).toBeFocused();
      await expect(addressButtons(page).nth(10)).toContainText('Suite 11, First Floor');
      await expect(showMore(page)).toHaveText('Show 4 more addresses');
      await showMore(page).click();
      await expect(addressButtons(page)).toHaveCount(24);
      await expect(addressButtons(page).nth(20)).toBeFocused();
      await expect(showMore(page)).toHaveCount(0);
      await expect(count).toHaveText('Showing all 24 addresses');
      expect(await addressesNotWhole(page)).toEqual([]);
      await expectNoViolations(page, { include: 'main' });

      // Case-insensitive, across the addresses not shown yet as well as those shown.
      await search(page).fill('FIRST floor');
      await expect(addressButtons(page)).toHaveCount(8);
      await expect(addressButtons(page).first()).toContainText('Suite 9, First Floor');
      await expect(addressButtons(page).last()).toContainText('Suite 16, First Floor');
      await search(page).fill('quillon');
      await expect(addressButtons(page)).toHaveText([
        'Quillon Bookbinders, Suite 17, Second Floor, ' +
          'Kingfisher Court Business Centre, Avebury Boulevard, MILTON KEYNES, MK9 2FZ',
      ]);
      // A search that finds more than ten is shown ten at a time too.
      await search(page).fill('suite 1');
      await expect(addressButtons(page)).toHaveCount(10);
      await expect(count).toHaveText('Showing 10 of 11 addresses');
      await showMore(page).click();
      await expect(addressButtons(page)).toHaveCount(11);
      await expect(addressButtons(page).last()).toBeFocused();

      // Back at the list, the address chosen from its second page is in sight, marked as the choice.
      await search(page).fill('quillon');
      await addressButtons(page).click();
      await expect(stepHeading(page)).toHaveText('Great, we found your address!');
      await page.getByRole('link', { name: 'Back', exact: true }).click();
      await expect(stepHeading(page)).toHaveText("Let's find your address");
      await expect(addressButtons(page)).toHaveCount(20);
      await expect(count).toHaveText('Showing 20 of 24 addresses');
      await expect(addressButtons(page).nth(16)).toHaveAccessibleName(/^Quillon Bookbinders.*\(your current choice\)$/);
    });
  });
});

test.describe("An address that isn't listed", { tag: '@phone' }, () => {
  test('energy: a search that finds nothing offers the form, and the typed address makes the lead', async ({
    page,
  }, testInfo) => {
    await atPhoneWidths(page, testInfo, async () => {
      await gotoHydrated(page, energyList('M4 3AQ'));
      await expect(addressButtons(page)).toHaveCount(6);
      await expect(notListed(page)).toBeVisible();
      await search(page).fill('Bluebell');
      const noData = page.getByText('No data found.', { exact: true });
      await expect(noData).toBeVisible();
      // The offer follows the message.
      await expect(notListed(page)).toBeVisible();
      const messageBox = (await noData.boundingBox())!;
      expect((await notListed(page).boundingBox())!.y).toBeGreaterThan(messageBox.y + messageBox.height - 1);
      await expect(notListed(page)).toHaveAttribute('aria-expanded', 'false');
      await notListed(page).click();
      await expect(notListed(page)).toHaveAttribute('aria-expanded', 'true');
      await expectNoViolations(page, { include: 'main' });
      await typeAddress(page);

      // Chosen like a listed address, without a business name: the next step asks for it.
      await expect(stepHeading(page)).toHaveText('Great, we found your address!');
      await expect(page).toHaveURL(new RegExp(uuid));
      await expect(page.getByText(typedAddress)).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('');
      const id = new URL(page.url()).searchParams.get('id')!;
      expect(await energyQuote(page.request, id)).toMatchObject({
        full_address: typedAddress,
        post_code: 'M4 3AQ',
        bussiness_name: '',
      });
    });
  });

  test('water and waste: offered under the full list, the typed address makes the lead', async ({ page }, testInfo) => {
    await atPhoneWidths(page, testInfo, async () => {
      await gotoHydrated(page, waterWasteList('M4 3AQ'));
      await expect(addressButtons(page)).toHaveCount(6);
      await notListed(page).click();
      await typeAddress(page);
      await expect(page).toHaveURL(new RegExp(`/commercial-water-waste/bussiness-name/${uuid}$`));
      await expect(stepHeading(page)).toHaveText('Great, we found your address!');
      const id = new URL(page.url()).pathname.split('/').pop()!;
      expect(await waterWasteQuote(page.request, id)).toMatchObject({
        full_address: typedAddress,
        post_code: 'M4 3AQ',
      });
    });
  });

  test('business loan: the typed address is kept and shown though the search found addresses', async ({
    page,
  }, testInfo) => {
    await atPhoneWidths(page, testInfo, async () => {
      await gotoHydrated(page, '/business-loan');
      await page.getByRole('textbox', { name: 'How much would you like to borrow?' }).fill('25000');
      await page.getByRole('combobox', { name: 'Over how long?' }).selectOption('12 months');
      await page.getByRole('textbox', { name: 'Company name' }).fill('Bluebell Cafe Ltd');
      await page.getByRole('combobox', { name: "What is your business's legal form?" }).selectOption('sole_trader');
      await page.getByRole('textbox', { name: 'Post code', exact: true }).fill('M4 3AQ');
      await expect(notListed(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'Search Address', exact: true }).click();
      const companyAddress = page.getByRole('combobox', { name: 'Company address' });
      await expect(companyAddress.getByRole('option')).toHaveCount(7);
      // The way out of a dead end keeps its own name; this one is for a list without the visitor's address.
      await expect(page.getByRole('button', { name: 'Enter the address yourself', exact: true })).toHaveCount(0);

      await notListed(page).click();
      await typeAddress(page, 'Company address');
      await expect(page.getByRole('group', { name: 'Company address' })).toHaveCount(0);
      await expect(notListed(page)).toBeFocused();
      // What the visitor typed, not an empty choice.
      await expect(companyAddress).toHaveValue(typedAddress);
      await expect(companyAddress.locator('option:checked')).toHaveText(typedAddress);
      await expectNoViolations(page, { include: 'main' });

      await page.getByRole('button', { name: 'Next' }).click();
      await expect(stepHeading(page)).toHaveText('Which category best suits your business ?');
      const id = new URL(page.url()).searchParams.get('id')!;
      expect(await applicationSummary(page.request, 'businessLoan', id)).toMatchObject({
        company_address: typedAddress,
      });
    });
  });
});

test.describe('When the address service cannot answer', { tag: '@phone' }, () => {
  // The island's own lookup fails too while the service is down: the browser logs it, on purpose here.
  test.use({ expectedConsoleErrors: [/status of 50\d/] });

  test('energy: the visitor types the address, and finds it chosen on coming back', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    // Postcodes no other test reads, one per project (they run side by side): the outage is theirs alone.
    const [postcode, listed] = testInfo.project.name === 'phone' ? ['NE1 7JB', 4] : ['L1 8JQ', 5];
    const typedHere = `Bluebell Cafe, 14 Tariff Street, Manchester, ${postcode}`;
    await atPhoneWidths(page, testInfo, async () => {
      const restore = await addressServiceDown(baseURL!, postcode);
      try {
        await gotoHydrated(page, '/comercial-utility');
        await page.getByPlaceholder('Enter postcode to start').fill(postcode);
        await page.getByRole('button', { name: 'Start comparing' }).click();
        await expect(
          page.getByText("We couldn't load the addresses for this postcode.", { exact: false }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
        // Typing the address needs the step's code: its button comes with it.
        const typeIt = page.getByRole('button', { name: 'Enter the address yourself', exact: true });
        await expect(typeIt).toBeVisible();
        await expectNoViolations(page, { include: 'main' });
        await typeIt.click();
        await typeAddress(page, 'Your address', postcode);
        await expect(stepHeading(page)).toHaveText('Great, we found your address!');
        const id = new URL(page.url()).searchParams.get('id')!;
        expect(await energyQuote(page.request, id)).toMatchObject({ full_address: typedHere, post_code: postcode });

        // The service back: the list is there, and the typed address above it is the current choice.
        await restore();
        await page.getByRole('textbox', { name: 'Business name' }).fill('Bluebell Cafe');
        await page.getByRole('link', { name: 'Back', exact: true }).click();
        await expect(stepHeading(page)).toHaveText("Let's find your address");
        await expect(addressButtons(page)).toHaveCount(listed);
        const typedChoice = page.getByRole('button', { name: /^Your address/ });
        await expect(typedChoice).toHaveAccessibleName(`Your address ${typedHere} (your current choice)`);
        await expect(addressButtons(page).filter({ hasText: '(your current choice)' })).toHaveCount(0);
        await expectNoViolations(page, { include: 'main' });
        // Choosing it again keeps it.
        await typedChoice.click();
        await expect(stepHeading(page)).toHaveText('Great, we found your address!');
        expect(await energyQuote(page.request, id)).toMatchObject({ full_address: typedHere, post_code: postcode });
      } finally {
        await restore();
      }
    });
  });
});
