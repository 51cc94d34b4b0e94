import { zodResolver } from '@hookform/resolvers/zod';
import {
  blogTopics,
  consolePostPath,
  POST_BODY_MAX,
  POST_IMAGE_ALT_MAX,
  POST_SUMMARY_MAX,
  POST_TITLE_MAX,
  postFieldsSchema,
  type PostFields,
  type PostFieldsInput,
} from '@sme/domain';
import type { RouterOutputs } from '@sme/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { refusalCode } from '../../../app/trpc-errors.ts';
import { useTRPC } from '../../../app/trpc.ts';
import { showFieldErrors } from '../../console-field-errors.ts';
import { ImageField } from '../ImageField.tsx';
import { MarkdownPreview } from './MarkdownPreview.tsx';
import { topicLabels } from './topic-labels.ts';

type SavedPost = RouterOutputs['admin']['content']['posts']['get'];

const blank: PostFieldsInput = { title: '', topics: [], summary: '', body: '', image: '', imageAlt: '' };

const valuesOf = (post: SavedPost | null): PostFieldsInput =>
  post
    ? {
        title: post.title,
        topics: [...post.topics],
        summary: post.summary,
        body: post.body,
        image: post.image,
        imageAlt: post.imageAlt,
      }
    : blank;

type PostField = keyof PostFieldsInput;
const postFields = Object.keys(blank) as PostField[];

const fieldId = (field: PostField) => `post-${field}`;
const errorId = (field: PostField) => `post-${field}-error`;
const hintId = (field: PostField) => `post-${field}-hint`;

/** A field's error under it, tied to its control by id (aria-describedby). */
function FieldError({ field, message }: { field: PostField; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(field)} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** The ids that describe a control: its hint (when it has one) and its error (while there is one). */
const describedBy = (field: PostField, hasHint: boolean, message: string | undefined) =>
  [hasHint ? hintId(field) : '', message ? errorId(field) : ''].filter(Boolean).join(' ') || undefined;

/**
 * The post's words and picture, checked in the browser by the rules the server checks again, with the body's
 * live preview beside it. A refused save keeps everything typed: the server's words go on their fields, a
 * conflict (someone saved after this form opened) above the button and in a toast.
 */
export function PostForm({
  post,
  canEdit,
  onUnsavedChange,
}: {
  post: SavedPost | null;
  canEdit: boolean;
  onUnsavedChange?: (unsaved: boolean) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState('');
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isDirty },
  } = useForm<PostFieldsInput, unknown, PostFields>({
    defaultValues: valuesOf(post),
    resolver: zodResolver(postFieldsSchema),
  });
  const body = useWatch({ control, name: 'body' });

  useEffect(() => onUnsavedChange?.(isDirty), [isDirty, onUnsavedChange]);

  const save = useMutation(
    trpc.admin.content.posts.save.mutationOptions({
      onSuccess: async (saved) => {
        toast.success(post ? 'Post saved' : 'Draft saved');
        // The list, the editor (which starts the form again from the saved version: the page keys it on
        // updatedAt) and the history read the post again.
        const refreshed = queryClient.invalidateQueries({ queryKey: trpc.admin.content.posts.pathKey() });
        // A new post moves to its own address, where its editor opens it as saved.
        if (!post) navigate(consolePostPath(saved.id), { replace: true });
        await refreshed;
      },
      onError: (error) => {
        const text = showFieldErrors(error, postFields, setError).join(' ');
        setProblem(text);
        if (text) toast.error(text);
      },
    }),
  );

  const onSubmit = handleSubmit(
    (values) => {
      setProblem('');
      save.mutate({ ...values, ...(post ? { id: post.id, updatedAt: post.updatedAt } : {}) });
    },
    () => setProblem(''),
  );

  const message = (field: PostField) => errors[field]?.message;
  const invalid = (field: PostField) => (message(field) ? true : undefined);
  const conflict = refusalCode(save.error) === 'CONFLICT';

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form onSubmit={onSubmit} noValidate aria-label="Post" className="min-w-0">
        {/* An agent reads the same fields, none of them changeable. */}
        <fieldset disabled={!canEdit} className="min-w-0 space-y-4">
          <legend className="sr-only">The post</legend>
          <div>
            <label htmlFor={fieldId('title')} className="field-label">
              Title
            </label>
            <input
              id={fieldId('title')}
              {...register('title')}
              className="field-input"
              maxLength={POST_TITLE_MAX}
              aria-invalid={invalid('title')}
              aria-describedby={describedBy('title', true, message('title'))}
            />
            <p id={hintId('title')} className="mt-1 text-sm text-slate-700">
              The post&apos;s address is made from its title. A published post keeps its old address working.
            </p>
            <FieldError field="title" message={message('title')} />
          </div>

          <fieldset aria-describedby={message('topics') ? errorId('topics') : undefined}>
            <legend className="field-label">Topics</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-1">
              {blogTopics.map((topic) => (
                <label key={topic} className="inline-flex min-h-10 items-center gap-2">
                  <input
                    type="checkbox"
                    value={topic}
                    {...register('topics')}
                    aria-invalid={invalid('topics')}
                    // The first box takes focus when the server refuses the topics.
                    id={topic === blogTopics[0] ? fieldId('topics') : undefined}
                  />
                  {topicLabels[topic]}
                </label>
              ))}
            </div>
            <FieldError field="topics" message={message('topics')} />
          </fieldset>

          <div>
            <label htmlFor={fieldId('summary')} className="field-label">
              Summary (optional)
            </label>
            <textarea
              id={fieldId('summary')}
              {...register('summary')}
              rows={2}
              maxLength={POST_SUMMARY_MAX}
              className="field-input"
              aria-invalid={invalid('summary')}
              aria-describedby={describedBy('summary', true, message('summary'))}
            />
            <p id={hintId('summary')} className="mt-1 text-sm text-slate-700">
              A sentence or two for search results and link previews.
            </p>
            <FieldError field="summary" message={message('summary')} />
          </div>

          <div>
            <label htmlFor={fieldId('body')} className="field-label">
              Body
            </label>
            <p id={hintId('body')} className="mb-1 text-sm text-slate-700">
              Markdown: <code>## Heading</code>, <code>**bold**</code>, <code>*italic*</code>, <code>- list item</code>,{' '}
              <code>1. numbered item</code>, <code>[link text](https://example.com)</code>. Leave a blank line between
              paragraphs.
            </p>
            <textarea
              id={fieldId('body')}
              {...register('body')}
              rows={16}
              maxLength={POST_BODY_MAX}
              className="field-input font-mono text-sm"
              aria-invalid={invalid('body')}
              aria-describedby={describedBy('body', true, message('body'))}
            />
            <FieldError field="body" message={message('body')} />
          </div>

          <div>
            <Controller
              control={control}
              name="image"
              render={({ field }) => (
                <ImageField
                  label="Cover image"
                  folder="blog"
                  value={field.value}
                  onChange={(path) => field.onChange(path)}
                  error={message('image')}
                  disabled={!canEdit || save.isPending}
                />
              )}
            />
          </div>

          <div>
            <label htmlFor={fieldId('imageAlt')} className="field-label">
              Cover image description (alt text)
            </label>
            <input
              id={fieldId('imageAlt')}
              {...register('imageAlt')}
              className="field-input"
              maxLength={POST_IMAGE_ALT_MAX}
              aria-invalid={invalid('imageAlt')}
              aria-describedby={describedBy('imageAlt', true, message('imageAlt'))}
            />
            <p id={hintId('imageAlt')} className="mt-1 text-sm text-slate-700">
              What the picture shows, for people who cannot see it.
            </p>
            <FieldError field="imageAlt" message={message('imageAlt')} />
          </div>
        </fieldset>

        {canEdit && (
          <>
            <div role="alert" className="mt-4 text-sm font-medium text-red-700">
              {problem && (
                <>
                  {problem}
                  {conflict && ' What you typed is still here.'}
                </>
              )}
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <button type="submit" className="btn-primary min-h-11 py-1.5" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : post ? 'Save' : 'Save draft'}
              </button>
              {post?.status === 'published' && (
                <p className="text-sm text-slate-700">This post is on the site: saving changes it there at once.</p>
              )}
            </div>
          </>
        )}
      </form>
      <MarkdownPreview body={body} />
    </div>
  );
}
