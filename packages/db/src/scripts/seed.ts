import { openDatabase } from '../client.ts';
import { seedDatabase } from '../seed/index.ts';
import { databaseTargetFromEnv } from '../target-from-env.ts';

const db = await openDatabase(databaseTargetFromEnv(process.env));
try {
  const counts = await db.exclusive(async () => {
    await db.migrate();
    return seedDatabase(db.prisma);
  });
  console.log(`Seeded ${counts.blogPosts} blog posts and ${counts.products} products.`);
} finally {
  await db.close();
}
// The schema engine leaves its 10 s lock-timeout timer behind; nothing else is pending.
process.exit(0);
