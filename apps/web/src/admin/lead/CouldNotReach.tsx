import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc.ts';
import { savedThen } from '../console-save.ts';
import { outlineButton } from '../console-styles.ts';

/**
 * A lead whose contact cadence ran out with nobody reached: it waits in "Could not reach" until someone closes it, in
 * one click (Lost). Logging another call or e-mail is still offered below: a reply that comes in later is logged.
 */
export function CouldNotReach({ leadId, text }: { leadId: string; text: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const close = useMutation(
    trpc.admin.leads.setStatus.mutationOptions(
      savedThen('Closed as Lost', () => queryClient.invalidateQueries({ queryKey: trpc.admin.leads.pathKey() })),
    ),
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="font-semibold text-red-800">{text}.</p>
      <button
        type="button"
        className={outlineButton}
        disabled={close.isPending}
        onClick={() => close.mutate({ id: leadId, status: 'lost' })}
      >
        Close as lost
      </button>
    </div>
  );
}
