import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { appPath } from '@sme/db';

/** A bench's command line: its own options, and --serve, which runs its server side (see forkServer). */
export function benchArgs<const Options extends NonNullable<ParseArgsConfig['options']>>(options: Options) {
  return parseArgs({ options: { ...options, serve: { type: 'boolean', default: false } } as const }).values;
}

/**
 * Runs a bench script's server side (the script again, with --serve) in a process of its own, so the load's work
 * does not count against the server: production settings, an embedded database in a temporary folder, and the
 * bench's own client allowed past the throttling, as it is not a visitor. The server reports by messages; `next`
 * waits for the first that carries `key`, and `stop` asks the server to stop, waits for it and removes its folder.
 */
export function forkServer<Message extends object>(options: {
  /** The bench script's import.meta.url. */
  script: string;
  /** Names the temporary folder. */
  name: string;
  args?: string[];
  execArgv?: string[];
  env?: Record<string, string>;
}) {
  const dataDir = mkdtempSync(join(tmpdir(), `sme-bench-${options.name}-`));
  const child = fork(fileURLToPath(options.script), ['--serve', ...(options.args ?? [])], {
    execArgv: ['--import', 'tsx', ...(options.execArgv ?? [])],
    env: {
      PATH: process.env.PATH,
      // The application's folder as this process found it: npm's note of it is not passed on.
      APP_ROOT: appPath(),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      RETENTION_JOB: 'false',
      RATE_LIMIT_ALLOW: '127.0.0.1,::1',
      ...options.env,
    },
  });
  const inbox: Message[] = [];
  child.on('message', (message: Message) => inbox.push(message));
  const next = async <K extends string>(key: K): Promise<Extract<Message, Record<K, unknown>>> => {
    for (;;) {
      const index = inbox.findIndex((message) => key in message);
      if (index >= 0) return inbox.splice(index, 1)[0] as Extract<Message, Record<K, unknown>>;
      if (child.exitCode !== null) throw new Error('the server stopped');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const stop = async () => {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { send: (message: string) => child.send(message), next, stop };
}
