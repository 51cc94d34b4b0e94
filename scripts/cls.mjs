// npm run measure:cls [-- /path ...] [--runs N] [--returning]: layout shift on a throttled phone, per public page.
// Starts the built server on a fresh embedded database and opens each page in Chromium on a Pixel 7-sized screen,
// with the CPU slowed 4x and a slow 4G network (Lighthouse's mobile profile: 150 ms, 1.6 Mbit/s down), as a first
// visit (the 'Let's talk' popup opens, the cookie banner shows; --returning: both already answered). It prints
// the Cumulative Layout Shift (largest session window of shifts without recent input, as Chrome counts it) until
// the page has been quiet for two seconds, whether "Loading..." ever replaced the page, where the page's footer
// first painted (a footer high on the screen means the page's content was missing) and when the page hydrated
// (a page that never did fails). Goal: CLS <= 0.05.
// With --runs N each page runs N times and the worst run is shown.
// Needs `npm run build` first and Chromium (apt-get install -y chromium, or CHROMIUM_PATH). Figures are indicative:
// they move with whatever else runs on the machine.
/* global window, document, MutationObserver -- observe() and the evaluate callbacks run in the page */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumPath, startBuiltServer } from './built-server.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '1' }, returning: { type: 'boolean', default: false } },
});
const runs = Number(values.runs);
const GOAL = 0.05;
const { base, stop } = await startBuiltServer('cls', { RATE_LIMITS: 'off' });

/** Runs in the page before any of its scripts: collects layout shifts and watches for a "Loading..." fallback. */
function observe() {
  const state = { shifts: [], loadingSeen: false, footerTop: null };
  window.__cls = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      state.shifts.push({
        time: entry.startTime,
        value: entry.value,
        sources: (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!node || node.nodeType !== 1) return node?.nodeName ?? '?';
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ').slice(0, 3).join('.')}` : ''}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    const main = document.querySelector('main');
    if (main && /^\s*Loading\.\.\.\s*$/.test(main.textContent ?? '')) state.loadingSeen = true;
    const footer = document.querySelector('footer');
    if (footer && state.footerTop === null) state.footerTop = Math.round(footer.getBoundingClientRect().top);
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('DOMContentLoaded', check);
}

/** Chrome's CLS: the largest sum of shifts in a session window (gaps under 1 s, at most 5 s long). */
function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.time - previous > 1000 || shift.time - windowStart > 5000) {
      current = 0;
      windowStart = shift.time;
    }
    current += shift.value;
    previous = shift.time;
    worst = Math.max(worst, current);
  }
  return worst;
}

async function measure(browser, path) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  if (values.returning) {
    await context.addCookies([{ name: 'cookie_consent', value: 'rejected', url: base }]);
    await context.addInitScript(() => sessionStorage.setItem('lead-popup-closed', '1'));
  }
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(base + path, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.waitForTimeout(2000);
  const state = await page.evaluate(() => ({
    ...window.__cls,
    hydratedAt: performance.getEntriesByName('sme:hydrated')[0]?.startTime ?? null,
  }));
  await context.close();
  return { ...state, cls: cumulativeLayoutShift(state.shifts) };
}

/**
 * Every route the sitemap names (its first post standing for all posts), and the public pages it leaves out: the
 * wizard steps a postcode opens, and the 404 page.
 */
async function publicPaths() {
  const sitemap = await fetch(`${base}/sitemap.xml`).then((response) => (response.ok ? response.text() : ''));
  const listed = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
  if (listed.length === 0) throw new Error('the sitemap names no page');
  const post = listed.find((path) => path.startsWith('/blog-details/'));
  return [
    ...listed.filter((path) => !path.startsWith('/blog-details/')),
    ...(post ? [post] : []),
    '/comercial-utility/main/E1%206QL',
    '/commercial-water-waste/select-address/E1%206QL',
    '/no-such-page',
  ];
}

let failed = false;
try {
  const browser = await chromium.launch({
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'],
  });
  const paths = positionals.length ? positionals : await publicPaths();
  console.log(
    `Layout shift on a throttled phone (CPU 4x, 150 ms / 1.6 Mbit/s), ${values.returning ? 'returning' : 'first'} visit; goal CLS <= ${GOAL}\n`,
  );
  console.log(
    `${'page'.padEnd(52)}${'CLS'.padStart(8)}${'Loading...'.padStart(12)}${'footer at'.padStart(11)}${'hydrated'.padStart(11)}`,
  );
  for (const path of paths) {
    let worst;
    for (let run = 0; run < runs; run += 1) {
      const result = await measure(browser, path);
      if (!worst || result.cls > worst.cls) worst = result;
    }
    // A page that never hydrated cannot shift: it is a failure, not a zero.
    if (worst.cls > GOAL || worst.loadingSeen || worst.hydratedAt === null) failed = true;
    console.log(
      `${path.slice(0, 50).padEnd(52)}${worst.cls.toFixed(3).padStart(8)}${(worst.loadingSeen ? 'seen' : 'no').padStart(12)}${String(worst.footerTop ?? '-').padStart(11)}${(worst.hydratedAt === null ? 'never' : `${Math.round(worst.hydratedAt)} ms`).padStart(11)}`,
    );
    for (const shift of worst.shifts.filter((s) => s.value >= 0.01)) {
      console.log(`    shift ${shift.value.toFixed(3)} at ${Math.round(shift.time)} ms: ${shift.sources.join(', ')}`);
    }
  }
  await browser.close();
} finally {
  await stop();
}
process.exitCode = failed ? 1 : 0;
