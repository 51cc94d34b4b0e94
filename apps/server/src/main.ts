import { appRootProblem, databaseTargetFromEnv, openDatabase, seedDatabase } from '@sme/db';
import { buildServer } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { startDraining } from './http/health.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// The schema, migrations, seed content and the web build are read from the application's folder.
const problem = appRootProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}

const db = await openDatabase(databaseTargetFromEnv(config));
// Several instances may start at once on one PostgreSQL: one at a time migrates and seeds, the others then find
// the work done.
await db.exclusive(async () => {
  await db.migrate();
  if (config.SEED_ON_START && (await db.prisma.blogPost.count()) === 0) await seedDatabase(db.prisma);
});

const app = await buildServer({ config, db, web: config.NODE_ENV === 'development' ? 'vite-dev' : 'build' });

let stopping = false;
let endDrain = () => {};
async function stop(signal: NodeJS.Signals) {
  if (stopping) {
    // Asked again: an operator who will not wait for the drain.
    endDrain();
    return;
  }
  stopping = true;
  // SIGTERM comes from an orchestrator (docker, systemd, Kubernetes) with a load balancer in front: keep serving
  // while it notices. SIGINT is Ctrl+C at a terminal, where no one else sends requests: stop at once.
  const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_MS : 0;
  if (drainMs > 0) {
    startDraining(app);
    app.log.info({ signal, drainMs }, 'draining: /healthz answers 503, requests still served');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, drainMs);
      endDrain = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
  app.log.info({ signal }, 'shutting down');
  // Stop accepting, finish requests in flight, then release the database (PGlite flushes to disk on close).
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.listen({ host: config.HOST, port: config.PORT });
