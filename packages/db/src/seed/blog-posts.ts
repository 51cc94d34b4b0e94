import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { postUrlTitle, type BlogTopic } from '@sme/domain';
import type { Prisma } from '../client.ts';
import { seedDir } from '../paths.ts';

interface SeedPost {
  title: string;
  /** The body in Markdown, a file beside posts.json. */
  file: string;
  summary: string;
  image: string;
  imageAlt: string;
  publishedAt: string;
  topics: BlogTopic[];
}

/**
 * Adds the shipped posts that are missing (by urlTitle, current or earlier), so running the seed twice changes
 * nothing and never undoes what an editor changed in the console.
 */
export async function seedBlogPosts(prisma: Prisma): Promise<number> {
  const dir = join(seedDir, 'blog');
  const posts = JSON.parse(await readFile(join(dir, 'posts.json'), 'utf8')) as SeedPost[];
  for (const post of posts) {
    const data = {
      title: post.title,
      body: (await readFile(join(dir, post.file), 'utf8')).trim(),
      summary: post.summary,
      image: post.image,
      imageAlt: post.imageAlt,
      topics: post.topics,
      createdAt: new Date(`${post.publishedAt}T09:00:00Z`),
      publishedAt: new Date(`${post.publishedAt}T09:00:00Z`),
    };
    const urlTitle = postUrlTitle(post.title);
    const renamed = await prisma.blogPostAddress.findUnique({ where: { urlTitle } });
    if (!renamed) await prisma.blogPost.upsert({ where: { urlTitle }, create: { urlTitle, ...data }, update: {} });
  }
  return posts.length;
}
