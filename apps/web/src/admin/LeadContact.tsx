import { telHref } from '@sme/domain';
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

/** The person behind a lead, with mailto: and tel: links: the inbox row and the lead page alike. */
export function LeadContact({ lead }: { lead: LeadPerson }) {
  if (lead.erased) return <span className="text-slate-600">Erased</span>;
  if (lead.doNotContact) return <DoNotContactPerson lead={lead} />;
  return (
    <div className="space-y-0.5">
      {lead.personName && <p>{lead.personName}</p>}
      {lead.email && (
        <p>
          <a className={linkText} href={`mailto:${lead.email}`}>
            {lead.email}
          </a>
        </p>
      )}
      {lead.phone && (
        <p>
          <a className={linkText} href={telHref(lead.phone)}>
            {lead.phone}
          </a>
        </p>
      )}
      {!lead.personName && !lead.email && !lead.phone && <span className="text-slate-600">Not given</span>}
    </div>
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
