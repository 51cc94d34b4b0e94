import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { listedUrlTitles } from './support/content.ts';
import { startQuote } from './support/quotes.ts';

// The floating chat button must never sit over what the page shows: over a control, a tap meant for the wizard's
// Next (or any link, field or button) would open the chat instead; over text or an image, it hides what the visitor
// is reading. Every page with a form or a flow step is checked at the page's first scroll, at its bottom, at every
// half window down the page, and with each control brought into view as a visitor would before tapping it.

const chatName = 'Chat with us (opens in a new tab)';

const lead = {
  post_code: 'E1 6QL',
  full_address: 'Unit 4, 12 Brick Lane, London',
  bussiness_name: 'Brick Lane Bakery',
};

const booking = async (request: APIRequestContext) =>
  `/calendly/commercial-utility/${await startQuote(request, '/api/commecial-utility/post-code/submit', lead)}`;

/** Each page as a path, made when the test runs (the flow steps need a lead or application made through the API). */
const pages: Record<string, (request: APIRequestContext) => Promise<string>> = {
  home: async () => '/',
  contact: async () => '/contact',
  blog: async () => '/blogs',
  // The longest reading on the site: text all the way down.
  'blog post': async (request) => `/blog-details/${(await listedUrlTitles(request))[0]}`,
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
  booking,
};

interface Covered {
  at: string;
  what: string;
}

/** A time the page painted no frame for 10 s during the scan: what it was doing, and how it ended. */
interface FrameStall {
  state: string;
  endedAfterMs: number | undefined;
  /** The frame came to a request made after the 10 s, not to the one waiting since before. */
  byFreshRequest: boolean;
}

/**
 * Scrolls the page to each position a visitor would read or tap from (the first scroll, every half window down to
 * the bottom, and every control brought to the middle and to the bottom edge of the window) and lists what the
 * chat button's box overlaps there: a control, an image, or a line of painted text. The button takes a frame or two to
 * step aside after a scroll, so each position is given up to ten frames to clear before it counts.
 *
 * What counts as shown is worked out here from the page alone, as a visitor sees it: text whose line boxes are
 * painted (not hidden, not clipped away by an ancestor, as visually hidden text is), images and visible controls.
 */
function coveredContent(page: Page) {
  return page.evaluate(async (chatName) => {
    const chat = document.querySelector<HTMLElement>(`a[aria-label="${chatName}"]`);
    if (!chat) throw new Error('no chat button');
    const own = chat.closest('aside') ?? chat;
    const controlSelector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"]';
    const imageSelector = 'img, svg, picture, video, canvas, iframe, [role="img"]';
    const controls = [...document.querySelectorAll<HTMLElement>(controlSelector)].filter((control) => {
      if (own.contains(control)) return false;
      const box = control.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && control.checkVisibility({ visibilityProperty: true });
    });
    const label = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
    const describe = (element: Element) => `<${element.tagName.toLowerCase()}> ${label(element)}`;
    // What the page was doing, for a stall to be explained.
    const pageState = () =>
      [
        document.visibilityState,
        document.readyState,
        `focus ${document.hasFocus()}`,
        `scrolled to ${window.scrollY}`,
        `${Math.round(performance.now())} ms after it started`,
      ].join(', ');
    // The next frame. The button moves only in a frame (it measures in requestAnimationFrame, then React commits),
    // so the scan counts frames, not time. A loaded CI run's scan ran past the test's 90 s with a second of polling
    // per position; frames far apart would do that (not reproduced here: frames came every 16 ms under load).
    const stalls: FrameStall[] = [];
    const frame = () =>
      new Promise<void>((resolve, reject) => {
        let giveUp: ReturnType<typeof setTimeout> | undefined;
        let firstRequestPainted = false;
        const framed = () => {
          clearTimeout(stalled);
          clearTimeout(giveUp);
          resolve();
        };
        requestAnimationFrame(() => {
          firstRequestPainted = true;
          framed();
        });
        // In full runs on a loaded machine a page has now and then painted no frame for 10 s (far past the 34 ms at
        // most measured between this scan's frames); the test passed on its retry. With no frame the button cannot
        // move either, so the scan waits the stall out and says so; a page that paints nothing for 40 s fails.
        const stalled = setTimeout(() => {
          const began = performance.now() - 10_000;
          const stall: FrameStall = { state: pageState(), endedAfterMs: undefined, byFreshRequest: false };
          stalls.push(stall);
          // A fresh request as well (it runs after the first one in the same frame): if only it paints, the first
          // request was lost.
          requestAnimationFrame(() => {
            stall.endedAfterMs = Math.round(performance.now() - began);
            stall.byFreshRequest = !firstRequestPainted;
            framed();
          });
          // 30 s more: with the 10 s before, 40 s of no frame at all fails the test inside its 90 s.
          giveUp = setTimeout(() => reject(new Error(`no frame painted in 40 s (the page: ${pageState()})`)), 30_000);
        }, 10_000);
      });

    type Rect = { left: number; top: number; right: number; bottom: number };
    const overlaps = (a: Rect, b: Rect) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
    const clip = (a: Rect, b: Rect): Rect => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const painted = (rect: Rect) => rect.right - rect.left > 1 && rect.bottom - rect.top > 1;

    /** The part of the window an element's content can paint in: ancestors that clip their overflow cut it down. */
    const paintArea = (element: Element): Rect | undefined => {
      let area: Rect = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
      for (let at: Element | null = element; at && at !== document.documentElement; at = at.parentElement) {
        const style = getComputedStyle(at);
        // Visually hidden text (sr-only) is clipped to nothing.
        if (style.clipPath.startsWith('inset(50%') || /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip)) {
          return undefined;
        }
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible')
          area = clip(area, at.getBoundingClientRect());
        if (style.position === 'fixed') break;
      }
      return painted(area) ? area : undefined;
    };

    const coveredText = (button: Rect) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || own.contains(parent)) continue;
        if (!parent.checkVisibility({ visibilityProperty: true })) continue;
        range.selectNodeContents(node);
        const lines = [...range.getClientRects()].filter((line) => painted(line) && overlaps(line, button));
        if (lines.length === 0) continue;
        const area = paintArea(parent);
        if (area && lines.some((line) => painted(clip(line, area)) && overlaps(clip(line, area), button))) {
          found.push(`text "${node.textContent.replace(/\s+/g, ' ').trim().slice(0, 40)}"`);
        }
      }
      return found;
    };

    const coveredNow = () => {
      // A button out of sight covers nothing.
      if (!chat.checkVisibility({ visibilityProperty: true })) return [];
      const button = chat.getBoundingClientRect();
      const hit = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (!painted(box) || !overlaps(box, button)) return false;
        const area = paintArea(element);
        return !!area && overlaps(clip(box, area), button);
      };
      const images = [...document.querySelectorAll(imageSelector)].filter(
        (image) => !own.contains(image) && image.checkVisibility({ visibilityProperty: true }) && hit(image),
      );
      return [
        ...controls.filter(hit).map(describe),
        ...images.map((image) => `image ${describe(image)}`),
        ...coveredText(button),
      ];
    };
    // Up to ten frames for the button to step aside: it needs two or three, however long they take to come.
    const settle = async () => {
      for (let frames = 0; frames < 10; frames++) {
        await frame();
        if (coveredNow().length === 0) return [];
      }
      return coveredNow();
    };

    const covered: Covered[] = [];
    // Where the button goes depends only on the layout at a scroll position, so a position already checked (many
    // controls bring the page to the same one: the top, the bottom) is not checked again.
    const checked = new Set<string>();
    const record = async (at: string) => {
      const position = `${window.scrollX},${window.scrollY}`;
      if (checked.has(position)) return;
      checked.add(position);
      for (const what of await settle()) covered.push({ at, what });
    };
    await record('first scroll');
    const step = Math.max(1, Math.floor(window.innerHeight / 2));
    for (let top = step; top < document.documentElement.scrollHeight; top += step) {
      window.scrollTo({ top, behavior: 'instant' });
      await record(`scrolled to ${top}`);
    }
    for (const control of controls) {
      for (const block of ['center', 'end'] as const) {
        control.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
        await record(`${describe(control)} scrolled to ${block}`);
      }
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await record('bottom');
    // One entry per covered thing and position is plenty to read.
    return {
      covered: [...new Map(covered.map((entry) => [`${entry.at}|${entry.what}`, entry])).values()],
      stalls,
    };
  }, chatName) as Promise<{ covered: Covered[]; stalls: FrameStall[] }>;
}

/** What the button covers; a frame stall the scan waited out is noted on the test, for the report to show. */
async function coveredContentNoting(page: Page, testInfo: TestInfo) {
  const { covered, stalls } = await coveredContent(page);
  for (const stall of stalls) {
    const description = `no frame for 10 s (${stall.state}); one came after ${stall.endedAfterMs} ms${stall.byFreshRequest ? ', to a fresh request only' : ''}`;
    testInfo.annotations.push({ type: 'frame stall', description });
    console.log(`${testInfo.titlePath.join(' › ')} [${testInfo.project.name}]: ${description}`);
  }
  return covered;
}

test.describe('The chat button', { tag: '@phone' }, () => {
  for (const [name, path] of Object.entries(pages)) {
    test(`${name}: covers no text, image or control at any scroll, and at 320 px on a phone`, async ({
      page,
      request,
    }, testInfo) => {
      // The scan's time grows with the page's controls (each is brought to two positions, and each new position waits
      // for the button to settle): Build your career, with the registration form, took 9.5 s here against 2 to 5 s for
      // the others, and 30.2 s (the default limit) on a loaded CI run. The limit follows the work, not the machine.
      test.setTimeout(90_000);
      const url = await path(request);
      await gotoHydrated(page, url);
      await page.waitForLoadState('networkidle');
      // Never hidden: where it would cover something it waits at the end of the page, still there to tab to.
      const chat = page.getByRole('link', { name: chatName });
      await expect(chat).toBeVisible();
      await expect(chat).toHaveAttribute('target', '_blank');
      expect(await coveredContentNoting(page, testInfo)).toEqual([]);

      // The narrowest phone, once: on the phone project, which has a phone's touch and pixel ratio.
      if (testInfo.project.name !== 'phone') return;
      await page.setViewportSize({ width: 320, height: 640 });
      await gotoHydrated(page, url);
      await page.waitForLoadState('networkidle');
      expect(await coveredContentNoting(page, testInfo)).toEqual([]);
    });
  }

  test('until the code that finds it a free spot has loaded, it waits at the end of the page', async ({
    page,
    request,
  }) => {
    // As the server paints it, and as it stays on a slow phone until that code (loaded after hydration) arrives.
    await page.route('**/chat-button-free-spot*', () => new Promise(() => {}));
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoHydrated(page, await booking(request));
    const chat = page.getByRole('link', { name: chatName });
    await expect(chat).toBeVisible();
    const [chatTop, footerBottom] = await page.evaluate((name) => {
      const top = (element: Element, edge: 'top' | 'bottom') => element.getBoundingClientRect()[edge] + window.scrollY;
      return [
        top(document.querySelector(`a[aria-label="${name}"]`)!, 'top'),
        top(document.querySelector('footer')!, 'bottom'),
      ];
    }, chatName);
    expect(chatTop).toBeGreaterThanOrEqual(footerBottom);
    // The strip it waits in, a landmark of its own, is held to the same bar as the page.
    await expectNoViolations(page);
  });

  test('a keyboard visitor on it keeps it in sight while the page scrolls', async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoHydrated(page, await booking(request));
    // The chat button comes straight after the footer's last control.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).focus();
    await page.keyboard.press('Tab');
    const chat = page.getByRole('link', { name: chatName });
    await expect(chat).toBeFocused();
    await expect(chat).toBeInViewport({ ratio: 1 });
    for (let step = 0; step < 4; step++) {
      await page.mouse.wheel(0, -320);
      await expect(chat).toBeFocused();
      await expect(chat).toBeInViewport({ ratio: 1 });
    }
  });

  test('a keyboard visitor on it keeps it in sight even where every spot would cover something', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoHydrated(page, await booking(request));
    // Reading across the whole lower part of the window at every scroll: nowhere to float without covering it.
    await page.evaluate(() => {
      const reading = document.createElement('p');
      reading.textContent = 'Text across the lower part of the window. '.repeat(20);
      reading.style.cssText = 'position:fixed;left:0;right:0;bottom:0;height:45vh;margin:0;background:#fff;z-index:1';
      document.body.append(reading);
    });
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).focus();
    await page.keyboard.press('Tab');
    const chat = page.getByRole('link', { name: chatName });
    await expect(chat).toBeFocused();
    // Focus in sight beats covering nothing (WCAG 2.4.11): it floats over the reading while the visitor is on it...
    await page.mouse.wheel(0, -640);
    await expect(chat).toBeFocused();
    await expect(chat).toBeInViewport({ ratio: 1 });
    // ...and goes back to the end of the page once they move on.
    await page.keyboard.press('Shift+Tab');
    await expect(chat).not.toBeInViewport();
  });
});
