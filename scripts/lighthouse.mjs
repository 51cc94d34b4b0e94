// npm run lighthouse [-- /path ...] [--runs N] [--returning]: Lighthouse (mobile profile) on the public pages.
// Starts the built server on a fresh embedded database, runs Lighthouse on each page one after another, each with a
// fresh headless Chromium, and prints performance, accessibility, best practices and SEO, CLS, LCP and TBT, and the
// audits that keep a score under its goal (performance 95, the other three 100). With --runs N each page runs N
// times and the run with the median performance score is shown. Full reports go to test-results/lighthouse/.
// A first visit opens the 'Let's talk' popup as a modal dialog, and axe then checks only the dialog (the page behind it
// is inert); --returning audits the page a visitor sees once the session has closed the popup and the cookie banner
// has its answer.
// Needs `npm run build` first and Chromium (apt-get install -y chromium, or CHROMIUM_PATH).
// Exits with 1 when a page misses a goal. Figures, TBT above all, move with whatever else runs on the machine: run it
// alone.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumPath, startBuiltServer } from './built-server.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '1' }, returning: { type: 'boolean', default: false } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of at least 1');
  process.exit(2);
}
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const goals = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const reportDir = join('test-results', 'lighthouse');
// Lighthouse asks for every page several times from one address; the throttle would answer it with 429s.
const { base, stop } = await startBuiltServer('lighthouse', { RATE_LIMITS: 'off' });

try {
  const paths = positionals.length
    ? positionals
    : ['/', '/comercial-utility', '/business-loan', '/merchant-service', await firstPostPath()];
  mkdirSync(reportDir, { recursive: true });
  const rows = [];
  for (const path of paths) {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await auditWithRetry(base + path));
    const lhr = medianRun(results);
    writeFileSync(
      join(reportDir, `${reportName(path)}${values.returning ? '.returning' : ''}.json`),
      JSON.stringify(lhr),
    );
    rows.push({ path, lhr });
  }
  console.log(
    `Lighthouse ${rows[0].lhr.lighthouseVersion} (mobile, simulated throttling), ` +
      `${values.returning ? 'a returning visitor (popup closed, cookies answered)' : 'a first visit'}, ${runs} run(s) a page` +
      `${runs > 1 ? ', the run with the median performance score' : ''}\n`,
  );
  printTable(rows);
  printFailures(rows);
} finally {
  await stop();
}

/** The newest post, as a visitor reaches it from the blog list. */
async function firstPostPath() {
  const html = await fetch(`${base}/blogs`).then((r) => r.text());
  const href = html.match(/href="(\/blog-details\/[^"]+)"/)?.[1];
  if (!href) throw new Error('No post link on /blogs: is the database seeded?');
  return href.replaceAll('&amp;', '&');
}

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART, NO_FCP) and asks to run again: once more. */
async function auditWithRetry(url) {
  try {
    return await audit(url);
  } catch (error) {
    console.error(`${error.message}: running it again`);
    return audit(url);
  }
}

async function audit(url) {
  // A fresh browser per run, so no cache, service worker or cookie carries over from the page before.
  const chrome = await chromeLauncher.launch({
    ...(chromiumPath ? { chromePath: chromiumPath } : {}),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  let browser;
  try {
    let page;
    if (values.returning) {
      browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
      page = (await browser.pages())[0] ?? (await browser.newPage());
      // What the site itself stores when the visitor closes the popup and answers the banner (LeadPopup, consent).
      await page.evaluateOnNewDocument(() => sessionStorage.setItem('lead-popup-closed', '1'));
      await page.setCookie({ name: 'cookie_consent', value: 'rejected', url });
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        // The browser is new, so the reset would only wipe the returning visitor's cookie.
        disableStorageReset: values.returning,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

function medianRun(results) {
  const sorted = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function score(lhr, category) {
  const value = lhr.categories[category]?.score;
  return value == null ? NaN : Math.round(value * 100);
}

/** Where a category loses points: every scored audit under full marks; for performance, whose metrics rarely reach
 * exactly 1, those under 0.9, metrics and the insights that estimate savings alike (the places to look). */
function failingAudits(lhr, category) {
  const threshold = category === 'performance' ? 0.9 : 1;
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a) =>
        a &&
        a.score !== null &&
        ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode) &&
        a.score < threshold,
    )
    .map((a) => a.id);
}

function printTable(rows) {
  const columns = [
    ['perf', (lhr) => score(lhr, 'performance')],
    ['a11y', (lhr) => score(lhr, 'accessibility')],
    ['best', (lhr) => score(lhr, 'best-practices')],
    ['seo', (lhr) => score(lhr, 'seo')],
    ['CLS', (lhr) => lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)],
    ['LCP ms', (lhr) => Math.round(lhr.audits['largest-contentful-paint'].numericValue)],
    ['TBT ms', (lhr) => Math.round(lhr.audits['total-blocking-time'].numericValue)],
  ];
  const width = Math.max(28, ...rows.map((r) => r.path.length + 2));
  console.log('page'.padEnd(width) + columns.map(([name]) => name.padStart(8)).join(''));
  for (const { path, lhr } of rows) {
    console.log(path.padEnd(width) + columns.map(([, value]) => String(value(lhr)).padStart(8)).join(''));
  }
  console.log(`\nGoals: performance >= ${goals.performance}, accessibility, best practices and SEO 100.`);
}

function printFailures(rows) {
  let any = false;
  for (const { path, lhr } of rows) {
    for (const category of categories) {
      if (!(score(lhr, category) < goals[category])) continue;
      any = true;
      console.log(
        `${path} ${category} ${score(lhr, category)}: ${failingAudits(lhr, category).join(', ') || '(no single audit under its mark)'}`,
      );
    }
  }
  if (any) process.exitCode = 1;
  else console.log('Every page meets every goal.');
}

function reportName(path) {
  return path === '/'
    ? 'home'
    : path
        .replace(/^\//, '')
        .replace(/[^a-z0-9-]+/gi, '_')
        .slice(0, 80);
}
