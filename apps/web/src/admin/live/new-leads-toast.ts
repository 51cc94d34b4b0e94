import { consolePaths } from '@sme/domain';
import type { AnnouncementToast } from './announce.ts';

const NEW_LEADS_TOAST = 'new-leads';
/** The inbox's "To answer": where a toast about several new leads leads. */
const toAnswerPath = `${consolePaths.inbox}?view=to-answer`;

/** New leads since the toast last went: one toast counts them instead of one toast each. */
let shown = 0;

/** The toast for one more new lead: "New lead" opening it, or "3 new leads" opening "To answer". */
export function newLeadsToast(leadPath: string, about: string): AnnouncementToast {
  shown += 1;
  return {
    id: NEW_LEADS_TOAST,
    title: shown === 1 ? 'New lead' : `${shown} new leads`,
    description: shown === 1 ? about : `Latest: ${about}`,
    href: shown === 1 ? leadPath : toAnswerPath,
    onGone: () => {
      shown = 0;
    },
  };
}
