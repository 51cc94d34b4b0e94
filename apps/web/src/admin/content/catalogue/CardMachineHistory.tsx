import { formatUkDateTime } from '@sme/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../app/trpc.ts';
import { savedThen } from '../../console-save.ts';
import { ContentHistory } from '../ContentHistory.tsx';
import { catalogueActionLabels } from './catalogue-access.ts';

/**
 * Every saved state of a card machine, newest first: what was done, when (UK time) and by whom. Restoring puts back
 * that version's details and prices; whether it is retired stays as it is.
 */
export function CardMachineHistory({
  id,
  updatedAt,
  canEdit,
  unsaved,
}: {
  id: number;
  updatedAt: string;
  canEdit: boolean;
  unsaved: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const history = useQuery({ ...trpc.admin.content.catalogue.products.history.queryOptions({ id }), staleTime: 0 });
  const restore = useMutation(
    trpc.admin.content.catalogue.products.restore.mutationOptions(
      savedThen('Version restored', () =>
        queryClient.invalidateQueries({ queryKey: trpc.admin.content.catalogue.pathKey() }),
      ),
    ),
  );

  return (
    <ContentHistory
      history={history}
      canEdit={canEdit}
      restoring={restore.isPending}
      onRestore={(version) => restore.mutate({ id, versionId: version.id, updatedAt })}
      restoreText={(at) =>
        `The details and prices go back to how they were on ${formatUkDateTime(at)} (UK time).` +
        `${unsaved ? ' Your unsaved changes will be lost.' : ''} Whether it is retired stays as it is.`
      }
      tableLabel="Card machine history table"
      caption="Versions of this card machine, the newest first"
      labelColumn="Name"
      labelOf={(version) => version.name}
      actionText={(action) => catalogueActionLabels[action] ?? action}
      // No one: the seed's shipped catalogue, or an account since removed.
      byText={(version) => version.by ?? (version.action === 'created' ? 'The shipped catalogue' : 'Unknown')}
    />
  );
}
