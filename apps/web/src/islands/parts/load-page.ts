import { withVisit } from '../../attribution/visit.ts';

/** A saved step leads on by a page load, as a plain submission's redirect does, with the visit's attribution. */
export const loadPage = (href: string) => window.location.assign(withVisit(href));
