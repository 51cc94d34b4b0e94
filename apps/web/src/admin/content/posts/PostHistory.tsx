import { formatUkDateTime } from '@sme/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../app/trpc.ts';
import { savedThen } from '../../console-save.ts';
import { ContentHistory } from '../ContentHistory.tsx';

/** What was done to a post, as the history lists it. */
const actionLabels: Record<string, string> = {
  created: 'Created',
  edited: 'Edited',
  published: 'Published',
  scheduled: 'Scheduled',
  unpublished: 'Unpublished',
  restored: 'Restored an earlier version',
};

const actionLabel = (action: string) => actionLabels[action] ?? action;

/**
 * Every saved state of the post, newest first: what was done, when (UK time) and by whom. Restoring puts back that
 * version's words and picture and keeps the post's publication as it is (a published post changes on the site).
 */
export function PostHistory({ id, canEdit, unsaved }: { id: number; canEdit: boolean; unsaved: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const history = useQuery({ ...trpc.admin.content.posts.history.queryOptions({ id }), staleTime: 0 });
  const restore = useMutation(
    trpc.admin.content.posts.restore.mutationOptions(
      savedThen('Version restored', () =>
        queryClient.invalidateQueries({ queryKey: trpc.admin.content.posts.pathKey() }),
      ),
    ),
  );

  return (
    <ContentHistory
      history={history}
      canEdit={canEdit}
      restoring={restore.isPending}
      onRestore={(version) => restore.mutate({ id, versionId: version.id })}
      restoreText={(at) =>
        `The title, topics, summary, body and cover image go back to how they were on ${formatUkDateTime(at)} ` +
        `(UK time).${unsaved ? ' Your unsaved changes will be lost.' : ''} Whether the post is published stays as it is.`
      }
      tableLabel="Post history table"
      caption="Versions of this post, the newest first"
      labelColumn="Title"
      labelOf={(version) => version.title}
      actionText={actionLabel}
      byText={(version) => version.by ?? 'Unknown'}
    />
  );
}
