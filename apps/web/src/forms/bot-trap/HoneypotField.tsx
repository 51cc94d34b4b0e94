import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@sme/domain';

/** What a form holds of its bot fields: its honeypot input and when the form opened. */
export interface BotTrap {
  /**
   * The honeypot input: its value is read from the page when the form is sent, however a bot set it (the element
   * itself, held by a ref).
   */
  holdHoneypot: (input: HTMLInputElement | null) => void;
  /** The bot fields to send with the form's values: the honeypot as filled, the milliseconds since it opened. */
  fields(): { website: string; form_open_ms: number };
}

/**
 * The honeypot: a "website" input people never meet. Off-screen (not display:none, which bots learn to skip),
 * inert and out of the tab order (never focused), hidden from assistive technology (aria-hidden, label and all)
 * and from autofill, so only a bot filling every input fills it. With it, the time the form was open, for a form sent
 * as a plain form before its code arrived: the page's script fills it in as the form is sent (frame-scripts.ts).
 */
export function HoneypotField({ trap }: { trap: BotTrap }) {
  return (
    <div aria-hidden="true" inert className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Website
        {/* A callback the trap keeps the input with, not a ref read while rendering (the rule cannot tell). */}
        {/* eslint-disable-next-line react-hooks/refs */}
        <input ref={trap.holdHoneypot} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
      <input type="hidden" name={FILL_TIME_FIELD} />
    </div>
  );
}
