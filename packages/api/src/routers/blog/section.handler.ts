import { SECTION_CARD_COUNT, sectionTopics } from '@sme/domain';
import type { Context } from '../../context.ts';
import { toBlogItem } from './blog-item.ts';
import type { sectionInput } from './section.schema.ts';
import type { z } from 'zod';

export async function sectionHandler(ctx: Context, input: z.infer<typeof sectionInput>) {
  const topics = sectionTopics[input.section];
  const posts = await ctx.prisma.blogPost.findMany({
    where: topics.length ? { topics: { hasSome: [...topics] } } : {},
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: SECTION_CARD_COUNT,
  });
  return { collections: posts.map(toBlogItem) };
}
