import { useCallback, useEffect, useRef } from 'react';
import { useInPageHtml } from '../../app/use-in-page-html.ts';
import type { BotTrap } from './HoneypotField.tsx';

/**
 * A lead form's bot fields, for HoneypotField and the form's call: the honeypot and a timer from when the form was
 * first shown. The server takes a form sent faster than a person can fill it, or with the honeypot filled, as a
 * bot's. A form that came in the page's HTML was shown when the page began to load, not when its code arrived (a
 * visitor may have typed in it meanwhile); one rendered in the browser, when it mounted.
 */
export function useBotTrap(): BotTrap {
  const honeypot = useRef<HTMLInputElement | null>(null);
  const holdHoneypot = useCallback((input: HTMLInputElement | null) => {
    honeypot.current = input;
  }, []);
  // Whether the form's first render was the page's HTML: kept from that render.
  const inPageHtml = useRef(useInPageHtml());
  const openedAt = useRef<number | null>(null);
  useEffect(() => {
    openedAt.current = inPageHtml.current ? performance.timeOrigin : Date.now();
  }, []);
  return {
    holdHoneypot,
    fields: () => ({
      website: honeypot.current?.value ?? '',
      form_open_ms: openedAt.current === null ? 0 : Math.round(Date.now() - openedAt.current),
    }),
  };
}
