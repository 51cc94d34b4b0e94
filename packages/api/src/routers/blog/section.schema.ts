import { z } from 'zod';
import { blogSections } from '@sme/domain';
import { blogItem } from './blog-item.ts';

export const sectionInput = z.object({ section: z.enum(blogSections) });
export const sectionOutput = z.object({ collections: z.array(blogItem) });
