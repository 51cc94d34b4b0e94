import {
  checkPostImageAlt,
  isStorableText,
  POST_BODY_MAX,
  postFieldsObject,
  postMessages,
  POST_TITLE_MAX,
} from '@sme/domain';
import { z } from 'zod';
import { isoMoment } from '../iso-moment.ts';

/** A post's id as the console sends it. */
const postId = z.number({ error: postMessages.notFound }).int(postMessages.notFound).positive(postMessages.notFound);

export const postIdInput = z.object({ id: postId });

/** What could not be saved is not previewed either, in the save's words. */
export const previewInput = z.object({
  body: z
    .string({ error: postMessages.bodyRequired })
    .max(POST_BODY_MAX, postMessages.bodyTooLong)
    .refine(isStorableText, postMessages.unstorable('body')),
  /** The title, so a preview can show the post's heading too; not rendered as Markdown. */
  title: z
    .string({ error: postMessages.unstorable('title') })
    .max(POST_TITLE_MAX * 4, postMessages.titleTooLong)
    .refine(isStorableText, postMessages.unstorable('title'))
    .optional(),
});

/**
 * A post to save: new without an id; with one, `updatedAt` is the version the editor opened, so a save made on top
 * of someone else's later one is refused rather than silently undoing it.
 */
export const saveInput = postFieldsObject
  .extend({ id: postId.optional(), updatedAt: isoMoment(postMessages.conflict(null)).optional() })
  .superRefine(checkPostImageAlt);

export const publishInput = z.object({
  id: postId,
  /** When the post goes public: absent or not in the future means now; later schedules it. */
  at: isoMoment(postMessages.publishAtInvalid).optional(),
});

export const restoreInput = z.object({
  id: postId,
  versionId: z.uuid({ error: postMessages.versionNotFound }),
});
