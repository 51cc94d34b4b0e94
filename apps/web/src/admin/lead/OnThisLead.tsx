import { onThisLeadText, PRESENCE_BEAT_MS } from '@sme/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../app/trpc.ts';

/**
 * The others who step out of the lead without a word (a closed tab, a lost connection) drop off after the 2 minutes:
 * read again this often. Arrivals and departures come on the live stream at once (use-live-console).
 */
const EXPIRY_READ_MS = 30_000;

/**
 * "Sam Okafor is on this lead": who else has this lead open now, so two agents do not call the same person. The page
 * says it is open as it opens and once a minute, and that it closed as it closes.
 */
export function OnThisLead({ leadId }: { leadId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const viewers = useQuery({
    ...trpc.admin.leads.viewers.queryOptions({ id: leadId }),
    refetchInterval: EXPIRY_READ_MS,
  });
  const { mutate: viewing } = useMutation(
    trpc.admin.leads.viewing.mutationOptions({
      onSuccess: (others, input) => queryClient.setQueryData(trpc.admin.leads.viewers.queryKey(input), others),
    }),
  );
  const { mutate: leave } = useMutation(trpc.admin.leads.leave.mutationOptions());

  useEffect(() => {
    viewing({ id: leadId });
    const beat = setInterval(() => viewing({ id: leadId }), PRESENCE_BEAT_MS);
    return () => {
      clearInterval(beat);
      leave({ id: leadId });
    };
  }, [leadId, viewing, leave]);

  const text = onThisLeadText((viewers.data ?? []).map((viewer) => viewer.name));
  // The live region is always there, so a screen reader hears the words when they appear.
  return (
    <div role="status" className="mt-2">
      {text && (
        <p className="inline-block rounded-md border border-amber-300 bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900">
          {text}
        </p>
      )}
    </div>
  );
}
