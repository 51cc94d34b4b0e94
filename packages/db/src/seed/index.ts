import type { Prisma } from '../client.ts';
import { seedBlogPosts } from './blog-posts.ts';
import { seedCashAdvanceCatalogue } from './cash-advance-catalogue.ts';

/** Idempotent: the shipped content is upserted by its natural keys; visitors' data is never touched. */
export async function seedDatabase(prisma: Prisma): Promise<{ blogPosts: number; products: number }> {
  const blogPosts = await seedBlogPosts(prisma);
  const products = await seedCashAdvanceCatalogue(prisma);
  return { blogPosts, products };
}
