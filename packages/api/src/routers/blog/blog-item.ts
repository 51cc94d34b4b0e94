import { blogTopics } from '@sme/domain';
import { z } from 'zod';
import type { BlogPost } from '@sme/db';
import { renderPostBody } from '../../services/content/markdown.ts';

/** A blog post as the legacy API sends it, with the cover's description, the summary and the topics added. */
export const blogItem = z.object({
  id: z.number().int(),
  title: z.string(),
  url_title: z.string(),
  description: z.string().meta({ description: 'The body as HTML, rendered from Markdown and sanitised.' }),
  /** Image URL path, e.g. /storage/blog/energy-bills.svg. */
  image: z.string(),
  image_alt: z
    .string()
    .meta({ description: 'The cover image described for people who cannot see it; "" for a decorative one.' }),
  summary: z.string().meta({ description: 'A sentence or two about the post; "" when none was written.' }),
  topics: z.array(z.string()).meta({
    description: `What the post is about, one or more of ${blogTopics.join(', ')}; the site offers beside the post the services of its topics.`,
  }),
  created_at: z.string().meta({ description: 'When the post went public (ISO 8601).' }),
});
export type BlogItem = z.infer<typeof blogItem>;

type PublishedPost = Pick<
  BlogPost,
  'id' | 'title' | 'urlTitle' | 'body' | 'image' | 'imageAlt' | 'summary' | 'topics'
> & {
  publishedAt: Date | null;
};

export function toBlogItem(post: PublishedPost): BlogItem {
  return {
    id: post.id,
    title: post.title,
    url_title: post.urlTitle,
    description: renderPostBody(post.body),
    image: `/storage/${post.image}`,
    image_alt: post.imageAlt,
    summary: post.summary,
    topics: post.topics,
    // Only published posts are read, so the time is always there.
    created_at: (post.publishedAt ?? new Date(0)).toISOString(),
  };
}

/** What visitors may read: posts whose publication time has come (drafts and scheduled posts are the console's). */
export function publishedWhere(now = new Date()) {
  return { publishedAt: { lte: now } };
}

/** Newest publication first; the id keeps posts published at the same moment in one order. */
export const newestFirst = [{ publishedAt: 'desc' as const }, { id: 'desc' as const }];
