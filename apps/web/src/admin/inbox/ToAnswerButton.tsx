import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc.ts';

const tab = 'min-h-9 rounded-full border px-3 py-1 text-sm font-medium';

/**
 * The "To answer" view: every lead waiting for a first contact, longest waiting first, with how many there are.
 * The count is the one the tab title shows (admin.leads.waitingCount), refreshed with it by the live view.
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
