import { z } from 'zod';
import { blogTopics } from '../blog.ts';
import { isStorableText } from '../rules/text-fields.ts';

// A blog post as the console edits it: one set of rules and words for the editor's form (its resolver) and the
// procedure that saves it.

export const POST_TITLE_MAX = 150;
export const POST_SUMMARY_MAX = 300;
export const POST_BODY_MAX = 100_000;
export const POST_IMAGE_ALT_MAX = 300;

/** Where a post stands for visitors: never public (or taken down), public at a later time, or public now. */
export const postStatuses = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof postStatuses)[number];
export const postStatusLabels: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** A post is public from its publication time on: none is a draft, a later one is scheduled. */
export function postStatus(publishedAt: Date | string | null | undefined, now: Date = new Date()): PostStatus {
  if (publishedAt == null) return 'draft';
  return new Date(publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

export const postMessages = {
  titleRequired: 'Give the post a title.',
  titleTooLong: `Keep the title to ${POST_TITLE_MAX} characters or fewer.`,
  /** The title's address (lower case, hyphens for spaces) is another post's. */
  titleTaken: 'Another post already has this title. Choose a different title.',
  topicsRequired: 'Choose at least one topic.',
  topicInvalid: 'Choose topics from the list.',
  summaryTooLong: `Keep the summary to ${POST_SUMMARY_MAX} characters or fewer.`,
  bodyRequired: 'Write the body of the post.',
  bodyTooLong: `The body can be at most ${POST_BODY_MAX.toLocaleString('en-GB')} characters.`,
  imageRequired: 'Choose a cover image.',
  /** A path that is not an image stored here (typed in, or an upload that never finished). */
  imageUnknown: 'That cover image is not stored here. Upload it again.',
  imageAltRequired: 'Describe the cover image for people who cannot see it.',
  imageAltTooLong: `Keep the image description to ${POST_IMAGE_ALT_MAX} characters or fewer.`,
  unstorable: (field: string) => `The ${field} contains characters we cannot store. Remove them and try again.`,
  notFound: 'That post does not exist. It may have been deleted.',
  versionNotFound: 'That version is not one of this post’s. Reload the history and try again.',
  publishAtInvalid: 'Choose a valid date and time to publish at.',
  /** Someone saved the post after this editor opened it: their changes would be lost. */
  conflict: (who: string | null) =>
    `${who ?? 'Someone else'} saved this post after you opened it. Copy your changes, reload the post, and make them again.`,
} as const;

/** A path under /storage: folders and a file name, no way up or out (e.g. blog/energy-bills-3f2a9c1d.webp). */
export const storagePathPattern = /^(?:[a-z0-9_]+\/)+[A-Za-z0-9][A-Za-z0-9._-]*\.[A-Za-z0-9]+$/;

const text = (field: string, max: number, tooLong: string) =>
  z
    .string({ error: postMessages.unstorable(field) })
    .trim()
    .max(max, tooLong)
    .refine(isStorableText, postMessages.unstorable(field));

/** The fields an editor fills in, before the rule that ties the image to its description. */
export const postFieldsObject = z.object({
  title: text('title', POST_TITLE_MAX, postMessages.titleTooLong).pipe(z.string().min(1, postMessages.titleRequired)),
  topics: z
    .array(z.enum(blogTopics, { error: postMessages.topicInvalid }), { error: postMessages.topicsRequired })
    .min(1, postMessages.topicsRequired)
    .max(blogTopics.length, postMessages.topicInvalid)
    // A topic ticked twice (a retried request) is one topic.
    .transform((topics) => [...new Set(topics)]),
  summary: text('summary', POST_SUMMARY_MAX, postMessages.summaryTooLong).default(''),
  body: z
    .string({ error: postMessages.bodyRequired })
    .max(POST_BODY_MAX, postMessages.bodyTooLong)
    .refine(isStorableText, postMessages.unstorable('body'))
    .refine((body) => body.trim() !== '', postMessages.bodyRequired),
  image: z
    .string({ error: postMessages.imageRequired })
    .trim()
    .min(1, postMessages.imageRequired)
    // A blank one has its own message already.
    .refine(
      (path) => path === '' || (storagePathPattern.test(path) && !path.includes('..')),
      postMessages.imageUnknown,
    ),
  imageAlt: text('image description', POST_IMAGE_ALT_MAX, postMessages.imageAltTooLong).default(''),
});

/** A cover image without words for people who cannot see it is refused. */
export function checkPostImageAlt(post: { image: string; imageAlt: string }, issues: z.RefinementCtx): void {
  if (post.image.trim() !== '' && post.imageAlt.trim() === '') {
    issues.addIssue({ code: 'custom', path: ['imageAlt'], message: postMessages.imageAltRequired });
  }
}

/** The editor's form, checked in the browser and again by `admin.content.posts.save`. */
export const postFieldsSchema = postFieldsObject.superRefine(checkPostImageAlt);
export type PostFieldsInput = z.input<typeof postFieldsSchema>;
export type PostFields = z.output<typeof postFieldsSchema>;

/** A post's address: its url title written in ASCII. */
export { postUrlTitle, postUrlTitleLetters } from './post-url-title.ts';
