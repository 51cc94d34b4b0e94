/** The browser's notifications, where they exist (not in every phone browser, never on the server). */
export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/** The browser's last answer to this page's request: some builds keep reporting the old permission after it. */
let answered: NotificationPermission | undefined;

export function notificationsGranted(): boolean {
  return notificationsSupported() && (Notification.permission === 'granted' || answered === 'granted');
}

/**
 * Asks for permission: only ever from the click that switches alerts on, never on load (browsers ignore or punish
 * a page that asks unprompted). A browser that was told no answers at once, without asking the person again.
 * Answers what the browser now allows.
 */
export async function askForNotifications(): Promise<NotificationPermission | 'unsupported'> {
  if (!notificationsSupported()) return 'unsupported';
  if (notificationsGranted()) return 'granted';
  answered = await Notification.requestPermission();
  return answered;
}

/**
 * Shows a notification; clicking it brings the console's tab forward and opens `onClick`'s page. The tag makes the
 * same announcement from several open console tabs one notification.
 */
export function showNotification(message: { title: string; body: string; tag: string }, onClick: () => void): void {
  if (!notificationsGranted()) return;
  try {
    const notification = new Notification(message.title, { body: message.body, tag: message.tag });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
  } catch {
    // Some mobile browsers only notify through a service worker and throw here: the toast has said it already.
  }
}
