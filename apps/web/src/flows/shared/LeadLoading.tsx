import { messages } from '@sme/domain';
import { useEffect } from 'react';
import { toast } from '../../ui/toast.ts';

/** While a flow's saved answers load; when they cannot, "Can't load data !" (spec §8) and a way to try again. */
export function LeadLoading({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  useEffect(() => {
    if (failed) toast.error(messages.cantLoadData);
  }, [failed]);

  if (!failed) return <p className="py-10 text-center text-slate-700">Loading...</p>;
  return (
    <div className="rounded-xl bg-red-50 p-6 text-red-800">
      <p>We couldn&apos;t load your answers just now.</p>
      <button type="button" className="btn-outline mt-3" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
