import { z } from 'zod';
import { BLOG_PAGE_SIZE, serverMessages, wholeNumber } from '@sme/domain';
import { blogItem } from './blog-item.ts';

export const listInput = z.object({
  page: wholeNumber(serverMessages.wholeNumber('Page', 1, 10_000), { min: 1, max: 10_000 })
    .default(1)
    .meta({ description: 'From 1; 1 when left out.' }),
  per_page: wholeNumber(serverMessages.wholeNumber('Per page', 1, 50), { min: 1, max: 50 })
    .default(BLOG_PAGE_SIZE)
    .meta({ description: `Posts a page, 1 to 50; ${BLOG_PAGE_SIZE} when left out.` }),
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
