import { consoleLeadPath } from '@sme/domain';
import { Link } from 'wouter';
import { linkText } from '../console-styles.ts';
import type { LeadDetail } from './lead-detail.ts';

/**
 * "Other enquiries from this business": the leads that share this one's phone, e-mail or company (name and
 * postcode), each a link to its page with its kind, date, status and assignee. Derived from the leads as they are:
 * nothing is merged.
 */
export function LinkedLeads({ linked }: { linked: LeadDetail['linked'] }) {
  if (linked.length === 0) return null;
  return (
    <section aria-labelledby="linked-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="linked-heading" className="text-lg font-semibold">
        Other enquiries from this business
      </h2>
      <p className="mb-3 text-sm text-slate-700">
        The same phone number, e-mail address, or business name and postcode.
      </p>
      <ul className="space-y-2">
        {linked.map((lead) => (
          <li
            key={lead.id}
            className="border-b border-slate-100 pb-2 last:border-0 last:pb-0"
            data-testid="linked-lead"
          >
            <Link href={consoleLeadPath(lead.id)} className={`${linkText} font-semibold`}>
              {lead.kindLabel}, <time dateTime={lead.receivedAt}>{lead.received}</time>
            </Link>
            <p className="text-sm text-slate-700">
              {lead.statusLabel} · {lead.assignee ? `Assigned to ${lead.assignee.name}` : 'Unassigned'}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
