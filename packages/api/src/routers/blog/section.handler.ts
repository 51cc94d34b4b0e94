import { SECTION_CARD_COUNT, sectionTopics } from '@sme/domain';
import type { Context } from '../../context.ts';
import { newestFirst, publishedWhere, toBlogItem } from './blog-item.ts';
import type { sectionInput } from './section.schema.ts';
import type { z } from 'zod';

export async function sectionHandler(ctx: Context, input: z.infer<typeof sectionInput>) {
  const topics = sectionTopics[input.section];
  const posts = await ctx.prisma.blogPost.findMany({
    where: { ...publishedWhere(), ...(topics.length ? { topics: { hasSome: [...topics] } } : {}) },
    orderBy: newestFirst,
    take: SECTION_CARD_COUNT,
  });
  return { collections: posts.map(toBlogItem) };
}
