import { isStorableText, postUrlTitle, serverMessages, toUrlTitle } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { notFound } from '../../trpc.ts';
import { publishedWhere, toBlogItem } from './blog-item.ts';
import type { detailsByIdInput, detailsInput } from './details.schema.ts';

export async function detailsHandler(ctx: Context, input: z.infer<typeof detailsInput>) {
  const post = await findByTitle(ctx, input.title);
  if (!post) throw notFound(serverMessages.blogNotFound);
  return { collections: toBlogItem(post) };
}

/**
 * blog-details with id and title (the payment page's cards). The id is the stable key: it wins over a title that
 * names another post or an older title; an id that names no published post still finds the post by its title.
 */
export async function detailsByIdHandler(ctx: Context, input: z.infer<typeof detailsByIdInput>) {
  const id = postId(input.id);
  const post =
    (id === undefined ? null : await ctx.prisma.blogPost.findFirst({ where: { id, ...publishedWhere() } })) ??
    (await findByTitle(ctx, input.title));
  if (!post) throw notFound(serverMessages.blogNotFound);
  return { collections: toBlogItem(post) };
}

/**
 * The published post with this title, or that had it before a rename: an old address still finds the post, which
 * answers with its current url_title (the page then redirects there). The address as asked comes first (the current
 * one, then an old one), then its ASCII form: an address with accents from before addresses were ASCII, or a title
 * typed with them, finds the post at its ASCII address.
 */
async function findByTitle(ctx: Context, rawTitle: string) {
  // Links are built from the title, so a title typed with spaces or capitals still finds its post.
  const title = safeDecode(rawTitle).trim();
  // No title holds a control character, and PostgreSQL cannot even search for a NUL.
  if (!title || title.length > MAX_TITLE || !isStorableText(title)) return null;
  const published = publishedWhere();
  for (const urlTitle of new Set([toUrlTitle(title), postUrlTitle(title)])) {
    const post =
      (await ctx.prisma.blogPost.findFirst({ where: { urlTitle, ...published } })) ??
      (await ctx.prisma.blogPost.findFirst({ where: { oldAddresses: { some: { urlTitle } }, ...published } }));
    if (post) return post;
  }
  return null;
}

/** No post has an empty title or one over 300 characters. */
const MAX_TITLE = 300;

/** A post's id as it appears in a URL: a positive whole number that fits the integer column, else none. */
function postId(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

/** REST path parameters arrive still percent-encoded. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
