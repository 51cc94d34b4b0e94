import { appRootProblem, databaseTargetFromEnv, openDatabase, seedDatabase } from '@sme/db';
import { buildServer } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';

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
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // Finish requests in flight, then release the database (PGlite flushes to disk on close).
  await app.close();
  await db.close();
  process.exit(0);
}
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));

await app.listen({ host: config.HOST, port: config.PORT });
