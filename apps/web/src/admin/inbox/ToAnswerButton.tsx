import { COULD_NOT_REACH } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc.ts';

const tab = 'min-h-9 rounded-full border px-3 py-1 text-sm font-medium';

/**
 * The "To answer" view: every lead nobody has reached yet, earliest due first, with how many are due now. The count
 * is the one the tab title shows (admin.leads.waitingCount), refreshed with it by the live view.
 */
export function ToAnswerButton({ pressed, onClick }: { pressed: boolean; onClick: () => void }) {
  const trpc = useTRPC();
  const waiting = useQuery({ ...trpc.admin.leads.waitingCount.queryOptions(), staleTime: 0 });
  const count = waiting.data?.waiting;
  return (
    <button
      type="button"
      className={`${tab} ${
        pressed
          ? 'border-amber-800 bg-amber-800 text-white'
          : 'border-amber-700 bg-amber-50 text-amber-950 hover:bg-amber-100'
      }`}
      aria-pressed={pressed}
      onClick={onClick}
    >
      To answer{count === undefined ? '' : ` ${count}`}
    </button>
  );
}

/**
 * The "Could not reach" view: the leads whose contact cadence ran out, waiting to be closed. Shown only while there
 * are some (or it is the view shown): a tab that always reads 0 would only push the leads down the page.
 */
export function CouldNotReachButton({ pressed, onClick }: { pressed: boolean; onClick: () => void }) {
  const trpc = useTRPC();
  const counts = useQuery({ ...trpc.admin.leads.waitingCount.queryOptions(), staleTime: 0 });
  const count = counts.data?.couldNotReach ?? 0;
  if (!pressed && count === 0) return null;
  return (
    <button
      type="button"
      className={`${tab} ${
        pressed ? 'border-red-800 bg-red-800 text-white' : 'border-red-800 bg-red-50 text-red-900 hover:bg-red-100'
      }`}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {COULD_NOT_REACH} {count}
    </button>
  );
}
