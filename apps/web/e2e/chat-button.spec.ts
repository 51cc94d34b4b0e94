import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { startQuote } from './support/quotes.ts';

// The floating chat button must never sit over a control: a tap meant for the wizard's Next (or any link, field
// or button) would open the chat instead. Every page with a form or a flow step is checked at the page's first
// scroll, at its bottom, and with each control brought into view as a visitor would before tapping it.

const chatName = 'Chat with us (opens in a new tab)';

const lead = {
  post_code: 'E1 6QL',
  full_address: 'Unit 4, 12 Brick Lane, London',
  bussiness_name: 'Brick Lane Bakery',
};

/** Each page as a path, made when the test runs (the flow steps need a lead or application made through the API). */
const pages: Record<string, (request: APIRequestContext) => Promise<string>> = {
  home: async () => '/',
  contact: async () => '/contact',
  'about us': async () => '/about-us',
  'build your career': async () => '/build-your-career',
  utility: async () => '/utility',
  'payment solution': async () => '/payment-solution',
  'business funding': async () => '/bussiness',
  'energy landing': async () => '/comercial-utility',
  'energy: address': async () => '/comercial-utility/main/E1%206QL',
  ...Object.fromEntries(
    (['business', 'service', 'supplier'] as const).map((step) => [
      `energy: ${step}`,
      async (request: APIRequestContext) => {
        const id = await startQuote(request, '/api/commecial-utility/post-code/submit', lead);
        return `/comercial-utility/main/E1%206QL?${new URLSearchParams({ step, id }).toString()}`;
      },
    ]),
  ),
  'water landing': async () => '/commercial-water-waste',
  'water: select address': async () => '/commercial-water-waste/select-address/E1%206QL',
  ...Object.fromEntries(
    (['bussiness-name', 'select-service', 'average-water-usage', 'get-waste-info'] as const).map((step) => [
      `water: ${step}`,
      async (request: APIRequestContext) =>
        `/commercial-water-waste/${step}/${await startQuote(request, '/api/commecial-water-waste/post-code/submit', lead)}`,
    ]),
  ),
  'loan: basic information': async () => '/business-loan',
  ...Object.fromEntries(
    (['category', 'turnover'] as const).map((step) => [
      `loan: ${step}`,
      async (request: APIRequestContext) => {
        const id = await startQuote(request, '/api/business-loan/submit', {
          company_name: 'Saffron Row Kitchen Ltd',
          company_address: '74 Brick Lane, London E1 6QL',
          borrow_ammount: '25000',
          borrow_month: '12 months',
        });
        return `/business-loan?${new URLSearchParams({ step, id }).toString()}`;
      },
    ]),
  ),
  'merchant service': async () => '/merchant-service',
  'choose product': async (request) => {
    const id = await startQuote(request, '/api/cash-advance/store', {
      take_payment: 'Face To Face',
      business_location: 'Store',
      business_name: 'Mill Lane Deli',
      card_provider: 'Dojo',
    });
    return `/merchant-service/choose-product/${id}`;
  },
  booking: async (request) =>
    `/calendly/commercial-utility/${await startQuote(request, '/api/commecial-utility/post-code/submit', lead)}`,
};

interface Covered {
  at: string;
  control: string;
}

/**
 * Scrolls the page to each position a visitor would tap from (the first scroll, the bottom, and every control
 * brought to the middle and to the bottom edge of the window) and lists the controls in view that the chat button
 * overlaps there. The button may take a frame to step aside after a scroll, so each position is given up to a
 * second to clear before it counts.
 */
function coveredControls(page: Page) {
  return page.evaluate(async (chatName) => {
    const chat = document.querySelector<HTMLElement>(`a[aria-label="${chatName}"]`);
    if (!chat) throw new Error('no chat button');
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"]',
      ),
    ].filter((control) => {
      if (chat.contains(control)) return false;
      const box = control.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && control.checkVisibility({ visibilityProperty: true });
    });
    const describe = (control: HTMLElement) =>
      `<${control.tagName.toLowerCase()}> ${(control.getAttribute('aria-label') ?? control.textContent ?? control.getAttribute('name') ?? '').trim().slice(0, 40)}`;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const overlapsNow = () => {
      if (!chat.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return [];
      const c = chat.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const height = document.documentElement.clientHeight;
      return controls.filter((control) => {
        const b = control.getBoundingClientRect();
        const inView = b.bottom > 0 && b.top < height && b.right > 0 && b.left < width;
        return inView && b.left < c.right && b.right > c.left && b.top < c.bottom && b.bottom > c.top;
      });
    };
    const settle = async () => {
      for (let tries = 0; tries < 60; tries++) {
        await frame();
        if (overlapsNow().length === 0) return [];
      }
      return overlapsNow();
    };

    const covered: { at: string; control: string }[] = [];
    // Where the button goes depends only on the layout at a scroll position, so a position already checked (many
    // controls bring the page to the same one: the top, the bottom) is not checked again.
    const checked = new Set<string>();
    const record = async (at: string) => {
      const position = `${window.scrollX},${window.scrollY}`;
      if (checked.has(position)) return;
      checked.add(position);
      for (const control of await settle()) covered.push({ at, control: describe(control) });
    };
    await record('first scroll');
    for (const control of controls) {
      for (const block of ['center', 'end'] as const) {
        control.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
        await record(`${describe(control)} scrolled to ${block}`);
      }
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await record('bottom');
    // One entry per covered control and position is plenty to read.
    return [...new Map(covered.map((entry) => [`${entry.at}|${entry.control}`, entry])).values()];
  }, chatName) as Promise<Covered[]>;
}

test.describe('The chat button', { tag: '@phone' }, () => {
  for (const [name, path] of Object.entries(pages)) {
    test(`${name}: covers no control at any scroll, and at 320 px on a phone`, async ({ page, request }, testInfo) => {
      const url = await path(request);
      await gotoHydrated(page, url);
      await page.waitForLoadState('networkidle');
      // On a phone the button may be out of sight at first (a full-width form fills the lower window): it is there.
      const chat = page.getByRole('link', { name: chatName, includeHidden: true });
      await expect(chat).toHaveAttribute('target', '_blank');
      expect(await coveredControls(page)).toEqual([]);

      // The narrowest phone, once: on the phone project, which has a phone's touch and pixel ratio.
      if (testInfo.project.name !== 'phone') return;
      await page.setViewportSize({ width: 320, height: 640 });
      await gotoHydrated(page, url);
      await page.waitForLoadState('networkidle');
      expect(await coveredControls(page)).toEqual([]);
    });
  }
});
