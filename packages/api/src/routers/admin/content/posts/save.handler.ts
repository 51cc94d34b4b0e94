import { seedStorageDir, type BlogPost } from '@sme/db';
import { postMessages, type PostFields } from '@sme/domain';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import type { Context } from '../../../../context.ts';
import { recordContentChange } from '../../../../services/content/history.ts';
import { fieldRejected } from '../../../../trpc.ts';
import type { ConsoleUser } from '../../procedures.ts';
import {
  changedFields,
  conflict,
  formFields,
  isAddressTaken,
  moveAddress,
  postOrNotFound,
  versionData,
} from './post-record.ts';
import type { saveInput } from './posts.schema.ts';

type EditorContext = Context & { user: ConsoleUser };

/** Thrown inside the transaction when the post moved on since the editor opened it; answered outside it. */
class StalePost extends Error {}

/**
 * Saves a post's fields: a new one as a draft, an existing one in place (its publication state untouched). A new
 * title moves the post to the new address and keeps the old one redirecting to it.
 */
export async function saveHandler(ctx: EditorContext, input: z.output<typeof saveInput>) {
  const { id, updatedAt: opened, ...fields } = input;
  // Before the transaction: the embedded database has one connection, which the transaction holds.
  const current = id === undefined ? undefined : await postOrNotFound(ctx.prisma, id);
  await checkImage(ctx, fields.image, current?.image);
  try {
    return await ctx.prisma.$transaction(async (tx) => {
      if (id === undefined) {
        const urlTitle = await moveAddress(tx, undefined, undefined, fields.title);
        const post = await tx.blogPost.create({ data: { ...fields, urlTitle } });
        await recordContentChange(tx, {
          kind: 'post',
          entityId: post.id,
          action: 'created',
          data: versionData(post),
          actorId: ctx.user.id,
          label: post.title,
        });
        return savedOf(post);
      }

      const before = await postOrNotFound(tx, id);
      if (opened !== undefined && new Date(opened).getTime() !== before.updatedAt.getTime()) throw new StalePost();
      const changed = changedFields(formFields(before), fields);
      // Saving what is already there changes nothing, not even the time of the last change.
      if (changed.length === 0) return savedOf(before);
      const urlTitle = await moveAddress(tx, id, before.urlTitle, fields.title);
      const { count } = await tx.blogPost.updateMany({
        where: { id, updatedAt: before.updatedAt },
        data: { ...fields, urlTitle },
      });
      if (count === 0) throw new StalePost();
      const post = await postOrNotFound(tx, id);
      await recordContentChange(tx, {
        kind: 'post',
        entityId: id,
        action: 'edited',
        data: versionData(post),
        actorId: ctx.user.id,
        label: post.title,
        changed,
      });
      return savedOf(post);
    });
  } catch (error) {
    if (error instanceof StalePost && id !== undefined) throw await conflict(ctx.prisma, id);
    if (isAddressTaken(error)) throw fieldRejected('title', postMessages.titleTaken);
    throw error;
  }
}

const savedOf = (post: BlogPost) => ({ id: post.id, urlTitle: post.urlTitle, updatedAt: post.updatedAt.toISOString() });

/**
 * A cover must be a picture the site serves: one uploaded in the console (stored in the database) or one shipped
 * with the site. The post's own current cover is taken as it is.
 */
async function checkImage(ctx: Context, image: PostFields['image'], current?: string) {
  if (image === current) return;
  const stored = await ctx.prisma.storedImage.findUnique({ where: { path: image }, select: { path: true } });
  if (stored) return;
  // The schema allows only plain folders and a file name, so the path stays inside the storage folder.
  const shipped = await access(join(seedStorageDir, image)).then(
    () => true,
    () => false,
  );
  if (!shipped) throw fieldRejected('image', postMessages.imageUnknown);
}
