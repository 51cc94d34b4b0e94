import { consolePostPath } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { PageMeta } from '../../../app/page-meta.tsx';
import { useTRPC } from '../../../app/trpc.ts';
import type { ConsoleUser } from '../../console-user.ts';
import { cell, ConsoleTable } from '../../ConsoleTable.tsx';
import { errorText } from '../../console-errors.ts';
import { linkText } from '../../console-styles.ts';
import { canEditContent, readOnlyNote } from './content-roles.ts';
import { formatUkPostDate, postStatusText } from './post-dates.ts';
import { topicsText } from './topic-labels.ts';

/** Content → Posts: every blog post, drafts and scheduled ones too, in the order the server sends (newest change first). */
export function PostsPage({ user }: { user: ConsoleUser }) {
  const trpc = useTRPC();
  const posts = useQuery({ ...trpc.admin.content.posts.list.queryOptions(), staleTime: 0 });
  const canEdit = canEditContent(user);

  return (
    <>
      <PageMeta title="Posts – Console" />
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Posts</h1>
        {canEdit && (
          <Link href={consolePostPath('new')} className="btn-primary min-h-11 py-1.5">
            New post
          </Link>
        )}
      </div>
      <p className="mb-6 text-sm text-slate-700">
        {canEdit
          ? 'A new post is a draft until you publish it; a scheduled post goes on the site at its time.'
          : readOnlyNote}
      </p>
      {posts.isPending ? (
        <p>Loading posts...</p>
      ) : posts.isError ? (
        <p role="alert">{errorText(posts.error)}</p>
      ) : posts.data.posts.length === 0 ? (
        <p>No posts yet.</p>
      ) : (
        <ConsoleTable
          label="Posts table"
          caption="Blog posts, the most recently changed first"
          columns={['Title', 'Topics', 'Status', 'Published']}
        >
          {posts.data.posts.map((post) => (
            <tr key={post.id} className="border-t border-slate-200">
              <td className={cell}>
                <Link href={consolePostPath(post.id)} className={linkText}>
                  {post.title}
                </Link>
              </td>
              <td className={cell}>{topicsText(post.topics)}</td>
              <td className={cell}>{postStatusText(post.status, post.publishedAt)}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>
                {post.status === 'published' && post.publishedAt ? (
                  <time dateTime={post.publishedAt}>{formatUkPostDate(post.publishedAt)}</time>
                ) : (
                  '–'
                )}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </>
  );
}
