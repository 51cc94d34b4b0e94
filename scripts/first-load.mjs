// npm run measure:first-load [-- /path ...]: the JavaScript a phone downloads before the visitor does anything.
// Starts the built server on a fresh embedded database, opens each page in Chromium until the network is idle,
// and prints the compressed bytes (what went over the wire) and number of the .js files it loaded.
// Needs `npm run build` first and Chromium (apt-get install -y chromium, or CHROMIUM_PATH).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/comercial-utility', '/business-loan', '/merchant-service', '/blogs', '/admin'];
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = mkdtempSync(join(tmpdir(), 'sme-first-load-'));
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RETENTION_JOB: 'false',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  for (let i = 0; i < 150; i += 1) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'],
  });
  console.log(`First load on a Pixel 7-sized screen (compressed bytes of JavaScript, at network idle)\n`);
  console.log(`${'page'.padEnd(24)}${'requests'.padStart(10)}${'bytes'.padStart(12)}`);
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const files = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.encodedBodySize),
    );
    const bytes = files.reduce((sum, size) => sum + size, 0);
    console.log(`${path.padEnd(24)}${String(files.length).padStart(10)}${bytes.toLocaleString('en-GB').padStart(12)}`);
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
