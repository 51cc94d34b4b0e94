import { consolePaths } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PageMeta } from '../../../app/page-meta.tsx';
import { useTRPC } from '../../../app/trpc.ts';
import type { ConsoleUser } from '../../console-user.ts';
import { errorText, isMissing } from '../../console-errors.ts';
import { linkText } from '../../console-styles.ts';
import { canEditContent, readOnlyNote } from './content-roles.ts';
import { postStatusText } from './post-dates.ts';
import { PostForm } from './PostForm.tsx';
import { PostHistory } from './PostHistory.tsx';
import { PublishPanel } from './PublishPanel.tsx';

const backLink = (
  <p className="mb-4">
    <Link href={consolePaths.posts} className={linkText}>
      Back to posts
    </Link>
  </p>
);

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageMeta title={`${title} – Posts – Console`} />
      {backLink}
      {children}
    </>
  );
}

/**
 * A post's editor (`id` is its number, or `new`): the form with its live preview, then publication and history.
 * Agents read it all; only admins and editors get the controls that change it.
 */
export function PostEditorPage({ id, user }: { id: string; user: ConsoleUser }) {
  const canEdit = canEditContent(user);
  if (id === 'new') {
    return (
      <Frame title="New post">
        <h1 className="text-2xl font-bold">New post</h1>
        {canEdit ? (
          <>
            <p className="mt-1 mb-6 text-sm text-slate-700">
              Saved as a draft: nobody outside the console sees it until you publish it.
            </p>
            <PostForm post={null} canEdit />
          </>
        ) : (
          <p className="mt-2">{readOnlyNote}</p>
        )}
      </Frame>
    );
  }
  const postId = Number(id);
  if (!Number.isSafeInteger(postId) || postId < 1) {
    return (
      <Frame title="Post not found">
        <h1 className="text-2xl font-bold">Post not found</h1>
        <p className="mt-2">That post does not exist. It may have been deleted.</p>
      </Frame>
    );
  }
  return <SavedPost id={postId} canEdit={canEdit} />;
}

function SavedPost({ id, canEdit }: { id: number; canEdit: boolean }) {
  const trpc = useTRPC();
  const post = useQuery({ ...trpc.admin.content.posts.get.queryOptions({ id }), staleTime: 0 });
  // What the form holds and the server does not yet: publishing would put the saved version on the site.
  const [unsaved, setUnsaved] = useState(false);

  if (post.isPending) {
    return (
      <Frame title="Post">
        <p>Loading the post...</p>
      </Frame>
    );
  }
  if (post.isError) {
    const missing = isMissing(post.error);
    return (
      <Frame title={missing ? 'Post not found' : 'Post'}>
        <h1 className="text-2xl font-bold">{missing ? 'Post not found' : 'Post'}</h1>
        <p role="alert" className="mt-2">
          {errorText(post.error)}
        </p>
      </Frame>
    );
  }

  const data = post.data;
  return (
    <Frame title={data.title}>
      <h1 className="text-2xl font-bold break-words">{data.title}</h1>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span data-testid="post-status">{postStatusText(data.status, data.publishedAt)}</span>
        {data.status === 'published' && (
          // The public page is the site's, not the console's: a full page load.
          <a href={data.publicPath} className={linkText}>
            View on the site
          </a>
        )}
      </p>
      {!canEdit && <p className="mt-2 rounded-lg bg-slate-100 p-3 text-sm">{readOnlyNote}</p>}
      <div className="mt-6 space-y-8">
        {/* The saved version: a new one (saved here, restored, or saved by someone else) starts the form again. */}
        <PostForm key={data.updatedAt} post={data} canEdit={canEdit} onUnsavedChange={setUnsaved} />
        <PublishPanel post={data} canEdit={canEdit} unsaved={unsaved} />
        <PostHistory id={data.id} canEdit={canEdit} unsaved={unsaved} />
      </div>
    </Frame>
  );
}
