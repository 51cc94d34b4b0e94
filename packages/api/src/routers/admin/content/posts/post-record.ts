import type { BlogPost, DbTransaction, Prisma } from '@sme/db';
import { postMessages, postStatus, postUrlTitle, toUrlTitle, type BlogTopic, type PostFields } from '@sme/domain';
import { TRPCError } from '@trpc/server';
import { contentHistory } from '../../../../services/content/history.ts';
import { fieldRejected, notFound } from '../../../../trpc.ts';

/** What a version keeps of a post: the editor's fields (what a restore puts back) and when it was public. */
export function versionData(post: BlogPost): Record<string, unknown> {
  return { ...formFields(post), publishedAt: post.publishedAt?.toISOString() ?? null };
}

export function formFields(post: BlogPost): PostFields {
  return {
    title: post.title,
    topics: post.topics as BlogTopic[],
    summary: post.summary,
    body: post.body,
    image: post.image,
    imageAlt: post.imageAlt,
  };
}

/** Where the post is shown on the public site (while published). */
export const publicPathOf = (urlTitle: string) => `/blog-details/${encodeURIComponent(urlTitle)}`;

/** The post as the console's list and editor read it. */
export function statusFields(post: BlogPost, now = new Date()) {
  return {
    status: postStatus(post.publishedAt, now),
    publishedAt: post.publishedAt?.toISOString() ?? null,
    updatedAt: post.updatedAt.toISOString(),
  };
}

export async function postOrNotFound(db: DbTransaction | Prisma, id: number): Promise<BlogPost> {
  const post = await db.blogPost.findUnique({ where: { id } });
  if (!post) throw notFound(postMessages.notFound);
  return post;
}

/** Refuses a save made on top of a version newer than the one the editor opened, naming who saved that one. */
export async function refuseIfStale(prisma: Prisma, post: BlogPost, opened: string | undefined): Promise<void> {
  if (opened === undefined || new Date(opened).getTime() === post.updatedAt.getTime()) return;
  throw await conflict(prisma, post.id);
}

export async function conflict(prisma: Prisma, id: number): Promise<TRPCError> {
  const [latest] = await contentHistory(prisma, 'post', id);
  return new TRPCError({ code: 'CONFLICT', message: postMessages.conflict(latest?.by ?? null) });
}

/**
 * Gives the post the address of its title (in ASCII: postUrlTitle), keeping the one it leaves as an old address that
 * redirects here. An address is one post's at a time: another post's current one is refused; an old address of this
 * post or of another is taken over (it now leads here). A post saved before addresses were ASCII moves to its ASCII
 * address when saved, or keeps the one it has while that is another post's.
 */
export async function moveAddress(
  tx: DbTransaction,
  postId: number | undefined,
  from: string | undefined,
  title: string,
) {
  const urlTitle = postUrlTitle(title);
  const holder = await tx.blogPost.findUnique({ where: { urlTitle }, select: { id: true } });
  if (holder && holder.id !== postId) {
    if (from !== undefined && from === toUrlTitle(title)) return from;
    throw fieldRejected('title', postMessages.titleTaken);
  }
  if (urlTitle === from) return urlTitle;
  await tx.blogPostAddress.deleteMany({ where: { urlTitle } });
  if (from !== undefined && postId !== undefined) {
    await tx.blogPostAddress.upsert({
      where: { urlTitle: from },
      create: { urlTitle: from, postId },
      update: { postId },
    });
  }
  return urlTitle;
}

/** Two saves racing for one address: the database's unique index decides, and the loser hears why. */
export const isAddressTaken = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002';

/** The fields a save changed, for the audit log. */
export function changedFields(before: PostFields, after: PostFields): string[] {
  return (Object.keys(after) as (keyof PostFields)[]).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}
