import type { BlogPost } from '@sme/db';
import { postStatus } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../../../context.ts';
import { recordContentChange } from '../../../../services/content/history.ts';
import type { ConsoleUser } from '../../procedures.ts';
import { postOrNotFound, versionData } from './post-record.ts';
import type { postIdInput, publishInput } from './posts.schema.ts';

type EditorContext = Context & { user: ConsoleUser };

/**
 * Makes a post public now, or at a later time (scheduled: it appears by itself then, on every instance). A post
 * already public stays at its first publication date unless a later time is given.
 */
export async function publishHandler(ctx: EditorContext, input: z.output<typeof publishInput>) {
  const now = new Date();
  const asked = input.at === undefined ? undefined : new Date(input.at);
  const later = asked !== undefined && asked.getTime() > now.getTime() ? asked : undefined;
  return ctx.prisma.$transaction(async (tx) => {
    const before = await postOrNotFound(tx, input.id);
    if (!later && postStatus(before.publishedAt, now) === 'published') return stateOf(before.publishedAt, now);
    const publishedAt = later ?? now;
    const post = await tx.blogPost.update({ where: { id: input.id }, data: { publishedAt, ...sameVersion(before) } });
    await recordContentChange(tx, {
      kind: 'post',
      entityId: post.id,
      action: later ? 'scheduled' : 'published',
      data: versionData(post),
      actorId: ctx.user.id,
      label: post.title,
    });
    return stateOf(publishedAt, now);
  });
}

/** Takes a post off the site (a draft again); its address answers 404 until it is published again. */
export async function unpublishHandler(ctx: EditorContext, input: z.output<typeof postIdInput>) {
  return ctx.prisma.$transaction(async (tx) => {
    const before = await postOrNotFound(tx, input.id);
    if (before.publishedAt !== null) {
      const post = await tx.blogPost.update({
        where: { id: input.id },
        data: { publishedAt: null, ...sameVersion(before) },
      });
      await recordContentChange(tx, {
        kind: 'post',
        entityId: post.id,
        action: 'unpublished',
        data: versionData(post),
        actorId: ctx.user.id,
        label: post.title,
      });
    }
    return { status: 'draft' as const, publishedAt: null };
  });
}

/**
 * updatedAt is when the post's words or picture last changed (the sitemap's lastmod, and the version an editor's
 * form holds): publishing or unpublishing leaves it, so the form open beside the publish buttons still saves.
 */
const sameVersion = (post: BlogPost) => ({ updatedAt: post.updatedAt });

const stateOf = (publishedAt: Date | null, now: Date) => ({
  status: postStatus(publishedAt, now),
  publishedAt: publishedAt?.toISOString() ?? null,
});
