import type { RouterOutputs } from '@sme/api';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc.ts';

export type MyFollowUps = RouterOutputs['admin']['followUps']['mine'];
export type FollowUpItem = MyFollowUps['due'][number];

/**
 * The signed-in user's open follow-ups: one query for the header's count, the "My follow-ups" page, a lead's
 * "Remind me" and the announcements. The live console refreshes it on every change (its key names follow-ups).
 */
export function useMyFollowUps(enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.admin.followUps.mine.queryOptions(), enabled, staleTime: 0 });
}
