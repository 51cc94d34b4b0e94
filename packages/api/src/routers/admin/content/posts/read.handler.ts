import type { BlogTopic } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../../../context.ts';
import { contentHistory } from '../../../../services/content/history.ts';
import { renderPostBody } from '../../../../services/content/markdown.ts';
import { formFields, postOrNotFound, publicPathOf, statusFields } from './post-record.ts';
import type { postIdInput, previewInput } from './posts.schema.ts';

/** Every post, published or not, the one changed last first. */
export async function listHandler(ctx: Context) {
  const posts = await ctx.prisma.blogPost.findMany({ orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }] });
  const now = new Date();
  return {
    posts: posts.map((post) => ({
      id: post.id,
      title: post.title,
      topics: post.topics as BlogTopic[],
      ...statusFields(post, now),
    })),
  };
}

/** One post as its editor opens it: the Markdown as written, not the HTML visitors get. */
export async function getHandler(ctx: Context, input: z.output<typeof postIdInput>) {
  const post = await postOrNotFound(ctx.prisma, input.id);
  return {
    id: post.id,
    urlTitle: post.urlTitle,
    ...formFields(post),
    imageUrl: `/storage/${post.image}`,
    ...statusFields(post),
    publicPath: publicPathOf(post.urlTitle),
  };
}

/** The body exactly as the public page will show it: the one function the public reads use. */
export function previewHandler(input: z.output<typeof previewInput>) {
  return { html: renderPostBody(input.body) };
}

/** The post's saved versions, newest first, each with who saved it and the title it had. */
export async function historyHandler(ctx: Context, input: z.output<typeof postIdInput>) {
  await postOrNotFound(ctx.prisma, input.id);
  const versions = await contentHistory(ctx.prisma, 'post', input.id);
  return {
    versions: versions.map(({ id, action, at, by, data }) => ({
      id,
      action,
      at,
      by,
      title: typeof data.title === 'string' ? data.title : '',
    })),
  };
}
