import { consoleLeadPath } from '@sme/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTRPC } from '../../app/trpc.ts';
import { announcedOnce, LONGEST_TIMER_MS } from '../live/announced-once.ts';
import { useAnnounce } from '../live/announce.ts';
import { useMyFollowUps, type FollowUpItem } from './use-my-follow-ups.ts';

const announced = announcedOnce('console-follow-ups-announced');
/** A follow-up moved to a new time is a new announcement. */
const keyOf = (item: FollowUpItem) => `${item.id}@${item.dueAt}`;

/**
 * Announces each of the user's follow-ups as it falls due while the console is open (a toast with a link to the
 * lead; a notification and a sound too with alerts on), and those already due when the console opens, once per
 * follow-up in this tab. Timers come from the list of follow-ups, set again whenever it is read.
 */
export function useFollowUpAnnouncements(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const mine = useMyFollowUps();
  const announceRef = useRef(announce);
  useEffect(() => {
    announceRef.current = announce;
  }, [announce]);

  useEffect(() => {
    if (!mine.data) return;
    const say = (item: FollowUpItem) => {
      if (announced.has(keyOf(item))) return;
      announced.add(keyOf(item));
      // The business's name and the kind of lead, nothing about the person: a notification shows on a lock screen.
      announceRef.current({
        title: 'Follow-up due',
        body: item.businessName ? `${item.businessName} · ${item.kindLabel}` : item.kindLabel,
        href: consoleLeadPath(item.leadId),
      });
    };
    for (const item of mine.data.due) say(item);
    const timers = mine.data.upcoming
      .map((item) => ({ item, wait: new Date(item.dueAt).getTime() - Date.now() }))
      .filter(({ wait }) => wait < LONGEST_TIMER_MS)
      .map(({ item, wait }) =>
        setTimeout(
          () => {
            say(item);
            // The list moves it from upcoming to due, and the header's count goes up.
            void queryClient.invalidateQueries({ queryKey: trpc.admin.followUps.mine.queryKey() });
          },
          Math.max(0, wait),
        ),
      );
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, [mine.data, queryClient, trpc]);
}
