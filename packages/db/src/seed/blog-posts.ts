import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toUrlTitle, type BlogTopic } from '@sme/domain';
import type { Prisma } from '../client.ts';
import { seedDir } from '../paths.ts';

interface SeedPost {
  title: string;
  file: string;
  image: string;
  publishedAt: string;
  topics: BlogTopic[];
}

/** Upserts the shipped posts by urlTitle, so running the seed twice changes nothing. */
export async function seedBlogPosts(prisma: Prisma): Promise<number> {
  const dir = join(seedDir, 'blog');
  const posts = JSON.parse(await readFile(join(dir, 'posts.json'), 'utf8')) as SeedPost[];
  for (const post of posts) {
    const data = {
      title: post.title,
      description: (await readFile(join(dir, post.file), 'utf8')).trim(),
      image: post.image,
      topics: post.topics,
      createdAt: new Date(`${post.publishedAt}T09:00:00Z`),
    };
    const urlTitle = toUrlTitle(post.title);
    await prisma.blogPost.upsert({ where: { urlTitle }, create: { urlTitle, ...data }, update: data });
  }
  return posts.length;
}
