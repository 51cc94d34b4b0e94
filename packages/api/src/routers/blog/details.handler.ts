import { isStorableText, serverMessages, toUrlTitle } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { notFound } from '../../trpc.ts';
import { toBlogItem } from './blog-item.ts';
import type { detailsInput } from './details.schema.ts';

export async function detailsHandler(ctx: Context, input: z.infer<typeof detailsInput>) {
  // Links are built from the title, so a title typed with spaces or capitals still finds its post.
  const title = safeDecode(input.title);
  // No title holds a control character, and PostgreSQL cannot even search for a NUL.
  if (!isStorableText(title)) throw notFound(serverMessages.blogNotFound);
  const post = await ctx.prisma.blogPost.findUnique({ where: { urlTitle: toUrlTitle(title) } });
  if (!post) throw notFound(serverMessages.blogNotFound);
  return { collections: toBlogItem(post) };
}

/** REST path parameters arrive still percent-encoded. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
