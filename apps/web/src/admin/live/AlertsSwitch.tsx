import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useTRPC } from '../../app/trpc.ts';
import { errorText } from '../console-errors.ts';
import { headerButton } from '../console-styles.ts';
import type { ConsoleUser } from '../console-user.ts';
import { playAlertSound, unlockAlertSound, unlockAlertSoundOnNextInteraction } from './alert-sound.ts';
import { askForNotifications } from './notifications.ts';

export const alertMessages = {
  on: 'Alerts on: each new lead shows a notification and plays a sound.',
  onWithoutNotifications:
    'Alerts on: each new lead plays a sound. Notifications are blocked for this site in your browser settings.',
  onNoNotifications: 'Alerts on: each new lead plays a sound. This browser cannot show notifications.',
  off: 'Alerts off.',
  allowed: 'Notifications allowed in this browser.',
} as const;

/**
 * The header's switch for the signed-in user's new-lead alerts (a notification and a short sound), kept per user.
 * The browser is asked for permission only from this click, never on load.
 */
export function AlertsSwitch({ user }: { user: ConsoleUser }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const on = user.newLeadAlerts;
  // What this browser allows: the choice is the user's on every device, the permission is each browser's own.
  // Rendered in the browser only (the server renders the console's loading state).
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(() =>
    typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported',
  );

  // After a reload, browsers keep the page silent until the next click or key press.
  useEffect(() => (on ? unlockAlertSoundOnNextInteraction() : undefined), [on]);

  const save = useMutation(
    trpc.admin.session.setNewLeadAlerts.mutationOptions({
      onSuccess: ({ newLeadAlerts }) => {
        queryClient.setQueryData(trpc.admin.session.me.queryKey(), (me) => (me ? { ...me, newLeadAlerts } : me));
        if (!newLeadAlerts) toast.success(alertMessages.off);
      },
      onError: (error) => toast.error(errorText(error)),
    }),
  );

  const switchOn = async () => {
    // In the click itself: browsers allow sound, and the permission prompt, only from a person's action.
    unlockAlertSound();
    const answer = await askForNotifications();
    setPermission(answer);
    save.mutate(
      { on: true },
      {
        onSuccess: () => {
          // The sound it will make, and whether notifications will show too.
          playAlertSound();
          if (answer === 'granted') toast.success(alertMessages.on);
          else if (answer === 'unsupported') toast.info(alertMessages.onNoNotifications);
          else toast.warning(alertMessages.onWithoutNotifications);
        },
      },
    );
  };

  const allowHere = async () => {
    unlockAlertSound();
    const answer = await askForNotifications();
    setPermission(answer);
    if (answer === 'granted') toast.success(alertMessages.allowed);
    else toast.warning(alertMessages.onWithoutNotifications);
  };

  return (
    <>
      <button
        type="button"
        className={headerButton}
        aria-pressed={on}
        disabled={save.isPending}
        onClick={() => (on ? save.mutate({ on: false }) : void switchOn())}
      >
        {on ? <Bell aria-hidden="true" className="size-4" /> : <BellOff aria-hidden="true" className="size-4" />}
        New-lead alerts {on ? 'on' : 'off'}
      </button>
      {on && permission === 'default' && (
        <button type="button" className={headerButton} onClick={() => void allowHere()}>
          Allow notifications
        </button>
      )}
    </>
  );
}
