import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { toBlogItem } from './blog-item.ts';
import type { listInput } from './list.schema.ts';

export async function listHandler(ctx: Context, input: z.infer<typeof listInput>) {
  const { page, per_page } = input;
  const [total, posts] = await Promise.all([
    ctx.prisma.blogPost.count(),
    ctx.prisma.blogPost.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * per_page,
      take: per_page,
    }),
  ]);
  return {
    collections: posts.map(toBlogItem),
    pagination: { page, per_page, total, total_pages: Math.max(1, Math.ceil(total / per_page)) },
  };
}
