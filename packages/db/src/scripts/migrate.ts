import { openDatabase } from '../client.ts';
import { databaseTargetFromEnv } from '../target-from-env.ts';

const db = await openDatabase(databaseTargetFromEnv(process.env));
try {
  const applied = await db.exclusive(() => db.migrate());
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.close();
}
// The schema engine leaves its 10 s lock-timeout timer behind; nothing else is pending.
process.exit(0);
