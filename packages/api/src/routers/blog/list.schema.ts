import { z } from 'zod';
import { BLOG_PAGE_SIZE } from '@sme/domain';
import { blogItem } from './blog-item.ts';

export const listInput = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(BLOG_PAGE_SIZE),
});
export const listOutput = z.object({
  collections: z.array(blogItem),
  pagination: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  }),
});
