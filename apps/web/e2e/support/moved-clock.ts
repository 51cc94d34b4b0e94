import type { Browser, BrowserContext } from '@playwright/test';

// npm run test:clock runs the browser specs with the clock of the test runner and the server moved by libfaketime.
// Chromium cannot run with libfaketime loaded (its network service crashes, and in one process pages stop
// hydrating), so it starts without it (playwright.config.ts) and each page's Date is moved by the same offset here:
// the page, the server and the specs then agree on the time, as a visitor's browser and the site do.

/** The offset test:clock moved the clock by, in seconds; absent in any other run. */
const offsetSeconds = process.env.TEST_CLOCK_OFFSET_SECONDS;
const offsetMs = offsetSeconds ? Number(offsetSeconds) * 1000 : 0;

/** Runs first in every frame: Date reads the real time plus the offset and runs on; timers are untouched. */
function moveDate(offset: number) {
  const moved = globalThis as { __movedClock?: boolean };
  if (moved.__movedClock) return;
  moved.__movedClock = true;
  const RealDate = Date;
  const now = () => RealDate.now() + offset;
  function MovedDate(this: unknown, ...args: unknown[]) {
    // Date() without new answers the time as text, as the real one does.
    if (!new.target) return new RealDate(now()).toString();
    // Through new.target, so a subclass (date-fns' TZDate) still gets its own prototype.
    return Reflect.construct(RealDate, args.length ? args : [now()], new.target) as Date;
  }
  MovedDate.prototype = RealDate.prototype;
  // Not enumerable, as Date's own: Playwright's page.clock copies a Date's enumerable properties onto its own, and
  // its Date.now would then read this clock instead of the time a spec set.
  const hidden = (value: unknown) => ({ value, writable: true, configurable: true, enumerable: false });
  Object.defineProperties(MovedDate, { now: hidden(now), parse: hidden(RealDate.parse), UTC: hidden(RealDate.UTC) });
  globalThis.Date = MovedDate as unknown as DateConstructor;
}

/** Moves the page clock of a context, when test:clock moved the others'. */
async function moveContextClock(context: BrowserContext): Promise<void> {
  if (offsetMs) await context.addInitScript(moveDate, offsetMs);
}

/** Every context the browser makes, the specs' own included, starts with the moved page clock. */
export function moveBrowserClock(browser: Browser): void {
  if (!offsetMs) return;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await moveContextClock(context);
    return context;
  };
}
