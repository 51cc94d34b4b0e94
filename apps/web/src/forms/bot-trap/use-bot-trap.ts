import { useEffect, useId, useRef } from 'react';
import type { BotTrap } from './HoneypotField.tsx';

/**
 * A lead form's bot fields, for HoneypotField and the form's call: the honeypot and a timer from when the form was
 * first shown in the browser (after hydration, when it can be used). The server takes a form sent faster than a
 * person can fill it, or with the honeypot filled, as a bot's.
 */
export function useBotTrap(): BotTrap {
  const honeypotId = useId();
  const openedAt = useRef<number | null>(null);
  useEffect(() => {
    openedAt.current = Date.now();
  }, []);
  return {
    honeypotId,
    fields: () => ({
      website: (document.getElementById(honeypotId) as HTMLInputElement | null)?.value ?? '',
      form_open_ms: openedAt.current === null ? 0 : Date.now() - openedAt.current,
    }),
  };
}
