// The operator console's addresses, declared once. The web app routes the console's pages and links to them from
// this; the server sends everything under the base (pages, the CSV export, an unknown console path's 404) and the
// console's procedures no-store and noindex, serves the export at its path, and keeps crawlers out of the base.

/** Where the console lives: every address under it belongs to the console. */
const base = '/admin';

export const consolePaths = {
  base,
  /** The inbox, the console's first page. */
  inbox: base,
  /** A lead's page; `:id` is the lead's id (build one with consoleLeadPath). */
  lead: `${base}/leads/:id`,
  users: `${base}/users`,
  audit: `${base}/audit`,
  /** The signed-in user's own follow-ups: due and upcoming. */
  followUps: `${base}/follow-ups`,
  /** Booked calls and callback requests still to answer: today and the next open days. */
  callsDue: `${base}/calls-due`,
  /** Reports: speed to lead, per day and per agent. */
  reports: `${base}/reports`,
  /** Partners: the list, their referrals and earnings, and the default commission rates. */
  partners: `${base}/partners`,
  /** One partner's page; `:id` is the partner's id (build one with consolePartnerPath). */
  partner: `${base}/partners/:id`,
  /** Content → Posts: every blog post, published or not. */
  posts: `${base}/content/posts`,
  /** A post's editor; `:id` is the post's id, or `new` for a post not yet saved (build one with consolePostPath). */
  post: `${base}/content/posts/:id`,
  /** Content → Card machines: the products of the card-machine catalogue. */
  cardMachines: `${base}/content/card-machines`,
  /** A product's editor; `:id` is its id, or `new` (build one with consoleCardMachinePath). */
  cardMachine: `${base}/content/card-machines/:id`,
  /** The catalogue's lists: terms, acquirers (with logos), manufacturers and features. */
  catalogueLists: `${base}/content/catalogue-lists`,
  /** Finance figures: the loan, cash-advance and energy figures behind the site's calculators (admins edit them). */
  finance: `${base}/finance`,
  /** The inbox's filter as a CSV file, streamed by the server (a file, not a page). */
  export: `${base}/leads.csv`,
} as const;

/** The console's pages, as route patterns: the addresses the web app renders the console at. */
export const consolePages = [
  consolePaths.inbox,
  consolePaths.lead,
  consolePaths.users,
  consolePaths.audit,
  consolePaths.followUps,
  consolePaths.callsDue,
  consolePaths.reports,
  consolePaths.partners,
  consolePaths.partner,
  consolePaths.posts,
  consolePaths.post,
  consolePaths.cardMachines,
  consolePaths.cardMachine,
  consolePaths.catalogueLists,
  consolePaths.finance,
] as const;

/** The address of a lead's page in the console. */
export function consoleLeadPath(id: string): string {
  return consolePaths.lead.replace(':id', encodeURIComponent(id));
}

/** The address of a partner's page in the console. */
export function consolePartnerPath(id: string): string {
  return consolePaths.partner.replace(':id', encodeURIComponent(id));
}

/** The address of a post's editor in the console (`new` for a new post). */
export function consolePostPath(id: number | 'new'): string {
  return consolePaths.post.replace(':id', String(id));
}

/** The address of a card machine's editor in the console (`new` for a new product). */
export function consoleCardMachinePath(id: number | 'new'): string {
  return consolePaths.cardMachine.replace(':id', String(id));
}

/** The start of every console procedure's name on /trpc: the admin router's (packages/api mounts it as `admin`). */
export const CONSOLE_PROCEDURE_PREFIX = 'admin.';
