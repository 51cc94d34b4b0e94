import { consoleLeadPath } from '@sme/domain';
import { useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { setTitlePrefix } from '../../app/page-meta.tsx';
import { useTRPC } from '../../app/trpc.ts';
import { isSignedOut } from '../console-errors.ts';
import { useAnnounce } from './announce.ts';
import { leadsRefresher } from './leads-refresher.ts';
import { isUnansweredStream } from './live-stream-link.ts';
import { newLeadsToast } from './new-leads-toast.ts';
import { setLiveState, type LiveState } from './live-state.ts';
import { waitingTitlePrefix } from './waiting-title.ts';

/** While the live stream is down, the console reads its leads again this often (and only then). */
export const FALLBACK_REFRESH_MS = 30_000;
/** A burst of changes (a busy minute, one lead's several writes) refreshes the pages once. */
const COALESCE_MS = 250;
/** After a refusal the browser's EventSource does not retry by itself: the console tries again after this. */
const RETRY_MS = 5_000;

/** The console's queries that show leads: the inbox, a lead's page, the waiting count, follow-ups and calls due. */
function showsLeads(query: Query): boolean {
  const path = query.queryKey[0];
  if (!Array.isArray(path) || path[0] !== 'admin') return false;
  return (
    path[1] === 'leads' ||
    path[1] === 'callsDue' ||
    path.some((part) => typeof part === 'string' && /follow-?ups?/i.test(part))
  );
}

export interface LiveConsole {
  /** Leads waiting for a first contact, for the tab title; undefined until known. */
  waiting: number | undefined;
  /** Whether changes arrive as they happen now (the stream is open). */
  live: boolean;
  /** Where the stream stands, as the header shows it (live-state.ts). */
  state: LiveState;
}

/**
 * The console's live view, used once while signed in: every change to a lead, on any instance, refreshes what the
 * console shows (the inbox, an open lead, the waiting count) within a moment, and each lead is announced to those who
 * switched alerts on once someone can be reached on it (its first phone number or e-mail). No polling while the stream is open; while it is down, a slow fallback read every 30 s.
 *
 * `signedIn`: signed in as someone who works leads (an admin or an agent). An editor's console passes false: the
 * stream and the waiting count would only be refused (FORBIDDEN), and retried every few seconds.
 */
export function useLiveConsole(signedIn: boolean): LiveConsole {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [state, setState] = useState<LiveState>('starting');
  const live = state === 'live';
  // The header shows it ("Reconnecting…"): it is rendered below the screen that runs this hook.
  useEffect(() => setLiveState(queryClient, state), [queryClient, state]);

  const waiting = useQuery({ ...trpc.admin.leads.waitingCount.queryOptions(), enabled: signedIn, staleTime: 0 });

  // The latest announce, for the stream's handlers: the stream is not reopened when it changes.
  const announceRef = useRef(announce);
  useEffect(() => {
    announceRef.current = announce;
  }, [announce]);

  useEffect(() => {
    if (!signedIn) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let subscription: { unsubscribe(): void } | undefined;
    const { refresh, stop } = leadsRefresher(queryClient, showsLeads, COALESCE_MS);

    const announceNewLead = async (leadId: string) => {
      // Only for those who switched alerts on: with them off, the new row in the inbox is enough, and a toast for
      // every lead would push out the console's own messages.
      if (!queryClient.getQueryData(trpc.admin.session.me.queryKey())?.newLeadAlerts) return;
      try {
        const lead = await queryClient.fetchQuery(trpc.admin.leads.detail.queryOptions({ id: leadId }));
        // The business's name and the kind of lead, nothing about the person: a notification shows on a lock screen.
        const about = lead.businessName ? `${lead.businessName} · ${lead.kindLabel}` : lead.kindLabel;
        announceRef.current({
          title: 'New lead',
          body: about,
          href: consoleLeadPath(leadId),
          // A notification for each, one toast for them all.
          toast: newLeadsToast(consoleLeadPath(leadId), about),
        });
      } catch {
        // Erased or gone already: nothing to announce.
      }
    };

    const open = () => {
      // The link says 'connecting' as it first connects; each time after that, the stream was lost or went quiet.
      let connectings = 0;
      subscription = trpc.admin.live.changes.subscriptionOptions(undefined).subscribe({
        onStarted: () => {
          setState('live');
          // Whatever changed before the stream opened (since the pages were read, or during a break) was not heard.
          refresh();
        },
        onData: (change) => {
          // Someone opened or left a lead: only that lead's "on this lead" line is read again.
          if (change.type === 'viewers') {
            void queryClient.invalidateQueries({ queryKey: trpc.admin.leads.viewers.queryKey({ id: change.leadId }) });
            return;
          }
          refresh();
          // Once someone can be reached on it: a loan's first step (no phone number yet) is not worth an alert.
          if (change.type === 'callable') void announceNewLead(change.leadId);
        },
        // Connecting again (the server stopping, the database's notifications cut off, a stream quiet for longer
        // than the server's pings allow): the browser retries.
        onConnectionStateChange: (connection) => {
          if (connection.state === 'connecting' && (connectings += 1) > 1) setState('reconnecting');
          // Ended by the server without an error (it never means to): open it again.
          if (connection.state === 'idle') {
            setState('reconnecting');
            retry = setTimeout(open, RETRY_MS);
          }
        },
        // Refused or broken for good: a session that ended hands over to the sign-in form (ConsoleApp asks who is
        // signed in); anything else is tried again, slowly.
        onError: (error) => {
          subscription?.unsubscribe();
          if (isSignedOut(error)) {
            setState('starting');
            void queryClient.invalidateQueries({ queryKey: trpc.admin.session.me.queryKey(), exact: true });
            return;
          }
          setState('reconnecting');
          // A stream that never answered was refused by no one: asked for again at once (it waited long enough).
          retry = setTimeout(open, isUnansweredStream(error) ? 0 : RETRY_MS);
        },
      });
    };
    open();

    return () => {
      subscription?.unsubscribe();
      stop();
      clearTimeout(retry);
      setState('starting');
    };
  }, [signedIn, trpc, queryClient]);

  // While the stream is down, the pages showing leads are read again every 30 s; never while it is up.
  useEffect(() => {
    if (!signedIn || live) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ predicate: showsLeads }), FALLBACK_REFRESH_MS);
    return () => clearInterval(timer);
  }, [signedIn, live, queryClient]);

  // Every console page's title starts with the count; signed out (or gone), none does.
  const count = signedIn ? waiting.data?.waiting : undefined;
  useEffect(() => {
    setTitlePrefix(waitingTitlePrefix(count));
    return () => setTitlePrefix('');
  }, [count]);

  return { waiting: count, live, state };
}
