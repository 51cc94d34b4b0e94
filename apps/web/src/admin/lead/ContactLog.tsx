import type { RouterOutputs } from '@sme/api';
import { leftAtText, NOT_REACHABLE_TEXT } from '@sme/domain';
import { useState } from 'react';
import { outlineButton } from '../console-styles.ts';
import { useNow } from '../use-now.ts';
import { WaitingTime } from '../WaitingTime.tsx';
import { ContactForm } from './ContactForm.tsx';
import { CouldNotReach } from './CouldNotReach.tsx';
import { DoNotContactForm } from './DoNotContactForm.tsx';

type Lead = RouterOutputs['admin']['leads']['detail'];
type Open = 'call' | 'email' | 'dnc' | null;

/** What would make a lead nobody can reach reachable, in place of the buttons to log a call or an e-mail. */
export const unreachableMessages = {
  bookingScreen:
    'Calls can be logged once they give a phone number or e-mail: they can still book a call or ask for a callback from the booking screen.',
  noDetails: 'Calls can be logged once they give a phone number or e-mail.',
} as const;

/**
 * Contact with the lead: how long it has waited, or when it was first answered and by whom, the attempts so far,
 * and "Log a call", "Log an e-mail" and "Do not contact". A lead marked do not contact says why and offers none; so
 * does a lead nobody can reach yet, which says what would make it reachable.
 */
export function ContactLog({ lead, receivedAt }: { lead: Lead; receivedAt: number }) {
  const [open, setOpen] = useState<Open>(null);
  const now = useNow();
  // Nobody to call or write to yet: nothing to log until a phone number or e-mail arrives.
  const canContact = !lead.erased && !lead.doNotContact && lead.reachable;
  const toggle = (which: Exclude<Open, null>, label: string) => (
    <button
      type="button"
      className={outlineButton}
      aria-expanded={open === which}
      aria-controls={open === which ? `contact-form-${which}` : undefined}
      onClick={() => setOpen(open === which ? null : which)}
    >
      {label}
    </button>
  );

  return (
    <section aria-labelledby="contact-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="contact-heading" className="mb-2 text-lg font-semibold">
        Contact
      </h2>
      {lead.doNotContact && (
        <p className="mb-2 rounded border-l-4 border-red-700 bg-red-50 px-3 py-2">
          <strong>Do not contact</strong> (since <time dateTime={lead.doNotContact.at}>{lead.doNotContact.when}</time>
          ): {lead.doNotContact.reason}. Calls and e-mails cannot be logged, and the call links are hidden.
        </p>
      )}
      {lead.firstContact ? (
        <p className="font-medium">
          {lead.firstContact.text}{' '}
          <span className="font-normal text-slate-700">
            (<time dateTime={lead.firstContact.at}>{lead.firstContact.when}</time>)
          </span>
        </p>
      ) : lead.couldNotReach ? (
        <CouldNotReach leadId={lead.id} text={lead.couldNotReach} />
      ) : lead.waiting || lead.waitsFrom ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>Waiting for a first contact:</span>
          <WaitingTime {...lead} receivedAt={receivedAt} now={now} />
        </p>
      ) : (
        !lead.reachable &&
        !lead.erased &&
        (lead.unreachable ? (
          // Why, when known: a funding application left at the booking screen with neither a booking nor a callback.
          <>
            <p>
              {NOT_REACHABLE_TEXT}: {lead.unreachable.reason} {leftAtText(lead.unreachable.at, new Date(now))}.
            </p>
            <p className="mt-1">{unreachableMessages.bookingScreen}</p>
          </>
        ) : (
          <>
            <p>{NOT_REACHABLE_TEXT}: no phone number or e-mail is known.</p>
            <p className="mt-1">{unreachableMessages.noDetails}</p>
          </>
        ))
      )}
      <p className="mt-1 text-sm text-slate-700">
        {lead.attempts.text}
        {lead.attempts.latest && `. Latest: ${lead.attempts.latest}`}
      </p>

      {canContact && (
        <>
          <div className="mt-3 flex flex-wrap gap-2">
            {toggle('call', 'Log a call')}
            {toggle('email', 'Log an e-mail')}
            {toggle('dnc', 'Do not contact')}
          </div>
          {open && (
            <div id={`contact-form-${open}`}>
              {open === 'dnc' ? (
                <DoNotContactForm leadId={lead.id} onDone={() => setOpen(null)} />
              ) : (
                <ContactForm
                  key={open}
                  leadId={lead.id}
                  channel={open}
                  onDone={() => setOpen(null)}
                  linkedOpenIds={lead.linked.filter((other) => other.open).map((other) => other.id)}
                />
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
