// npm start: build what is missing or stale (turbo's cache makes a second start instant), then serve the compiled
// server: the same command as the container image's.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bin, run } from './run.mjs';

const built = await run(bin('turbo'), ['run', 'build', '--output-logs=errors-only']);
if (built !== 0) process.exit(built);

const main = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
const server = spawn(process.execPath, ['--enable-source-maps', main], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// The server shuts down gracefully on these; pass them on and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
