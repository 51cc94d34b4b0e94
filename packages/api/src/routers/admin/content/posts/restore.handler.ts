import { postFieldsObject, postMessages } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../../../context.ts';
import { contentVersion, recordContentChange } from '../../../../services/content/history.ts';
import { fieldRejected, notFound } from '../../../../trpc.ts';
import type { ConsoleUser } from '../../procedures.ts';
import { changedFields, formFields, isAddressTaken, moveAddress, postOrNotFound, versionData } from './post-record.ts';
import type { restoreInput } from './posts.schema.ts';

type EditorContext = Context & { user: ConsoleUser };

/**
 * Puts back a saved version's words and picture (title, topics, summary, body, cover and its description); whether
 * and when the post is public stays as it is now. Recorded as a change of its own, so it can be undone the same way.
 */
export async function restoreHandler(ctx: EditorContext, input: z.output<typeof restoreInput>) {
  await postOrNotFound(ctx.prisma, input.id);
  const saved = await contentVersion(ctx.prisma, 'post', input.id, input.versionId);
  const parsed = saved && postFieldsObject.safeParse(saved);
  if (!parsed?.success) throw notFound(postMessages.versionNotFound);
  const fields = parsed.data;
  try {
    return await ctx.prisma.$transaction(async (tx) => {
      const before = await postOrNotFound(tx, input.id);
      const urlTitle = await moveAddress(tx, before.id, before.urlTitle, fields.title);
      const post = await tx.blogPost.update({ where: { id: before.id }, data: { ...fields, urlTitle } });
      await recordContentChange(tx, {
        kind: 'post',
        entityId: post.id,
        action: 'restored',
        data: versionData(post),
        actorId: ctx.user.id,
        label: post.title,
        changed: changedFields(formFields(before), fields),
      });
      return { updatedAt: post.updatedAt.toISOString() };
    });
  } catch (error) {
    if (isAddressTaken(error)) throw fieldRejected('title', postMessages.titleTaken);
    throw error;
  }
}
