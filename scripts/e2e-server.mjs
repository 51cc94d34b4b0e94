// The server the browser tests run against: the real build on an empty embedded database of its own.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = 'test-data/e2e';
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
