import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test, toasts } from './fixtures.ts';
import { answersOf } from './support/staff.ts';

test.use({ leadPopup: 'open' });

const popup = (page: Page) => page.getByRole('dialog', { name: "Let's talk" });

/**
 * Everything the page would load has loaded (the popup's own code included, were it opening) and the browser has
 * painted twice since: a popup on its way would be on screen by now.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

/**
 * The popup's code, fetched only when it is about to open. The page's hydration mark is set after the render that
 * decides whether it opens, so once `gotoHydrated` returns, a popup on its way has already asked for its code.
 */
function popupCodeRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/LeadPopup[.-]/.test(request.url())) urls.push(request.url());
  });
  return () => urls;
}

test.describe("'Let's talk' popup", () => {
  test('opens on load, blocks scrolling, keeps focus inside and closes on Escape', async ({ page }) => {
    await gotoHydrated(page, '/blogs');
    await expect(popup(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .not.toBe('hidden');
  });

  test('closes with its close button and stays closed for the rest of the session', async ({ page }) => {
    await gotoHydrated(page, '/blogs');
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expect(popup(page)).toBeHidden();
    const asked = popupCodeRequests(page);
    await gotoHydrated(page, '/contact');
    await expect(popup(page)).toBeHidden();
    expect(asked()).toEqual([]);
  });

  test("says 'Form data missing !' until name, email and phone are all given", async ({ page }) => {
    await gotoHydrated(page, '/blogs');
    const dialog = popup(page);
    await dialog.getByLabel('Name').fill('Nia Roberts');
    await dialog.getByLabel('Email').fill('nia@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Form data missing !');
    await expect(dialog).toBeVisible();
  });

  test(
    'sends the lead, closes, thanks the visitor and stores it',
    { tag: '@phone' },
    async ({ page, staff }, testInfo) => {
      const email = `nia.${testInfo.project.name}.${Date.now()}@roberts-cafe.co.uk`;
      await gotoHydrated(page, '/blogs');
      const dialog = popup(page);
      await dialog.getByLabel('Name').fill('Nia Roberts');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Phone').fill('029 2018 0001');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(toasts(page)).toContainText("Thank you for reaching out! We'll be in touch soon.");
      await expect(dialog).toBeHidden();
      const lead = await staff.lead({ q: email, kind: 'popup' });
      expect(answersOf(lead, ['Name', 'Phone', 'Sent from the page'])).toEqual({
        Name: 'Nia Roberts',
        Phone: '029 2018 0001',
        'Sent from the page': '/blogs',
      });
    },
  );

  test('shows the server’s message inside the popup and keeps what was typed', async ({ page }) => {
    await gotoHydrated(page, '/blogs');
    const dialog = popup(page);
    await dialog.getByLabel('Name').fill('Nia Roberts');
    await dialog.getByLabel('Email').fill('nia@');
    await dialog.getByLabel('Phone').fill('029 2018 0001');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.locator('[data-sonner-toast]')).toContainText('Please enter a valid email address.');
    await expect(dialog.getByLabel('Email')).toHaveValue('nia@');
  });

  test('does not open on /get-free-consultancy, in a session that has not seen it either', async ({ page }) => {
    const asked = popupCodeRequests(page);
    await gotoHydrated(page, '/get-free-consultancy');
    await expect(popup(page)).toBeHidden();
    expect(asked()).toEqual([]);

    await page.evaluate(() => sessionStorage.clear());
    await gotoHydrated(page, '/blogs');
    await expect(popup(page)).toBeVisible();
    // Every link loads its page (there is no client-side navigation): the consultancy page, loaded in a session that
    // has still not answered the popup, shows none.
    await page.evaluate(() => sessionStorage.clear());
    await gotoHydrated(page, '/get-free-consultancy');
    await settled(page);
    await expect(popup(page)).toBeHidden();
    expect(asked()).toHaveLength(1);
  });

  test('landing on /get-free-consultancy counts as seeing it for the session', { tag: '@phone' }, async ({ page }) => {
    await gotoHydrated(page, '/get-free-consultancy');
    await gotoHydrated(page, '/blogs');
    await settled(page);
    await expect(popup(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe(
  "'Let's talk' popup on a first visit, with the cookie banner waiting for an answer",
  { tag: '@phone' },
  () => {
    test.use({ cookieChoice: 'none' });
    const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });

    test('waits while the banner asks, and opens once the visitor has chosen', async ({ page }) => {
      await gotoHydrated(page, '/blogs');
      await settled(page);
      await expect(popup(page)).toBeHidden();
      // Nothing lies over the banner: its buttons take the click (a modal popup would make them inert).
      await banner(page).getByRole('button', { name: 'Reject' }).click();
      await expect(banner(page)).toBeHidden();
      await expect(popup(page)).toBeVisible();
      await popup(page).getByRole('button', { name: 'Close' }).click();
      await gotoHydrated(page, '/contact');
      await settled(page);
      await expect(popup(page)).toBeHidden();
    });

    test('still never opens on /get-free-consultancy, even after the choice', async ({ page }) => {
      await gotoHydrated(page, '/get-free-consultancy');
      await banner(page).getByRole('button', { name: 'Accept' }).click();
      await expect(banner(page)).toBeHidden();
      await settled(page);
      await expect(popup(page)).toBeHidden();
    });
  },
);
