// npm run measure:first-load [-- /path ...]: the JavaScript a phone downloads before the visitor does anything.
// Starts the built server on a fresh embedded database, opens each page in Chromium until the network is idle,
// and prints the compressed bytes (what went over the wire) and number of the .js files it loaded: those the page
// needed to hydrate (requested before the app's 'sme:hydrated' mark; the budget test in apps/web/test counts the
// same files from the build's manifest), and all of them at network idle, which adds what loads once the page is
// usable (the 'Let's talk' popup on a first visit, forms below the fold when the browser is idle).
// Needs `npm run build` first and Chromium (apt-get install -y chromium, or CHROMIUM_PATH).
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath, startBuiltServer } from './built-server.mjs';

// The pages a first visit lands on, which the first-paint test (apps/web/e2e/first-paint.spec.ts) checks too.
const firstVisitPages = JSON.parse(readFileSync(new URL('./first-visit-pages.json', import.meta.url), 'utf8'));
const paths = process.argv.slice(2).length ? process.argv.slice(2) : [...firstVisitPages, '/admin'];
const { base, stop } = await startBuiltServer('first-load');
try {
  const browser = await chromium.launch({
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'],
  });
  console.log(`First load on a Pixel 7-sized screen, first visit (compressed bytes of JavaScript)\n`);
  console.log(
    `${'page'.padEnd(40)}${'to hydrate'.padStart(12)}${'bytes'.padStart(10)}${'at idle'.padStart(10)}${'bytes'.padStart(10)}`,
  );
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const { all, critical } = await page.evaluate(() => {
      const hydrated = performance.getEntriesByName('sme:hydrated')[0]?.startTime ?? Infinity;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      const sizes = (entries) => entries.map((entry) => entry.encodedBodySize);
      return { all: sizes(scripts), critical: sizes(scripts.filter((entry) => entry.startTime < hydrated)) };
    });
    const sum = (sizes) => sizes.reduce((total, size) => total + size, 0).toLocaleString('en-GB');
    console.log(
      `${path.slice(0, 38).padEnd(40)}${String(critical.length).padStart(12)}${sum(critical).padStart(10)}${String(all.length).padStart(10)}${sum(all).padStart(10)}`,
    );
    await context.close();
  }
  await browser.close();
} finally {
  await stop();
}
