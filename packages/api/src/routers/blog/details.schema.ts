import { serverMessages } from '@sme/domain';
import { z } from 'zod';
import { blogItem } from './blog-item.ts';

// No post has an empty title or one over 300 characters: such a title is simply not found.
const notFound = serverMessages.blogNotFound;
export const detailsInput = z.object({
  title: z.string({ error: notFound }).trim().min(1, notFound).max(300, notFound),
});
export const detailsOutput = z.object({ collections: blogItem });

// Both as the URL has them, neither refused here: an id that is no post's (not even a number) falls back to the title,
// and a title that is no post's is not found. The request's size bounds their length.
export const detailsByIdInput = z.object({
  id: z.string({ error: notFound }),
  title: z.string({ error: notFound }),
});
