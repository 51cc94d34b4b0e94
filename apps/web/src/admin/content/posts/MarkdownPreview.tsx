import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../../app/trpc.ts';
import { errorText } from '../../console-errors.ts';
import { useDebounced } from './use-debounced.ts';

/** How long typing rests before the preview is asked for again. */
const PREVIEW_DELAY_MS = 300;

/**
 * The body as the public page will show it: the server renders and sanitises the Markdown (the same function the
 * public reads use) and this shows its HTML in the public page's article styles. Markdown is never rendered here.
 */
export function MarkdownPreview({ body }: { body: string }) {
  const trpc = useTRPC();
  const settled = useDebounced(body, PREVIEW_DELAY_MS);
  const empty = settled.trim() === '';
  // A POST: a long body fits no query's URL. Only the latest call's answer is shown (TanStack calls a mutate's own
  // callbacks for the latest call only), so a slow earlier answer never overwrites a newer one.
  const render = useMutation(trpc.admin.content.posts.preview.mutationOptions());
  const [shown, setShown] = useState<{ body: string; html: string } | null>(null);
  const { mutate } = render;

  useEffect(() => {
    if (empty) return;
    mutate({ body: settled }, { onSuccess: ({ html }) => setShown({ body: settled, html }) });
  }, [settled, empty, mutate]);

  const waiting = !empty && (body !== settled || shown?.body !== settled);

  return (
    <section aria-labelledby="post-preview-heading" className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-2">
        <h2 id="post-preview-heading" className="text-lg font-semibold">
          Preview
        </h2>
        <p className="text-sm text-slate-700">
          {empty ? '' : waiting && !render.isError ? 'Updating…' : 'As it will look on the site'}
        </p>
      </div>
      {empty ? (
        <p className="text-slate-700">Write the body to see it here as visitors will.</p>
      ) : render.isError ? (
        <p role="alert">{errorText(render.error)}</p>
      ) : shown ? (
        // The server's sanitised HTML: no script, no event handler, no unsafe link survives its renderer.
        <div className="article-body" dangerouslySetInnerHTML={{ __html: shown.html }} />
      ) : (
        <p>Loading the preview...</p>
      )}
    </section>
  );
}
