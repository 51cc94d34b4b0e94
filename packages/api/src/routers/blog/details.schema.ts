import { serverMessages } from '@sme/domain';
import { z } from 'zod';
import { blogItem } from './blog-item.ts';

// No post has an empty title or one over 300 characters: such a title is simply not found.
const notFound = serverMessages.blogNotFound;
export const detailsInput = z.object({
  title: z.string({ error: notFound }).trim().min(1, notFound).max(300, notFound),
});
export const detailsOutput = z.object({ collections: blogItem });
