import { openDatabase } from '../client.ts';
import { seedDatabase } from '../seed/index.ts';
import { databaseTargetFromEnv } from '../target-from-env.ts';

const db = await openDatabase(databaseTargetFromEnv(process.env));
try {
  await db.migrate();
  const counts = await seedDatabase(db.prisma);
  console.log(`Seeded ${counts.blogPosts} blog posts and ${counts.products} products.`);
} finally {
  await db.close();
}
