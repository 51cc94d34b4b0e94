import { telHref } from '@sme/domain';
import type { ReactNode } from 'react';
import { linkText } from './console-styles.ts';

/** Who is behind a lead and each way to reach them that is known: the e-mail and phone open the agent's mail or phone. */
export interface LeadPerson {
  erased: boolean;
  personName: string | null;
  email: string | null;
  phone: string | null;
  /** Marked do not contact (true, or the mark itself): the details show as text, not links to call or write. */
  doNotContact?: boolean | object | null;
}

/**
 * The person behind a lead, with mailto: and tel: links: the inbox row and the lead page alike. `compact` (the inbox's
 * table) puts the name and the number on one line, the e-mail under them, so a row stays two lines tall.
 */
export function LeadContact({ lead, compact = false }: { lead: LeadPerson; compact?: boolean }) {
  if (lead.erased) return <span className="text-slate-600">Erased</span>;
  if (lead.doNotContact) return <DoNotContactPerson lead={lead} />;
  const email = lead.email && (
    <a className={linkText} href={`mailto:${lead.email}`}>
      {lead.email}
    </a>
  );
  if (compact) {
    // The e-mail as text under the name and number: as a link, a small target within 24 px of the next row's number
    // (WCAG 2.5.8), whenever the two overlap across the column. The lead page has it as a mailto: link.
    return (
      <div>
        {(lead.personName || lead.phone) && (
          // The number whole, the name shortened to fit beside it: the row stays two lines. The number's target is
          // smaller than 24 px but the next one is a row away (WCAG 2.5.8's spacing exception).
          <p className="flex min-w-0 gap-2">
            {lead.personName && <span className="truncate">{lead.personName}</span>}
            <CallLink lead={lead} className={`${linkText} shrink-0 whitespace-nowrap`} />
          </p>
        )}
        {lead.email && <p className="truncate text-slate-700">{lead.email}</p>}
        {!lead.personName && !lead.email && !lead.phone && <span className="text-slate-600">Not given</span>}
      </div>
    );
  }
  return (
    <div className="space-y-0.5">
      {lead.personName && <p>{lead.personName}</p>}
      {email && <p>{email}</p>}
      {lead.phone && (
        <p>
          <CallLink lead={lead} className={linkText} />
        </p>
      )}
      {!lead.personName && !lead.email && !lead.phone && <span className="text-slate-600">Not given</span>}
    </div>
  );
}

/**
 * The tap-to-call link for a lead that may be called: none for an erased lead, one marked do not contact or one with
 * no phone number. Its text is the number, or what `children` says.
 */
export function CallLink({ lead, className, children }: { lead: LeadPerson; className: string; children?: ReactNode }) {
  if (lead.erased || lead.doNotContact || !lead.phone) return null;
  return (
    <a className={className} href={telHref(lead.phone)}>
      {children ?? lead.phone}
    </a>
  );
}

/** A person who asked not to be contacted: who they are, with no link that would start a call or an e-mail. */
function DoNotContactPerson({ lead }: { lead: LeadPerson }) {
  return (
    <div className="space-y-0.5">
      {lead.personName && <p>{lead.personName}</p>}
      <p>
        <span className="rounded border border-red-800 px-1.5 text-xs font-semibold text-red-800">Do not contact</span>
      </p>
      {lead.email && <p className="text-slate-700">{lead.email}</p>}
      {lead.phone && <p className="text-slate-700">{lead.phone}</p>}
    </div>
  );
}
