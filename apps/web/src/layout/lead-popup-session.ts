import { paths } from '../app/paths.ts';

/** Once closed, sent, or the consultancy page visited, the popup stays away for the rest of the browser session. */
export const POPUP_CLOSED_KEY = 'lead-popup-closed';

/** The consultancy page is where the popup would send the visitor anyway: being there counts as having seen it. */
export function markSeenOnConsultancyPage(): void {
  if (window.location.pathname === paths.getFreeConsultancy) sessionStorage.setItem(POPUP_CLOSED_KEY, '1');
}

/** The popup opens on load unless this session has already seen it or the visitor is on the consultancy page. */
export function popupOpensOnLoad(): boolean {
  return window.location.pathname !== paths.getFreeConsultancy && !sessionStorage.getItem(POPUP_CLOSED_KEY);
}
