import { z } from 'zod';
import { blogSections, serverMessages } from '@sme/domain';
import { blogItem } from './blog-item.ts';

export const sectionInput = z.object({
  section: z.enum(blogSections, { error: serverMessages.oneOf('Section', blogSections) }),
});
export const sectionOutput = z.object({ collections: z.array(blogItem) });
