import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { useTRPC } from '../../app/trpc.ts';
import type { ConsoleUser } from '../console-user.ts';
import { ALERTS_TOASTER } from './alerts-toaster.tsx';
import { playAlertSound } from './alert-sound.ts';
import { showNotification } from './notifications.ts';

/** Something the console tells the agent: a new lead, a follow-up falling due. No more personal data than needed. */
export interface Announcement {
  title: string;
  body: string;
  /** The console page it is about, e.g. the lead's page. */
  href: string;
  /** The toast, when it says other than the notification: toasts sharing an id replace one another. */
  toast?: AnnouncementToast;
}

export interface AnnouncementToast {
  id: string;
  title: string;
  description: string;
  href: string;
  /** The toast closed or timed out. */
  onGone: () => void;
}

/**
 * Tells the signed-in agent something happened: always a toast with a link to the page it is about, and, when their
 * alerts are on (User.newLeadAlerts) and the browser allows it, a notification and a short sound too, so a console
 * tab in the background or on another screen is noticed.
 */
export function useAnnounce(): (message: Announcement) => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(
    (message: Announcement) => {
      const open = () => navigate(message.href);
      const shown = message.toast;
      toast(shown?.title ?? message.title, {
        toasterId: ALERTS_TOASTER,
        description: shown?.description ?? message.body,
        action: { label: 'Open', onClick: () => navigate(shown?.href ?? message.href) },
        ...(shown ? { id: shown.id, onDismiss: shown.onGone, onAutoClose: shown.onGone } : {}),
      });
      // Read at the moment of announcing: the switch may have changed since this hook rendered.
      const me = queryClient.getQueryData<ConsoleUser>(trpc.admin.session.me.queryKey());
      if (!me?.newLeadAlerts) return;
      showNotification({ title: message.title, body: message.body, tag: message.href }, open);
      playAlertSound();
    },
    [navigate, queryClient, trpc],
  );
}
