import { spawn } from 'node:child_process';

/** Starts a command with the scripts' environment; `stdio` as node:child_process takes it. */
function start(command, args, options, stdio) {
  return spawn(command, args, {
    stdio,
    ...options,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...options.env },
  });
}

/** An exit as a code: a process ended by a signal failed. */
const exitCode = (code, signal) => code ?? (signal ? 1 : 0);

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = start(command, args, options, 'inherit');
    child.on('exit', (code, signal) => resolve(exitCode(code, signal)));
  });
}

export const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

/** Runs a command with its output (stdout and stderr, in order) kept; resolves with its exit code and that output. */
export function runQuietly(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = start(command, args, options, ['ignore', 'pipe', 'pipe']);
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ code: exitCode(code, signal), output: Buffer.concat(chunks).toString() }),
    );
  });
}
