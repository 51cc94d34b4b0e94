import type * as Sonner from 'sonner';

// sonner is fetched the first time a toast is shown or the toaster mounts (DeferredToaster), not with the page.
let sonner: Promise<typeof Sonner> | undefined;

export function loadSonner(): Promise<typeof Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

const listeners = new Set<() => void>();

/** DeferredToaster mounts the toaster as soon as any toast is asked for. */
export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: 'success' | 'error', message: string, options?: Sonner.ExternalToast): void {
  for (const listener of listeners) listener();
  void loadSonner().then(({ toast }) => toast[kind](message, options));
}

/** The site's toasts (sonner's API for what the public pages use), loading sonner on first use. */
export const toast = {
  success: (message: string, options?: Sonner.ExternalToast) => show('success', message, options),
  error: (message: string, options?: Sonner.ExternalToast) => show('error', message, options),
};

/**
 * A toast belongs to the screen that raised it: it goes when the visitor moves on (another page, the next step of a
 * wizard, the booking screen) or a dialog takes the screen. Nothing to do while sonner has never been needed.
 */
export function dismissToasts(): void {
  if (sonner) void sonner.then(({ toast }) => toast.dismiss());
}
