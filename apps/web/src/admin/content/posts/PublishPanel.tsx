import { formatUkDateTime, instantFromUkInput, postMessages, ukDateTimeInputValue } from '@sme/domain';
import type { RouterOutputs } from '@sme/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../../app/trpc.ts';
import { savedThen } from '../../console-save.ts';
import { outlineButton } from '../../console-styles.ts';
import { postStatusText } from './post-dates.ts';

type SavedPost = RouterOutputs['admin']['content']['posts']['get'];

export const scheduleInPast = 'Choose a time in the future, or publish now.';

/**
 * When visitors see the post: now, from a UK date and time (a draft or a scheduled post), or no longer. It acts on the saved version, so while
 * the form holds unsaved changes the controls wait for a save.
 */
export function PublishPanel({ post, canEdit, unsaved }: { post: SavedPost; canEdit: boolean; unsaved: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ids = useId();
  const [at, setAt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.content.posts.pathKey() });
  const publish = useMutation(
    trpc.admin.content.posts.publish.mutationOptions(
      savedThen(
        (answer) => (answer.status === 'scheduled' ? postStatusText(answer.status, answer.publishedAt) : 'Published'),
        async () => {
          setAt('');
          await refresh();
        },
      ),
    ),
  );
  const unpublish = useMutation(
    trpc.admin.content.posts.unpublish.mutationOptions(savedThen('Unpublished: the post is a draft again', refresh)),
  );
  const busy = publish.isPending || unpublish.isPending;
  const blocked = busy || unsaved;

  const schedule = () => {
    const instant = instantFromUkInput(at);
    const refused = !instant ? postMessages.publishAtInvalid : instant <= new Date() ? scheduleInPast : null;
    setProblem(refused);
    if (instant && !refused) publish.mutate({ id: post.id, at: instant.toISOString() });
  };

  return (
    <section aria-labelledby={`${ids}-heading`} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${ids}-heading`} className="mb-1 text-lg font-semibold">
        Publication
      </h2>
      <p>
        {post.status === 'published'
          ? `On the site since ${postStatusTime(post.publishedAt)}.`
          : post.status === 'scheduled'
            ? `${postStatusText(post.status, post.publishedAt)}: not on the site until then.`
            : 'Draft: not on the site.'}
      </p>
      {canEdit && (
        <>
          {unsaved && (
            <p id={`${ids}-unsaved`} className="mt-2 text-sm font-medium text-amber-800">
              Save your changes first: publishing acts on the saved post.
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-3">
            {post.status !== 'published' && (
              <button
                type="button"
                className="btn-primary min-h-11 py-1.5"
                disabled={blocked}
                aria-describedby={unsaved ? `${ids}-unsaved` : undefined}
                onClick={() => publish.mutate({ id: post.id })}
              >
                Publish now
              </button>
            )}
            {post.status !== 'draft' && (
              <button
                type="button"
                className={outlineButton}
                disabled={blocked}
                aria-describedby={unsaved ? `${ids}-unsaved` : undefined}
                onClick={() => unpublish.mutate({ id: post.id })}
              >
                Unpublish
              </button>
            )}
          </div>
          {post.status !== 'published' && (
            <form
              className="mt-4"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                schedule();
              }}
            >
              <label htmlFor={`${ids}-at`} className="field-label">
                {post.status === 'scheduled' ? 'Move to another date and time (UK time)' : 'Or schedule for (UK time)'}
              </label>
              <div className="flex flex-wrap items-start gap-2">
                <input
                  id={`${ids}-at`}
                  type="datetime-local"
                  className="field-input max-w-64"
                  value={at}
                  min={ukDateTimeInputValue(new Date())}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${ids}-problem` : undefined}
                  onChange={(event) => {
                    setAt(event.target.value);
                    setProblem(null);
                  }}
                />
                <button
                  type="submit"
                  className={outlineButton}
                  disabled={blocked}
                  aria-describedby={unsaved ? `${ids}-unsaved` : undefined}
                >
                  Schedule
                </button>
              </div>
              {problem && (
                <p id={`${ids}-problem`} role="alert" className="mt-1 text-sm font-medium text-red-700">
                  {problem}
                </p>
              )}
            </form>
          )}
        </>
      )}
    </section>
  );
}

function postStatusTime(publishedAt: string | null): string {
  return publishedAt ? `${formatUkDateTime(publishedAt)} (UK time)` : 'now';
}
