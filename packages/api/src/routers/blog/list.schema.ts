import { z } from 'zod';
import { BLOG_PAGE_SIZE, serverMessages } from '@sme/domain';
import { blogItem } from './blog-item.ts';

/** Query values arrive as text; any that is not a whole number in range gets one message that says so. */
function wholeNumber(field: string, min: number, max: number) {
  const message = serverMessages.wholeNumber(field, min, max);
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

export const listInput = z.object({
  page: wholeNumber('Page', 1, 10_000).default(1),
  per_page: wholeNumber('Per page', 1, 50).default(BLOG_PAGE_SIZE),
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
