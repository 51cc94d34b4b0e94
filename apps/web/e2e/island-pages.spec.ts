import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expect, gotoHydrated, hydrated, test, toasts } from './fixtures.ts';
import { answersOf } from './support/staff.ts';

// The pages that have moved to islands (apps/web/src/islands): opened directly, they are Astro's HTML with only the
// frame's live parts hydrating; what a visitor does with those parts works as on every other page.
const islandsPage = '/privacy-policy';

/** The scripts the page loads, by file. */
function scriptsLoaded(page: Page): () => string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') files.push(new URL(request.url()).pathname);
  });
  return () => files;
}

test.describe('A page moved to islands', () => {
  test(
    'loads its islands’ code and none of the single-page app’s, and its menu opens',
    { tag: '@phone' },
    async ({ page }) => {
      const scripts = scriptsLoaded(page);
      await gotoHydrated(page, islandsPage);
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      expect(scripts().length).toBeGreaterThan(0);
      expect(scripts().filter((file) => !file.startsWith('/assets/islands/'))).toEqual([]);

      const navigation = page.getByRole('navigation', { name: 'Main' });
      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) {
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
      }
      await expect(navigation.getByRole('link', { name: 'About Us' })).toBeVisible();
      await expectNoViolations(page);
    },
  );

  test('a link in the header loads the next page, which hydrates', async ({ page }) => {
    await gotoHydrated(page, islandsPage);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page).toHaveTitle(/^About Us \| SME Compare$/);
    await hydrated(page);
  });

  test('the quotation dropdown opens, and Escape closes it and gives the focus back', async ({ page }) => {
    await gotoHydrated(page, islandsPage);
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    const quotation = page.getByRole('button', { name: 'Get Free Quotation' });
    await quotation.click();
    await expect(quotation).toHaveAttribute('aria-expanded', 'true');
    const loan = page.getByRole('link', { name: 'Business Loan' });
    await expect(loan).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loan).toBeHidden();
    await expect(quotation).toBeFocused();
    await quotation.click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).click();
    await expect(loan).toBeHidden();
  });

  test('a returning visitor changes the choice from the footer', { tag: '@phone' }, async ({ page }) => {
    await gotoHydrated(page, islandsPage);
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner).toContainText('Your current choice: rejected.');
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'cookie_consent')?.value).toBe('accepted');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner).toContainText('Your current choice: accepted.');
  });

  test.describe('on a first visit', () => {
    test.use({ cookieChoice: 'none', leadPopup: 'open' });

    test('the banner takes the choice, the footer reopens it, and then the popup sends a lead', async ({
      page,
      staff,
    }, testInfo) => {
      await gotoHydrated(page, islandsPage);
      const banner = page.getByRole('region', { name: 'Cookies on this site' });
      await banner.getByRole('button', { name: 'Reject' }).click();
      await expect(banner).toBeHidden();
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value).toBe(
        'rejected',
      );

      // The popup waited for the choice, in another island: it opens now.
      const dialog = page.getByRole('dialog', { name: "Let's talk" });
      await expect(dialog).toBeVisible();
      const email = `island.${testInfo.project.name}.${Date.now()}@policy-readers.co.uk`;
      await dialog.getByLabel('Name').fill('Ifan Davies');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Phone').fill('029 2018 0002');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(toasts(page)).toContainText("Thank you for reaching out! We'll be in touch soon.");
      await expect(dialog).toBeHidden();
      const lead = await staff.lead({ q: email, kind: 'popup' });
      expect(answersOf(lead, ['Name', 'Sent from the page'])).toEqual({
        Name: 'Ifan Davies',
        'Sent from the page': islandsPage,
      });

      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('Your current choice: rejected.');
    });
  });
});
