import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { dialog, expect, gotoHydrated, reloadHydrated, test } from './fixtures.ts';

// The server the browser tests run against judges no fill time (FORM_MIN_FILL_MS=0 in playwright.config.ts):
// Playwright fills forms faster than a person. What is checked here is what the site does and sends.
const honeypotOf = (page: Page) => page.getByRole('form', { name: 'Enquiry form' }).locator('input[name="website"]');

test.describe('The contact form’s bot trap', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/contact');
  });

  test('hides the honeypot from people, the keyboard and assistive technology', async ({ page }) => {
    const honeypot = honeypotOf(page);
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).not.toBeInViewport();
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
    // Tab from the first field to the button: every stop is a field a person sees, never the honeypot.
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.focus();
    const stops: string[] = [];
    for (let i = 0; i < 15; i++) {
      const stop = await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return `${element?.tagName.toLowerCase()}:${element?.name || element?.textContent?.trim() || ''}`;
      });
      stops.push(stop);
      if (stop.startsWith('button:Send Message')) break;
      await page.keyboard.press('Tab');
    }
    expect(stops.at(-1)).toBe('button:Send Message');
    expect(stops.filter((stop) => stop.includes('website'))).toEqual([]);
    await expectNoViolations(page);
  });

  test('sends an empty honeypot and the time the form was open, and stores a person’s enquiry', async ({
    page,
    staff,
  }, testInfo) => {
    const email = `bot.trap.${testInfo.project.name}.${Date.now()}@carter-bakery.co.uk`;
    // The page's clock, so the seconds a person takes pass at once (time still flows on its own in between).
    await page.clock.install();
    await reloadHydrated(page);
    const openedBy = Date.now();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Carter');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('07700 900456');
    await page.getByRole('textbox', { name: 'Business Name', exact: true }).fill('Carter Bakery');
    // A person takes a few seconds; the form reports at least that long.
    await page.clock.fastForward(2500);
    const sent = page.waitForRequest((request) => request.url().includes('/trpc/forms.contactUs'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    const body = (await sent).postData() ?? '';
    const waited = Date.now() - openedBy;
    expect(body).toContain('"website":""');
    const openMs = Number(/"form_open_ms":(\d+)/.exec(body)?.[1]);
    expect(openMs).toBeGreaterThanOrEqual(2500);
    expect(openMs).toBeLessThan(waited + 2500 + 60_000);
    await expect(dialog(page)).toContainText('Thank you for reaching out!');
    // Stored as a person's enquiry: a new lead in the console's inbox, not one set aside as a bot's.
    expect((await staff.leads({ q: email })).map((lead) => lead.status)).toEqual(['new']);
  });
});
