import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { newestFirst, publishedWhere, toBlogItem } from './blog-item.ts';
import type { listInput } from './list.schema.ts';

export async function listHandler(ctx: Context, input: z.infer<typeof listInput>) {
  const { page, per_page } = input;
  const where = publishedWhere();
  const [total, posts] = await Promise.all([
    ctx.prisma.blogPost.count({ where }),
    ctx.prisma.blogPost.findMany({ where, orderBy: newestFirst, skip: (page - 1) * per_page, take: per_page }),
  ]);
  return {
    collections: posts.map(toBlogItem),
    pagination: { page, per_page, total, total_pages: Math.max(1, Math.ceil(total / per_page)) },
  };
}
