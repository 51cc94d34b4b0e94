/** The date the policy shows; change it whenever the text changes. */
export const LAST_UPDATED = 'Last updated: 21 November 2026';

/**
 * The policy's sections (spec section 2, 'Privacy policy'), in order. Each id is a link target: the cookie
 * banner links to /privacy-policy#cookies, so that id must stay.
 */
export const policySections = [
  { id: 'who-it-applies-to', title: 'Who this policy applies to' },
  { id: 'information-we-collect', title: 'What information we collect' },
  { id: 'how-we-use-information', title: 'How we collect and use your information' },
  { id: 'protection', title: 'How we protect your information' },
  { id: 'retention', title: 'How long we keep your information' },
  { id: 'sharing', title: 'Who we share your information with' },
  { id: 'your-rights', title: 'Your rights' },
  { id: 'cookies', title: 'Cookies' },
  { id: 'types-of-cookies', title: 'Types of cookies' },
  { id: 'cookie-choices', title: 'Your cookie choices' },
  { id: 'contact', title: 'Contact us' },
] as const;

export type PolicySectionId = (typeof policySections)[number]['id'];

export interface CookieType {
  name: string;
  what: string;
  used: boolean;
  ours: string;
}

export const cookieTypes: CookieType[] = [
  {
    name: 'Essential cookies',
    what: 'Needed for the site to work and to respect your choices. They cannot be switched off on our site, and they do not need consent.',
    used: true,
    ours: 'One: it remembers whether you accepted or rejected optional cookies, so we do not ask on every page.',
  },
  {
    name: 'Performance cookies',
    what: 'Count visits and show how people move around a site, so its owner can find and fix what is slow or confusing.',
    used: true,
    ours: 'No analytics service and no tracking across sites. We note only where your visit came from: the page you landed on, the name of the site that linked to ours (never its full address), the campaign tags of the link (utm_source, utm_medium, utm_campaign, utm_term, utm_content), an advert click id (gclid) and a partner’s referral code. Without your consent this stays in the open page’s memory, goes along in the address of the next page of our site you open from a link (which takes it out of the address bar at once), and is lost on a reload or in a new tab. With your consent it is kept in this tab’s session storage (sme_visit), which the browser clears when you close the tab; rejecting cookies later removes it. It reaches us only in the address of a page of ours you open and with a form you send, is kept only with that enquiry, and is never passed to another site.',
  },
  {
    name: 'Functional cookies',
    what: 'Set by features you choose to use, often content from another company shown inside our pages.',
    used: true,
    ours: 'Only after you consent: the map on our contact page, the scheduling widget for booking a call, and our Facebook feed. Each provider sets its own cookies under its own privacy policy.',
  },
  {
    name: 'Advertising cookies',
    what: 'Track you across websites to build a profile of your interests and show you targeted adverts.',
    used: false,
    ours: 'We do not use advertising cookies and do not let advertisers place them on our site.',
  },
];
