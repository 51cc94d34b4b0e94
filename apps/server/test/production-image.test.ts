import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { freePort } from './main-process.ts';

// There is no Docker engine here, so this does what the Dockerfile's last stage does, instruction by instruction,
// in an empty folder: copy what it copies (from the repository, and the build's outputs, which `npm test` makes
// before vitest runs), the production install, then its CMD with its ENV, and asks the server for /healthz and pages.
// Read from the Dockerfile itself, so the image and this test cannot drift apart.

const repo = fileURLToPath(new URL('../../../', import.meta.url));
/** The build stage's WORKDIR, where it copied the repository and built it. */
const buildStageRoot = '/app';

type Instruction = { name: string; args: string };

/** The last stage's instructions (line continuations joined, comments dropped). */
async function finalStage(): Promise<Instruction[]> {
  const text = (await readFile(join(repo, 'Dockerfile'), 'utf8')).replace(/\\\n/g, ' ');
  const instructions = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [name = '', ...rest] = line.split(/\s+/);
      return { name: name.toUpperCase(), args: rest.join(' ') };
    });
  const from = instructions.findLastIndex((instruction) => instruction.name === 'FROM');
  return instructions.slice(from + 1);
}

/** npm run in the copy, never in the repository: npm's own variables (npm test sets them) would name this project. */
function npmEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
}

function exec(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${errors}`)),
    );
  });
}

async function copy(args: string, folder: string) {
  const parts = args.split(/\s+/);
  const from = parts.find((part) => part.startsWith('--from='));
  const paths = parts.filter((part) => !part.startsWith('--'));
  const destination = join(folder, paths.pop()!);
  for (const path of paths) {
    // The build stage's files are this repository's after npm test's build.
    const source = from ? join(repo, path.replace(new RegExp(`^${buildStageRoot}/`), '')) : join(repo, path);
    const target = paths.length > 1 || destination.endsWith('/') ? join(destination, basename(source)) : destination;
    await mkdir(dirname(target), { recursive: true });
    await cp(source, target, { recursive: true });
  }
}

async function run(command: string, folder: string) {
  const [program = '', ...args] = command.split(/\s+/);
  if (program === 'npm' && args[0] === 'ci') {
    // Straight from npm's cache when it holds the packages (the lock file pins each one and its checksum).
    return exec('npm', [...args, '--prefer-offline'], folder, npmEnv());
  }
  if (program === 'mkdir') return mkdir(join(folder, ...args), { recursive: true });
  // The image's npm version is this machine's; emptying npm's cache would empty this machine's; this test already
  // runs as the folder's owner.
  if ((program === 'npm' && (args[0] === 'install' || args[0] === 'cache')) || program === 'chown') return;
  throw new Error(`The Dockerfile runs "${command}", which this test does not know how to do.`);
}

const folders: string[] = [];
let server: ChildProcess | undefined;
afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

it('the production image serves the compiled server on its production install', { timeout: 600_000 }, async () => {
  for (const built of [
    'apps/server/dist/main.js',
    'apps/web/dist/client/console.html',
    'apps/web/dist/islands/server/entry.mjs',
  ]) {
    if (!existsSync(join(repo, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  const folder = await mkdtemp(join(tmpdir(), 'sme-image-'));
  folders.push(folder);

  const env: Record<string, string> = {};
  let command: string[] = [];
  for (const { name, args } of await finalStage()) {
    if (name === 'COPY') await copy(args, folder);
    else if (name === 'RUN') for (const step of args.split('&&')) await run(step.trim(), folder);
    else if (name === 'ENV') for (const [, key = '', value = ''] of args.matchAll(/(\w+)=(\S+)/g)) env[key] = value;
    else if (name === 'CMD') command = JSON.parse(args) as string[];
    else if (!['WORKDIR', 'USER', 'EXPOSE'].includes(name)) throw new Error(`Unknown instruction ${name}`);
  }

  // Compiled JavaScript on plain Node: no TypeScript loader at run time.
  expect(command[0]).toBe('node');
  expect(command.filter((arg) => /^--(import|loader|experimental-loader)\b/.test(arg))).toEqual([]);
  expect(command.at(-1)).toMatch(/\.js$/);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  // Only what the image would have: its ENV, and where to listen. No npm variables, so no project but this folder.
  server = spawn(process.execPath, command.slice(1), {
    cwd: folder,
    env: { PATH: process.env.PATH, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve));

  // A fresh database migrates and seeds first.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server stopped before it answered /healthz:\n${output}`);
    const health = await fetch(`${base}/healthz`).catch(() => undefined);
    if (health?.ok) {
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
      break;
    }
    if (Date.now() > deadline) throw new Error(`No answer on ${base}/healthz within 5 minutes:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const home = await fetch(`${base}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toMatch(/<title>[^<]*SME Compare<\/title>/);
  // The blog lists the seeded posts (the seed content was found), and the API reference has its own script.
  const blogs = await fetch(`${base}/blogs`);
  expect(blogs.status).toBe(200);
  expect(await blogs.text()).toContain('/blog-details/');
  expect((await fetch(`${base}/api/docs/assets/docs.js`)).status).toBe(200);
  // The database was written where the image keeps its data: the folder made writable for it.
  expect(existsSync(join(folder, 'data', 'pglite', 'PG_VERSION'))).toBe(true);

  server.kill('SIGTERM');
  expect(await exited, output).toBe(0);
});
