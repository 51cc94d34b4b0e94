import { z } from 'zod';
import { blogItem } from './blog-item.ts';

export const detailsInput = z.object({ title: z.string().trim().min(1).max(300) });
export const detailsOutput = z.object({ collections: blogItem });
