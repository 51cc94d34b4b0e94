import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
// Debian's Chromium: Playwright cannot download its own browser here. Its headless shell (the build Playwright itself
// runs headless tests in) first: the suite takes a quarter less time in it than in the full browser's headless mode.
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

/** The runner's environment less libfaketime's, for the browser. */
function browserEnvWithoutFaketime(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && entry[0] !== 'LD_PRELOAD' && !entry[0].startsWith('FAKETIME'),
    ),
  );
}

export default defineConfig({
  testDir: 'apps/web/e2e',
  // One output folder per port, so runs on different ports do not delete each other's artifacts.
  outputDir: process.env.E2E_PORT ? `test-results/port-${port}` : 'test-results',
  fullyParallel: true,
  // Three on the two cores: with two, the cores sat idle a seventh of the time while tests waited on the server.
  workers: 3,
  // A failed test runs once more, recording a trace, and still fails the run (failOnFlakyTests). Tracing every test
  // to keep only the failures' traces made the suite a fifth slower.
  retries: 1,
  failOnFlakyTests: true,
  // CI ran the browser phase at a bit over half the speed a session sees on the same kind of machine (32.5 min there,
  // 18.6 min here), and at 30 s a test that takes 8 s here (three axe scans of the console) timed out there twice. Limits with that much headroom; a test that really hangs still fails. Tests that
  // walk a long flow set their own (90 s). See docs/decisions/browser-test-time-limits.md.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-gpu',
      ],
      // npm run test:clock: Chromium does not run with libfaketime loaded; the pages' clock is moved instead
      // (e2e/support/moved-clock.ts).
      ...(process.env.FAKETIME ? { env: browserEnvWithoutFaketime() } : {}),
    },
  },
  projects: [
    // Tests of a touch screen's layout are tagged @phone-only: the desktop project leaves them out rather than skip them.
    { name: 'desktop', grepInvert: /@phone-only/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The phone runs only what a phone changes: layout, the accessibility scans and each flow's happy path, tagged
    // @phone in the specs. 390 px wide, the width the product is checked at; Pixel 7's touch and pixel ratio.
    {
      name: 'phone',
      grep: /@phone/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined },
    },
  ],
  webServer: {
    // The real server on a fresh embedded database, seeded at start (apps/web/e2e/harness/server.ts).
    command: 'node --import tsx apps/web/e2e/harness/server.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    // The console's admin for console.spec.ts; no retention job during a test run.
    env: {
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'console.admin@example.co.uk',
      ADMIN_PASSWORD: 'e2e console password',
      RETENTION_JOB: 'false',
      // Playwright fills a form in well under a person's time and the specs resend the same answers: bot rules off.
      FORM_MIN_FILL_MS: '0',
      FORM_DUPLICATE_WINDOW_MS: '0',
      // Every browser test calls from 127.0.0.1, far past a visitor's limits; throttling has its own tests.
      RATE_LIMITS: 'off',
      // The footer's registration lines (trust-details.spec.ts); unset, they are checked on the server's rendering.
      SITE_COMPANY_NUMBER: '12345678',
      SITE_FCA_FRN: '123456',
      SITE_ICO_NUMBER: 'ZA123456',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
