import { consoleLeadPath } from '@sme/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTRPC } from '../../app/trpc.ts';
import { announcedOnce, LONGEST_TIMER_MS } from './announced-once.ts';
import { useAnnounce } from './announce.ts';

const announced = announcedOnce('console-due-leads-announced');

const titles = { window: 'Callback time', next_try: 'Next try due' } as const;

/**
 * A lead's time coming while the console is open (the callback window or booked call the customer chose opens, or the
 * cadence's next try): nothing is written then, so no change is pushed. The console sets a timer for each of the
 * agent's leads (theirs or nobody's) coming due in the next 12 hours: "To answer", its count in the tab title and
 * Calls due are read again, and, for those who switched alerts on, the lead is announced like a new one, once per
 * lead and time in this tab. The list is read again on every change to a lead (use-live-console), so it follows
 * logged calls and moved windows.
 */
export function useDueAnnouncements(worksLeads: boolean): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const coming = useQuery({ ...trpc.admin.leads.comingDue.queryOptions(), enabled: worksLeads });
  const announceRef = useRef(announce);
  useEffect(() => {
    announceRef.current = announce;
  }, [announce]);

  useEffect(() => {
    if (!coming.data) return;
    const timers = coming.data
      .map((lead) => ({ lead, wait: new Date(lead.dueAt).getTime() - Date.now() }))
      .filter(({ wait }) => wait < LONGEST_TIMER_MS)
      .map(({ lead, wait }) =>
        setTimeout(
          () => {
            void queryClient.invalidateQueries({ queryKey: trpc.admin.leads.pathKey() });
            void queryClient.invalidateQueries({ queryKey: trpc.admin.callsDue.pathKey() });
            const key = `${lead.id}@${lead.dueAt}`;
            if (announced.has(key)) return;
            announced.add(key);
            // With alerts off the row moving up "To answer" and the title's count are enough, as for a new lead.
            if (!queryClient.getQueryData(trpc.admin.session.me.queryKey())?.newLeadAlerts) return;
            // The business's name and the kind of lead, nothing about the person: a notification shows on a lock screen.
            announceRef.current({
              title: titles[lead.reason],
              body: lead.businessName ? `${lead.businessName} · ${lead.kindLabel}` : lead.kindLabel,
              href: consoleLeadPath(lead.id),
            });
          },
          Math.max(0, wait),
        ),
      );
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, [coming.data, queryClient, trpc]);
}
