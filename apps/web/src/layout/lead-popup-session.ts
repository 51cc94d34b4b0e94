import { paths } from '../app/paths.ts';

/** Once closed or sent, the popup stays away for the rest of the browser session. */
export const POPUP_CLOSED_KEY = 'lead-popup-closed';

/** The popup opens on load unless this session closed it or the visitor landed on the consultancy page. */
export function popupOpensOnLoad(): boolean {
  return window.location.pathname !== paths.getFreeConsultancy && !sessionStorage.getItem(POPUP_CLOSED_KEY);
}
