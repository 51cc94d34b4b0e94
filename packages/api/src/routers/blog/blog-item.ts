import { z } from 'zod';
import type { BlogPost } from '@sme/db';

/** A blog post as the legacy API sends it. */
export const blogItem = z.object({
  id: z.number().int(),
  title: z.string(),
  url_title: z.string(),
  /** HTML body. */
  description: z.string(),
  /** Image URL path, e.g. /storage/blog/energy-bills.svg. */
  image: z.string(),
  /** ISO 8601 timestamp. */
  created_at: z.string(),
});
export type BlogItem = z.infer<typeof blogItem>;

export function toBlogItem(
  post: Pick<BlogPost, 'id' | 'title' | 'urlTitle' | 'description' | 'image' | 'createdAt'>,
): BlogItem {
  return {
    id: post.id,
    title: post.title,
    url_title: post.urlTitle,
    description: post.description,
    image: `/storage/${post.image}`,
    created_at: post.createdAt.toISOString(),
  };
}
